/**
 * The profile's view of effective permissions (administration.md §2 "Profile"): each
 * organisation's permissions condensed to the fewest named groups, and the tree condensed to the
 * organisations where something changes compared with the parent.
 */
import { PERMISSIONS, type Permission } from './permission-types';

export const PERMISSION_GROUPS = [
  { key: 'all', label: 'Alle Rechte', permissions: PERMISSIONS },
  {
    key: 'seeAbove',
    label: 'Name und geerbte Sammlungen sehen',
    permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED'],
  },
  {
    key: 'read',
    label: 'Alles lesen',
    permissions: ['READ_NONSENSITIVE', 'READ_CPLAN_INHERITED', 'READ_CPLAN', 'READ', 'READ_ORG_DATA'],
  },
  { key: 'member', label: 'Mitglied', permissions: ['MEMBER'] },
  {
    key: 'planning',
    label: 'Sammlungen planen',
    permissions: ['WRITE_CPLAN', 'WRITE_EXTRA_FIELDS', 'WRITE_WEBSITE'],
  },
  { key: 'finance', label: 'Bargeld und Finanzen bearbeiten', permissions: ['WRITE'] },
  { key: 'disbursement', label: 'Kollektenweiterleitung', permissions: ['DISBURSEMENT_ORDER'] },
  { key: 'organization', label: 'Organisationsdaten bearbeiten', permissions: ['WRITE_ORG_DATA'] },
  { key: 'users', label: 'Benutzer verwalten', permissions: ['MANAGE_USERS'] },
] as const satisfies readonly { key: string; label: string; permissions: readonly Permission[] }[];

export type PermissionGroupKey = (typeof PERMISSION_GROUPS)[number]['key'];

/**
 * The fewest groups whose union is the held set: the largest group that fits first, then only
 * groups that add something. Permissions outside every group would be left out, but every
 * permission belongs to "all", so a set is always covered.
 */
export function condensePermissions(held: ReadonlySet<Permission>): PermissionGroupKey[] {
  const fitting = PERMISSION_GROUPS.filter((group) =>
    group.permissions.every((permission: Permission) => held.has(permission)),
  ).sort((a, b) => b.permissions.length - a.permissions.length);
  const covered = new Set<Permission>();
  const chosen: PermissionGroupKey[] = [];
  for (const group of fitting) {
    if (group.permissions.every((permission: Permission) => covered.has(permission))) continue;
    chosen.push(group.key);
    for (const permission of group.permissions) covered.add(permission);
  }
  return chosen;
}

export type PermissionTreeInput = {
  id: number;
  parentId: number | null;
  name: string;
  permissions: readonly Permission[];
};

export type PermissionTreeNode = {
  id: number;
  name: string;
  groups: PermissionGroupKey[];
  /** organisations below that are left out because they hold the same as this one */
  sameBelow: number;
  children: PermissionTreeNode[];
};

/** The tree of organisations with their groups; a child holding exactly its parent's groups is folded in. */
export function buildPermissionTree(organizations: readonly PermissionTreeInput[]): PermissionTreeNode[] {
  const known = new Set(organizations.map((organization) => organization.id));
  const childrenOf = new Map<number | null, PermissionTreeInput[]>();
  for (const organization of organizations) {
    const parent =
      organization.parentId !== null && known.has(organization.parentId) ? organization.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), organization]);
  }
  const build = (organization: PermissionTreeInput): PermissionTreeNode => {
    const node: PermissionTreeNode = {
      id: organization.id,
      name: organization.name,
      groups: condensePermissions(new Set(organization.permissions)),
      sameBelow: 0,
      children: [],
    };
    const attach = (children: readonly PermissionTreeInput[]) => {
      for (const child of children) {
        const built = build(child);
        if (built.groups.join() === node.groups.join()) {
          node.sameBelow += 1 + built.sameBelow;
          node.children.push(...built.children);
        } else node.children.push(built);
      }
    };
    attach(childrenOf.get(organization.id) ?? []);
    return node;
  };
  return (childrenOf.get(null) ?? []).map(build);
}
