export { registerKgOrganizationRoutes } from './organizations.routes';
