export { registerTestingRoutes } from './testing.routes';
