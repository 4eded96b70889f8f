export { registerConfigurationRoutes } from './configuration.routes';
