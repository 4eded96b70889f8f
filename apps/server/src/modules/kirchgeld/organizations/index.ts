export { addDemoKgOrganizations } from './demo-organizations';
export { registerKgOrganizationRoutes } from './organizations.routes';
export { findKgOrganizationsForKro } from './organizations.service';
