/**
 * HTTP of users: the signed-in user and their preferences, user administration, impersonation and
 * the mail outbox.
 */
import {
  createUser as createUserRoute,
  getMe,
  getPreferences as getPreferencesRoute,
  impersonateUser as impersonateUserRoute,
  listOutboxPage as listOutboxPageRoute,
  listOutbox as listOutboxRoute,
  listUsers as listUsersRoute,
  updatePreferences as updatePreferencesRoute,
  updateUser as updateUserRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { listOutboxPage } from './outbox.service';
import { createUser, impersonateUser, listUsers, updateUser } from './user-administration.service';
import { getPreferences, updatePreferences } from './user-preferences.service';
import { getCurrentUser, listOutbox } from './users.service';

export const registerUserRoutes: RouteRegistrar = (register, context) => {
  // every start of the admin app asks who is signed in
  register(getMe, ({ caller, apiBase }) => getCurrentUser(context, caller, apiBase), {
    cacheAnswerPerSession: true,
  });
  register(getPreferencesRoute, ({ caller }) => getPreferences(context, caller));
  register(updatePreferencesRoute, ({ caller, body }) => updatePreferences(context, caller, body));
  register(listUsersRoute, ({ caller, query, apiBase }) => listUsers(context, caller, query, apiBase));
  register(createUserRoute, ({ caller, body, apiBase }) => createUser(context, caller, body, apiBase));
  register(updateUserRoute, ({ caller, params, body, apiBase, info }) =>
    updateUser(context, caller, params.id, body, apiBase, info),
  );
  register(impersonateUserRoute, ({ caller, params, info }) =>
    impersonateUser(context, caller, params.id, info),
  );
  register(listOutboxRoute, ({ caller, query }) => listOutbox(context, caller, query.recipient));
  register(listOutboxPageRoute, ({ caller, query, apiBase }) =>
    listOutboxPage(context, caller, query, apiBase),
  );
};
