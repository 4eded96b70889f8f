/** The front end's version, set by the build from the product's package.json. */
export const FRONTEND_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
