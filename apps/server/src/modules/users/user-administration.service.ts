/**
 * User administration (administration.md §2 "Users", §6, §7): list, create, change and
 * impersonate users. An administrator works only within their own subtree and never gives more
 * than they hold there (rules in `@kollekta/domain` permissions); only a superuser makes a superuser.
 */
import { isDatabaseId, type PermissionInput, type User, type UserList } from '@kollekta/contract';
import {
  type Actor,
  AUTH_MESSAGES,
  canEditUserAccount,
  canGrantRole,
  canSee,
  canSeeUserInAdministration,
  checkPasswordPolicy,
  DEFAULT_NEW_USER_PASSWORD_MODE,
  diffRoles,
  hasPermission,
  type NewUserPasswordMode,
  normalizeUsername,
  PASSWORD_POLICY_REFUSAL,
  type RoleType,
  validateNewName,
  validateNewUser,
  validateProfileEmail,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError, forbidden, notFound } from '../../platform/errors';
import type { AuthenticatedCaller, CallerInfo } from '../../platform/request-context';
import { appendAudit } from '../audit';
import {
  confirmCurrentPassword,
  endSessionsOfUser,
  generateSecretToken,
  hashPassword,
  isKnownBreached,
  sendPasswordLink,
  startSession,
} from '../auth';
import { toUserResponse } from './user.mapper';
import {
  deleteRole,
  findOrganizationPaths,
  findOrganizationsAtOrBelow,
  findRolesOfUser,
  findRolesOfUsers,
  findUserById,
  findUsersForAdministration,
  findUsersWithPasskeys,
  insertRole,
  insertUser,
  isUsernameTaken,
  type RoleRow,
  type UserRow,
  updatePasswordHash,
  updateUserAccount,
} from './users.repository';

export const USER_ADMIN_MESSAGES = {
  usernameTaken: 'Dieser Nutzername ist bereits vergeben.',
  unknownOrganization: 'Unbekannte Organisation.',
  needsOrganization: 'Bitte wählen Sie mindestens eine Organisation.',
  notYourself: 'Sie können Ihre eigenen Rollen nicht ändern.',
} as const;

const toPath = (path: string) => path.split('/').filter(Boolean).map(Number);
const toGrants = (roles: readonly RoleRow[]) =>
  roles.map((role) => ({ role: role.role as RoleType, organizationPath: toPath(role.path) }));

export async function listUsers(
  context: AppContext,
  caller: AuthenticatedCaller,
  query: {
    search?: string | undefined;
    organization?: number | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  apiBase: string,
): Promise<UserList> {
  let organizationIds: number[] | null = null;
  if (query.organization !== undefined) {
    const organization = (await findOrganizationPaths(context.db, [query.organization])).get(
      query.organization,
    );
    if (!organization || !canSee(caller, toPath(organization.path))) throw notFound();
    if (!hasPermission(caller, toPath(organization.path), 'MANAGE_USERS')) throw forbidden();
    organizationIds = [query.organization];
  } else if (!caller.isSuperuser) {
    organizationIds = await findManagedOrganizationIds(context, caller);
    if (organizationIds.length === 0) throw forbidden();
  }
  const rows = await findUsersForAdministration(context.db, {
    organizationIds,
    search: query.search,
    // Within an organisation only active users are listed; the superuser's list shows everyone.
    onlyActive: organizationIds !== null,
  });
  const offset = query.offset ?? 0;
  const page = query.limit ? rows.slice(offset, offset + query.limit) : rows.slice(offset);
  const results = await toUserResponses(context, caller, page, apiBase);
  return { count: rows.length, ...pageLinks(apiBase, query, rows.length), results };
}

export async function createUser(
  context: AppContext,
  caller: AuthenticatedCaller,
  input: {
    name: string;
    username: string;
    email: string;
    permissions: PermissionInput[];
    password_mode?: NewUserPasswordMode | undefined;
  },
  apiBase: string,
): Promise<User> {
  const errors = Object.fromEntries(
    Object.entries(validateNewUser(input)).flatMap(([field, message]) =>
      message ? [[field, [message]]] : [],
    ),
  );
  if (Object.keys(errors).length > 0) throw new DomainError('validation', undefined, { fieldErrors: errors });
  // Stored normalised; a name of invisible characters only is no name.
  const username = normalizeUsername(input.username);
  if (username.length === 0) throw fieldError('username', AUTH_MESSAGES.fieldRequired);
  if (await isUsernameTaken(context.db, username))
    throw fieldError('username', USER_ADMIN_MESSAGES.usernameTaken);
  const roles = await resolvePermissions(context, input.permissions);
  if (!caller.isSuperuser && roles.length === 0)
    throw fieldError('permissions', USER_ADMIN_MESSAGES.needsOrganization);
  for (const role of roles) {
    if (!canGrantRole(caller, role.organizationPath, role.role)) throw forbidden();
  }
  const passwordMode = input.password_mode ?? DEFAULT_NEW_USER_PASSWORD_MODE;
  // A random password nobody is told: the account has a usable password, set later through
  // 'Passwort vergessen'. 'none' leaves password sign-in off until a password is set.
  const passwordHash = passwordMode === 'random' ? await hashPassword(generateSecretToken()) : null;
  const user = await context.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertUser(trx, {
        username,
        name: input.name.trim(),
        email: input.email.trim(),
        passwordHash,
        isSuperuser: false,
      });
      for (const role of roles) await insertRole(trx, created.id, role.organizationId, role.role);
      await appendAudit(trx, {
        ...auditActor(caller),
        action: 'user.created',
        objectType: 'user',
        objectId: created.id,
        data: {
          username: created.username,
          roles: roles.map(({ organizationId, role }) => ({ organizationId, role })),
          password_mode: passwordMode,
        },
      });
      return created;
    })
    .catch(refuseTakenUsername);
  // By default new users set their own password through a mailed link (administration.md §4).
  if (passwordMode === 'link') await sendPasswordLink(context, user, 'welcome');
  return (await toUserResponses(context, caller, [user], apiBase))[0] as User;
}

export type UserPatch = {
  current_password?: string | undefined;
  name?: string | undefined;
  username?: string | undefined;
  email?: string | undefined;
  password?: string | undefined;
  is_superuser?: boolean | undefined;
  is_active?: boolean | undefined;
  permissions?: PermissionInput[] | undefined;
};

export async function updateUser(
  context: AppContext,
  caller: AuthenticatedCaller,
  userId: number,
  patch: UserPatch,
  apiBase: string,
  info: CallerInfo,
): Promise<User> {
  const target = await findUserById(context.db, userId);
  if (!target) throw notFound();
  const targetRoles = await findRolesOfUser(context.db, userId);
  const isSelf = userId === caller.userId;
  if (!canSeeUserInAdministration(caller, { id: userId, grants: toGrants(targetRoles) })) throw notFound();

  const account = collectAccountChanges(target, patch, isSelf);
  const password = patch.password ? patch.password : undefined; // empty passwords are dropped (§5)
  const touchesAccount =
    Object.keys(account).some((field) => field !== 'name' && field !== 'email') || password;
  const needsAdministration = !isSelf || touchesAccount;
  if (account.is_superuser !== undefined && !caller.isSuperuser) throw forbidden();
  if (needsAdministration && (Object.keys(account).length > 0 || password)) {
    if (!canEditUserAccount(caller, { isSuperuser: target.is_superuser, grants: toGrants(targetRoles) }))
      throw forbidden();
  }
  if (account.username !== undefined && (await isUsernameTaken(context.db, account.username, userId)))
    throw fieldError('username', USER_ADMIN_MESSAGES.usernameTaken);
  if (password !== undefined) await refuseDisallowedPassword(password, { ...target, ...account });
  // One's own e-mail address (where reset links go) and password only with the current password:
  // a stolen token alone must not take the account over.
  if (isSelf && (account.email !== undefined || password !== undefined))
    await confirmCurrentPassword(context, caller, patch.current_password, info);

  const roleChanges = patch.permissions
    ? await planRoleChanges(context, caller, userId, targetRoles, patch.permissions)
    : [];
  const passwordHash = password === undefined ? undefined : await hashPassword(password);
  await context.db
    .transaction()
    .execute(async (trx) => {
      await updateUserAccount(trx, userId, account);
      if (passwordHash !== undefined) {
        await updatePasswordHash(trx, userId, passwordHash, context.clock.now());
        // A password set for someone ends their sessions; one's own keeps the current session.
        await endSessionsOfUser(trx, userId, isSelf ? caller.tokenId : null);
      }
      for (const change of roleChanges) {
        if (change.kind === 'add') await insertRole(trx, userId, change.organizationId, change.role);
        else await deleteRole(trx, userId, change.organizationId, change.role);
      }
      if (Object.keys(account).length > 0 || passwordHash !== undefined || roleChanges.length > 0) {
        await appendAudit(trx, {
          ...auditActor(caller),
          action: 'user.updated',
          objectType: 'user',
          objectId: userId,
          data: {
            fields: Object.keys(account),
            password_set: passwordHash !== undefined,
            roles: roleChanges,
          },
        });
      }
    })
    .catch(refuseTakenUsername);
  const updated = await findUserById(context.db, userId);
  return (await toUserResponses(context, caller, [updated as UserRow], apiBase))[0] as User;
}

export async function impersonateUser(
  context: AppContext,
  caller: AuthenticatedCaller,
  userId: number,
  info: CallerInfo,
): Promise<{ auth_token: string }> {
  if (!caller.isSuperuser || caller.impersonatorId !== null) throw forbidden();
  const target = await findUserById(context.db, userId);
  if (!target?.is_active) throw notFound();
  const token = await startSession(context, target.id, info.userAgent, caller.userId);
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    action: 'user.impersonation_started',
    objectType: 'user',
    objectId: target.id,
    data: { username: target.username },
  });
  return { auth_token: token };
}

function collectAccountChanges(target: UserRow, patch: UserPatch, isSelf: boolean) {
  const account: {
    name?: string;
    username?: string;
    email?: string;
    is_superuser?: boolean;
    is_active?: boolean;
  } = {};
  if (patch.name !== undefined && patch.name.trim() !== target.name) {
    const message = validateNewName(patch.name);
    if (message) throw fieldError('name', message);
    account.name = patch.name.trim();
  }
  if (patch.email !== undefined && patch.email.trim() !== target.email) {
    const email = patch.email.trim();
    // Administrators enter the stricter add-user form; the profile the reset form's rule (§5).
    const message = isSelf
      ? validateProfileEmail(email)
      : validateNewUser({ name: 'x', username: 'x', email }).email;
    if (message) throw fieldError('email', message);
    account.email = email;
  }
  if (patch.username !== undefined && normalizeUsername(patch.username) !== target.username) {
    const username = normalizeUsername(patch.username);
    if (username.length === 0) throw fieldError('username', AUTH_MESSAGES.fieldRequired);
    account.username = username;
  }
  if (patch.is_superuser !== undefined && patch.is_superuser !== target.is_superuser)
    account.is_superuser = patch.is_superuser;
  if (patch.is_active !== undefined && patch.is_active !== target.is_active)
    account.is_active = patch.is_active;
  return account;
}

async function refuseDisallowedPassword(
  password: string,
  owner: { username: string; name: string; email: string },
) {
  if (!checkPasswordPolicy(password, owner).allowed || (await isKnownBreached(password))) {
    throw fieldError('password', PASSWORD_POLICY_REFUSAL);
  }
}

/**
 * The wanted roles replace the current ones, except rows the caller cannot give: those stay as they
 * are. Every addition and removal must be one the caller may grant, else 403.
 */
async function planRoleChanges(
  context: AppContext,
  caller: AuthenticatedCaller,
  userId: number,
  currentRows: readonly RoleRow[],
  wantedInput: PermissionInput[],
) {
  const wanted = await resolvePermissions(context, wantedInput);
  const current = currentRows.map((row) => ({
    organizationId: row.organization_id,
    role: row.role as RoleType,
    organizationPath: toPath(row.path),
  }));
  const outOfReach = current.filter((row) => !canGrantRole(caller, row.organizationPath, row.role));
  const changes = diffRoles(current, [...wanted, ...outOfReach]);
  if (changes.length > 0 && userId === caller.userId && !caller.isSuperuser)
    throw forbidden(USER_ADMIN_MESSAGES.notYourself);
  const paths = new Map([...current, ...wanted].map((row) => [row.organizationId, row.organizationPath]));
  for (const change of changes) {
    if (!canGrantRole(caller, paths.get(change.organizationId) ?? [], change.role)) throw forbidden();
  }
  return changes;
}

async function resolvePermissions(context: AppContext, input: readonly PermissionInput[]) {
  const ids = input.map((entry) => organizationIdOf(entry.organization));
  if (ids.some((id) => id === null)) throw fieldError('permissions', USER_ADMIN_MESSAGES.unknownOrganization);
  const organizations = await findOrganizationPaths(context.db, ids as number[]);
  return input.map((entry, index) => {
    const organizationId = ids[index] as number;
    const organization = organizations.get(organizationId);
    if (!organization) throw fieldError('permissions', USER_ADMIN_MESSAGES.unknownOrganization);
    return { organizationId, role: entry.role, organizationPath: toPath(organization.path) };
  });
}

/** An organisation named by id or by its url (`…/organization/{id}/`). */
function organizationIdOf(reference: number | string): number | null {
  const id =
    typeof reference === 'number'
      ? reference
      : Number(reference.match(/(?:^|\/organization\/)(\d+)\/?$/)?.[1]);
  return isDatabaseId(id) ? id : null;
}

async function findManagedOrganizationIds(context: AppContext, caller: Actor): Promise<number[]> {
  const paths = caller.grants.map((grant) => `/${grant.organizationPath.join('/')}/`);
  const organizations = await findOrganizationsAtOrBelow(context.db, paths);
  return organizations
    .filter((organization) => hasPermission(caller, toPath(organization.path), 'MANAGE_USERS'))
    .map((organization) => organization.id);
}

async function toUserResponses(
  context: AppContext,
  caller: Actor,
  rows: readonly UserRow[],
  apiBase: string,
) {
  const ids = rows.map((row) => row.id);
  const [roles, passkeys] = await Promise.all([
    findRolesOfUsers(context.db, ids),
    findUsersWithPasskeys(context.db, ids),
  ]);
  return rows.map((row) => {
    // Administrators see a user's roles only where they can see the organisation.
    const visible = (roles.get(row.id) ?? []).filter(
      (role) => caller.isSuperuser || canSee(caller, toPath(role.path)),
    );
    return toUserResponse(row, visible, apiBase, { hasWebauthn: passkeys.has(row.id) });
  });
}

function pageLinks(
  apiBase: string,
  query: {
    search?: string | undefined;
    organization?: number | undefined;
    limit?: number | undefined;
    offset?: number | undefined;
  },
  count: number,
) {
  if (!query.limit) return { next: null, previous: null };
  const offset = query.offset ?? 0;
  const link = (at: number) => {
    const search = new URLSearchParams();
    if (query.search) search.set('search', query.search);
    if (query.organization !== undefined) search.set('organization', String(query.organization));
    search.set('limit', String(query.limit));
    if (at > 0) search.set('offset', String(at));
    return `${apiBase}user/?${search.toString()}`;
  };
  return {
    next: offset + query.limit < count ? link(offset + query.limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - query.limit)) : null,
  };
}

/** Two administrators taking the same name at once: the unique index decides, answered as taken. */
function refuseTakenUsername(error: unknown): never {
  const code = (error as { code?: unknown } | null)?.code;
  if (
    code === '23505' &&
    String((error as { constraint?: unknown }).constraint ?? error).includes('username')
  )
    throw fieldError('username', USER_ADMIN_MESSAGES.usernameTaken);
  throw error;
}

function fieldError(field: string, message: string) {
  return new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
}

function auditActor(caller: AuthenticatedCaller) {
  return { actorUserId: caller.userId, impersonatorUserId: caller.impersonatorId };
}
