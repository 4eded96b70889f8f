/** Users as the API shows them (administration.md §3 "User"). */
import {
  LEVEL_FILTERS,
  NEW_USER_PASSWORD_MODES,
  PASSWORD_CHECK_STATUSES,
  PREFERENCE_ITEM_MAX_LENGTH,
  PREFERENCE_LIST_MAX_ITEMS,
} from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, paginated, pagingQuery } from './common';
import { roleType } from './configuration';
import { defineRoute } from './route';

export { PASSWORD_CHECK_STATUSES };

export const userPermission = z.object({
  organization: z.string(),
  organization_id: z.number().int(),
  role: roleType,
});

export const user = z.object({
  url: z.string(),
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  is_superuser: z.boolean(),
  is_active: z.boolean(),
  has_usable_password: z.boolean(),
  has_webauthn: z.boolean(),
  has_otp: z.boolean(),
  pw_check_status: z.enum(PASSWORD_CHECK_STATUSES),
  pw_check_data: z.object({ pwnedpasswords: z.object({ pwned: z.boolean().nullable() }) }),
  permissions: z.array(userPermission),
});
export type User = z.infer<typeof user>;

export const getMe = defineRoute({
  method: 'GET',
  path: 'user/me/',
  summary: 'The signed-in user',
  auth: true,
  status: 200,
  response: user,
});

// The signed-in user's preferences (administration.md §2): kept on the server, so they follow the
// user to every browser.

const preferenceList = z.array(z.string().max(PREFERENCE_ITEM_MAX_LENGTH)).max(PREFERENCE_LIST_MAX_ITEMS);

export const userPreferences = z.object({
  levelFilter: z.enum(LEVEL_FILTERS),
  recursive: z.boolean(),
  orgapanels: preferenceList,
  orgafilter: preferenceList,
});

export const getPreferences = defineRoute({
  method: 'GET',
  path: 'user/me/preferences/',
  summary: 'The signed-in user’s preferences; defaults for what the user never chose',
  auth: true,
  status: 200,
  response: userPreferences,
});

export const updatePreferences = defineRoute({
  method: 'PATCH',
  path: 'user/me/preferences/',
  summary: 'Change some of the signed-in user’s preferences; answers all of them',
  auth: true,
  body: userPreferences.partial(),
  status: 200,
  response: userPreferences,
});

// User administration (administration.md §2 "Users", §7): list, create, change, impersonate.

export const listUsersQuery = pagingQuery.extend({
  /** name, username, e-mail or organisation name contains this */
  search: z.string().max(200).optional(),
  /** only active users with a role on this organisation */
  organization: entityId.optional(),
});

export const userList = paginated(user);
export type UserList = z.infer<typeof userList>;

export const listUsers = defineRoute({
  method: 'GET',
  path: 'user/',
  summary: 'Users the caller manages; without limit every match, with limit/offset one page',
  auth: true,
  query: listUsersQuery,
  status: 200,
  response: userList,
});

/** A role row as the forms send it: the organisation by url (or id) and the role. */
export const permissionInput = z.object({
  organization: z.union([z.number().int().positive(), z.string().max(500)]),
  role: roleType,
});
export type PermissionInput = z.infer<typeof permissionInput>;

// Emptiness is the service's check, so that the answer carries the spec's German text (§5).
export const createUserBody = z.object({
  name: z.string().max(150),
  username: z.string().max(150),
  email: z.string().max(254),
  permissions: z.array(permissionInput).max(200).default([]),
  /**
   * The new user's password (administration.md §4 "Passwords for new users"): a mailed link to set
   * it (default), a random one nobody knows (no mail; 'Passwort vergessen' sets one later), or none.
   */
  password_mode: z.enum(NEW_USER_PASSWORD_MODES).default('link'),
});

export const createUser = defineRoute({
  method: 'POST',
  path: 'user/',
  summary:
    'Create a user with roles; by default the user gets a mail with a link to set the password (password_mode link, random or none)',
  auth: true,
  body: createUserBody,
  status: 201,
  response: user,
});

export const updateUserBody = z.object({
  name: z.string().max(150).optional(),
  username: z.string().max(150).optional(),
  email: z.string().max(254).optional(),
  /** an empty password is dropped (administration.md §5) */
  password: z.string().max(1000).optional(),
  is_superuser: z.boolean().optional(),
  is_active: z.boolean().optional(),
  /** the wanted list of roles; rows outside the caller's reach stay as they are */
  permissions: z.array(permissionInput).max(200).optional(),
  /** needed to change one's own e-mail address or password: a stolen token alone is not enough */
  current_password: z.string().max(1000).optional(),
});

export const updateUser = defineRoute({
  method: 'PATCH',
  path: 'user/:id/',
  summary:
    'Change a user: oneself (name, e-mail) or, as administrator, name, username, e-mail, password, roles',
  auth: true,
  params: idParams,
  body: updateUserBody,
  status: 200,
  response: user,
});

export const impersonateUser = defineRoute({
  method: 'POST',
  path: 'user/:id/impersonate/',
  summary: 'Superusers: a token acting as this user; every action is audited with both users',
  auth: true,
  params: idParams,
  status: 200,
  response: z.object({ auth_token: z.string() }),
});

export const outboxMail = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  /** Only what a reader needs to see: the content of attachments stays on the server. */
  attachments: z.array(z.object({ name: z.string(), content_type: z.string(), size: z.number().int() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

export const listOutbox = defineRoute({
  method: 'GET',
  path: 'admin/outbox/',
  summary: 'Superusers in development and demo deployments: the newest mails of the outbox',
  auth: true,
  query: z.object({ recipient: z.string().max(254).optional() }),
  status: 200,
  response: z.array(outboxMail),
});

export const outboxPageQuery = pagingQuery.extend({
  recipient: z.string().max(254).optional(),
  subject: z.string().max(200).optional(),
});

/**
 * The outbox page of the web app, paged and filtered. A route of its own because tests read links
 * from the plain list of `admin/outbox/` and rely on its array answer.
 */
export const listOutboxPage = defineRoute({
  method: 'GET',
  path: 'admin/outbox/page/',
  summary:
    'Superusers in development and demo deployments: the outbox, paged, filtered by recipient and subject',
  auth: true,
  query: outboxPageQuery,
  status: 200,
  response: paginated(outboxMail),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export type OutboxPageQuery = z.infer<typeof outboxPageQuery>;
export type OutboxPage = z.infer<typeof listOutboxPage.response>;
