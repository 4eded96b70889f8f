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
export {
  DEVICE_CLASS_PARAM,
  findWebApp,
  WEB_APP_PAGES,
  type WebAppPage,
  webAppPagePath,
} from './organization-navigation';
export { deviceClassEvaluationLinks, documentLinks, type SubmenuLink } from './submenu-entries';
export { useCurrentOrganization, useCurrentOrganizationId } from './use-current-organization';
export { useSubmenuInput } from './use-submenu-links';
