export type { OrganizationNode } from './contacts.repository';
export { registerContactRoutes } from './contacts.routes';
export {
  type ContactInput,
  createContact,
  findContactsOfOrganization,
  findVisibleContacts,
} from './contacts.service';
export { createFeature, hasValidFeatureFor, loadFeatureState, presentFeatures } from './features.service';
export { type NotificationActor, parseOrganizationRef } from './notification-actor';
