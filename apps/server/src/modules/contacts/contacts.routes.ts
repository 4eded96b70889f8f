/** HTTP of notification contacts (`contact/`) and of features (`feature/`, superusers). */
import {
  createContact as createContactRoute,
  createFeature as createFeatureRoute,
  deleteContact as deleteContactRoute,
  deleteFeature as deleteFeatureRoute,
  listContacts as listContactsRoute,
  updateContact as updateContactRoute,
  updateFeature as updateFeatureRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { createContact, deleteContact, listContacts, updateContact } from './contacts.service';
import { createFeature, deleteFeature, updateFeature } from './features.service';

export const registerContactRoutes: RouteRegistrar = (register, context) => {
  register(listContactsRoute, ({ caller, query, apiBase }) =>
    listContacts(context, caller, query.organization, apiBase),
  );
  register(createContactRoute, ({ caller, body, apiBase }) => createContact(context, caller, body, apiBase));
  register(updateContactRoute, ({ caller, params, body, apiBase }) =>
    updateContact(context, caller, params.id, body, apiBase),
  );
  register(deleteContactRoute, ({ caller, params }) => deleteContact(context, caller, params.id));

  register(createFeatureRoute, ({ caller, body, apiBase }) => createFeature(context, caller, body, apiBase));
  register(updateFeatureRoute, ({ caller, params, body, apiBase }) =>
    updateFeature(context, caller, params.id, body, apiBase),
  );
  register(deleteFeatureRoute, ({ caller, params }) => deleteFeature(context, caller, params.id));
};
