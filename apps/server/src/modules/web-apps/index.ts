export { registerWebAppRoutes } from './web-apps.routes';
export { isWebAppAvailable } from './web-apps.service';
