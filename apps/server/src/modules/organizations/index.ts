export { type FeatureBooking, type FeatureCheck, loadFeatureCheck } from './feature-check';
export { formatPath, parsePath } from './organization-path';
export {
  findOrganizationById,
  findOrganizationForUpdate,
  findOrganizationsByIds,
  type OrganizationRow,
  setOrganizationFlag,
  updateOrganizationAdministration,
  updateOrganizationSettings,
} from './organizations.repository';
export { registerOrganizationRoutes } from './organizations.routes';
export {
  createOrganization,
  getOrganization,
  loadVisibleOrganization,
  type NewOrganization,
} from './organizations.service';
