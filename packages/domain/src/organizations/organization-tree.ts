/**
 * Building and filtering the organisation tree shown on the home page and in the drawer search.
 * Works on the flat list the API returns; every rule here is the spec's (administration.md §2, §5).
 */

export const TREE_SEARCH_MIN_LENGTH = 3;

export type TreeOrganization = {
  id: number;
  name: string;
  parentId: number | null;
};

export type TreeNode<T extends TreeOrganization> = T & { children: TreeNode<T>[] };

/**
 * Nests a flat list. An organisation whose parent is not in the list (the caller may not see it)
 * becomes a root, so a parish administrator's tree starts at what they may see.
 */
export function buildTree<T extends TreeOrganization>(organizations: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const organization of organizations) nodes.set(organization.id, { ...organization, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const byName = (a: TreeNode<T>, b: TreeNode<T>) => a.name.localeCompare(b.name, 'de');
  const sortDeep = (list: TreeNode<T>[]) => {
    list.sort(byName);
    for (const node of list) sortDeep(node.children);
  };
  sortDeep(roots);
  return roots;
}

export function isTreeSearchActive(query: string): boolean {
  return query.trim().length >= TREE_SEARCH_MIN_LENGTH;
}

/**
 * Keeps the nodes whose name matches (case-insensitive) together with their ancestors, so the
 * match is shown in its place in the tree. All descendants of a match stay, too.
 */
export function filterTree<T extends TreeOrganization>(
  roots: readonly TreeNode<T>[],
  query: string,
): TreeNode<T>[] {
  if (!isTreeSearchActive(query)) return [...roots];
  const needle = query.trim().toLocaleLowerCase('de');
  const visit = (node: TreeNode<T>): TreeNode<T> | null => {
    if (node.name.toLocaleLowerCase('de').includes(needle)) return node;
    const children = node.children.map(visit).filter((child): child is TreeNode<T> => child !== null);
    return children.length > 0 ? { ...node, children } : null;
  };
  return roots.map(visit).filter((node): node is TreeNode<T> => node !== null);
}

/** Ids of every node in the (filtered) tree: what "expand all" opens. */
export function collectTreeIds<T extends TreeOrganization>(roots: readonly TreeNode<T>[]): number[] {
  const ids: number[] = [];
  const walk = (nodes: readonly TreeNode<T>[]) => {
    for (const node of nodes) {
      ids.push(node.id);
      walk(node.children);
    }
  };
  walk(roots);
  return ids;
}

/** The chain from the root to the organisation, as far as the list holds it. */
export function ancestorChain<T extends TreeOrganization>(organizations: readonly T[], id: number): T[] {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  const chain: T[] = [];
  let current = byId.get(id);
  while (current) {
    chain.unshift(current);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return chain;
}
