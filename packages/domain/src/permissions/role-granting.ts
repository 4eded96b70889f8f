/**
 * Who may give whom which role (administration.md §6, issue 7): an administrator gives roles only
 * within their own subtree (MANAGE_USERS on the target organisation) and never a role with more
 * permissions than they hold there; only a superuser makes a superuser or edits one.
 */
import { type Actor, collectPermissions, hasPermission, type RoleGrant } from './permission-check';
import { PERMISSIONS_MAP, type RoleType } from './permission-types';

export function canGrantRole(actor: Actor, targetPath: readonly number[], role: RoleType): boolean {
  if (actor.isSuperuser) return true;
  if (!hasPermission(actor, targetPath, 'MANAGE_USERS')) return false;
  const held = collectPermissions(actor, targetPath);
  const given = PERMISSIONS_MAP[role];
  return [...given.own, ...given.descendants].every((permission) => held.has(permission));
}

/**
 * Whether the actor may change a user's name, username, e-mail or password: a superuser always;
 * an administrator only for non-superusers whose every role lies where the actor manages users
 * (else an administrator could take over an account that holds more elsewhere).
 */
export function canEditUserAccount(
  actor: Actor,
  target: { isSuperuser: boolean; grants: readonly RoleGrant[] },
): boolean {
  if (actor.isSuperuser) return true;
  if (target.isSuperuser || target.grants.length === 0) return false;
  return target.grants.every((grant) => hasPermission(actor, grant.organizationPath, 'MANAGE_USERS'));
}

export type RoleChange = { kind: 'add' | 'remove'; organizationId: number; role: RoleType };

/** The roles to add and remove to go from the current to the wanted list of (organisation, role). */
export function diffRoles(
  current: readonly { organizationId: number; role: RoleType }[],
  wanted: readonly { organizationId: number; role: RoleType }[],
): RoleChange[] {
  const key = (entry: { organizationId: number; role: RoleType }) => `${entry.organizationId}:${entry.role}`;
  const currentKeys = new Set(current.map(key));
  const wantedKeys = new Set(wanted.map(key));
  const changes: RoleChange[] = [];
  for (const entry of wanted) {
    if (!currentKeys.has(key(entry))) changes.push({ kind: 'add', ...entry });
  }
  for (const entry of current) {
    if (!wantedKeys.has(key(entry))) changes.push({ kind: 'remove', ...entry });
  }
  return changes.filter(
    (change, index) =>
      changes.findIndex((other) => key(other) === key(change) && other.kind === change.kind) === index,
  );
}
