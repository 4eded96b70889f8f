/**
 * What the web derives from the organisations the server lists: names, the tree, and what the
 * caller may do where. The permissions are the server's answer per organisation; the rules of
 * what they mean come from `@kollekta/domain`.
 */
import type { OrganizationSummary } from '@kollekta/contract';
import { type PermissionCheck, satisfies, type TreeNode } from '@kollekta/domain';
import { ORGANIZATION_MESSAGES } from './messages';

export type TreeOrganizationSummary = OrganizationSummary & { parentId: number | null };

export function organizationName(organization: { name: string } | null | undefined): string {
  const name = organization?.name.trim();
  return name ? name : ORGANIZATION_MESSAGES.unknownName;
}

export function canDo(
  organization: Pick<OrganizationSummary, 'permissions'>,
  check: PermissionCheck,
): boolean {
  return satisfies(new Set(organization.permissions), check);
}

/** General interaction: the organisation's dashboard is for this user (a link, not just a name). */
export function canInteract(organization: Pick<OrganizationSummary, 'permissions'>): boolean {
  return canDo(organization, 'interactGeneral');
}

/** The API's flat list in the shape the domain's tree functions take; names already readable. */
export function toTreeOrganizations(
  organizations: readonly OrganizationSummary[],
): TreeOrganizationSummary[] {
  return organizations.map((organization) => ({
    ...organization,
    name: organizationName(organization),
    parentId: organization.parent_id,
  }));
}

/**
 * Home goes straight to an organisation when there is only one to go to: exactly one usable
 * organisation, or only one organisation at all (administration.md §2).
 */
export function findHomeRedirect(organizations: readonly OrganizationSummary[]): number | null {
  const usable = organizations.filter(canInteract);
  if (usable.length === 1 && usable[0]) return usable[0].id;
  if (organizations.length === 1 && organizations[0]) return organizations[0].id;
  return null;
}

/** hasMultipleOrgs of the spec: more than one organisation gives more than the basic permissions. */
export function hasMultipleOrganizations(organizations: readonly OrganizationSummary[]): boolean {
  return organizations.filter(canInteract).length > 1;
}

/**
 * Nodes open at first: the organisations a user only sees as context (no interaction), the first
 * usable one on each path, and any node with a single child (nothing to choose between there),
 * so a superuser sees the districts and a district administrator the parishes right away.
 */
export function defaultExpandedIds(roots: readonly TreeNode<TreeOrganizationSummary>[]): number[] {
  const ids: number[] = [];
  const walk = (nodes: readonly TreeNode<TreeOrganizationSummary>[]) => {
    for (const node of nodes) {
      if (node.children.length === 0) continue;
      ids.push(node.id);
      if (!canInteract(node) || node.children.length === 1) walk(node.children);
    }
  };
  walk(roots);
  return ids;
}
