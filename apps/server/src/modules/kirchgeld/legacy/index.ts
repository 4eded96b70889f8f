export { registerKgLegacyRoutes } from './legacy.routes';
