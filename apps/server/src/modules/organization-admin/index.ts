export { registerOrganizationAdminRoutes } from './organization-admin.routes';
