export { registerKgPersonRoutes } from './persons.routes';
