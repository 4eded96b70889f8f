/**
 * The one answer to "may this user do P on organisation O", with the propagation of roles up and
 * down the organisation tree. The server enforces it; the web uses it only to decide what to show.
 */
import {
  COMPOSITE_PERMISSIONS,
  type CompositePermission,
  PERMISSION_PARTS,
  PERMISSIONS,
  PERMISSIONS_MAP,
  type Permission,
  type PermissionCheck,
  type RoleType,
} from './permission-types';

/** A role given to a user on one organisation, with that organisation's path from the root. */
export type RoleGrant = {
  role: RoleType;
  /** ids from the root down to and including the organisation the role is given on */
  organizationPath: readonly number[];
};

export type Actor = {
  isSuperuser: boolean;
  grants: readonly RoleGrant[];
};

/** All permissions an actor holds on the organisation with the given path (root first). */
export function collectPermissions(actor: Actor, targetPath: readonly number[]): Set<Permission> {
  if (actor.isSuperuser) return new Set(PERMISSIONS);
  const held = new Set<Permission>();
  for (const grant of actor.grants) {
    const relation = relate(grant.organizationPath, targetPath);
    if (relation === 'unrelated') continue;
    for (const permission of PERMISSIONS_MAP[grant.role][relation]) held.add(permission);
  }
  return held;
}

export function hasPermission(actor: Actor, targetPath: readonly number[], check: PermissionCheck): boolean {
  return satisfies(collectPermissions(actor, targetPath), check);
}

export function satisfies(held: ReadonlySet<Permission>, check: PermissionCheck): boolean {
  if (isComposite(check)) return PERMISSION_PARTS[check].some((part) => held.has(part));
  return held.has(check);
}

/** Where the target stands seen from the organisation a role was given on. */
export function relate(
  grantPath: readonly number[],
  targetPath: readonly number[],
): 'own' | 'ancestors' | 'descendants' | 'unrelated' {
  const shorter = Math.min(grantPath.length, targetPath.length);
  for (let index = 0; index < shorter; index++) {
    if (grantPath[index] !== targetPath[index]) return 'unrelated';
  }
  if (grantPath.length === targetPath.length) return 'own';
  return targetPath.length < grantPath.length ? 'ancestors' : 'descendants';
}

function isComposite(check: PermissionCheck): check is CompositePermission {
  return (COMPOSITE_PERMISSIONS as readonly string[]).includes(check);
}

/** An organisation is visible to an actor who holds any permission on it. */
export function canSee(actor: Actor, targetPath: readonly number[]): boolean {
  return collectPermissions(actor, targetPath).size > 0;
}

/**
 * Organisations where the actor holds more than the basic permissions: the ones a user works in.
 * hasMultipleOrgs in the spec is true when there is more than one.
 */
export function isUsableOrganization(actor: Actor, targetPath: readonly number[]): boolean {
  return hasPermission(actor, targetPath, 'interactGeneral');
}
