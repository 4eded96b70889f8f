/**
 * Which users an administrator may see and change in user administration: only users with a role
 * in an organisation the administrator manages users of (their own organisation or below). Seeing
 * an organisation above is not enough: a parish administrator must not read the regional church's
 * administrators. Anyone else's user answers as unknown (404). Oneself and superusers always.
 */

import type { Actor, RoleGrant } from '../permissions/permission-check';
import { hasPermission } from '../permissions/permission-check';

export function canSeeUserInAdministration(
  actor: Actor & { userId?: number | null },
  target: { id: number; grants: readonly RoleGrant[] },
): boolean {
  if (actor.isSuperuser || actor.userId === target.id) return true;
  return target.grants.some((grant) => hasPermission(actor, grant.organizationPath, 'MANAGE_USERS'));
}
