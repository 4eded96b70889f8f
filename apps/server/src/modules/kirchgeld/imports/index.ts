export { registerKgImportRoutes } from './imports.routes';
