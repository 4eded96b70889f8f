export { registerNewsRoutes } from './news.routes';
