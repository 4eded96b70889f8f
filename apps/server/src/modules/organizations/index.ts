export { formatPath, parsePath } from './organization-path';
export {
  findOrganizationById,
  findOrganizationsByIds,
  type OrganizationRow,
  setOrganizationFlag,
  updateOrganizationSettings,
} from './organizations.repository';
export { registerOrganizationRoutes } from './organizations.routes';
export { createOrganization, loadVisibleOrganization, type NewOrganization } from './organizations.service';
