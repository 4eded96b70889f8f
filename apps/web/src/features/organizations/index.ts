export {
  createOrganization,
  invalidateAfterOrganizationChange,
  organizationQuery,
  organizationsQuery,
  recalculateCollectionPlans,
  useOrganizations,
  useUpdateOrganization,
} from './api';
export { CollectionInheritanceSwitch } from './components/CollectionInheritanceSwitch';
export { OrganizationBreadcrumbs } from './components/OrganizationBreadcrumbs';
export { ORGANIZATION_MESSAGES } from './messages';
export {
  canDo,
  canInteract,
  findHomeRedirect,
  hasMultipleOrganizations,
  organizationName,
  toTreeOrganizations,
} from './organization-access';
export { useCurrentOrganization, useCurrentOrganizationId } from './use-current-organization';
