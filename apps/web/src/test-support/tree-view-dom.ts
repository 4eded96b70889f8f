/**
 * happy-dom does not evaluate the complex `:not(a b c)` selector MUI X's SimpleTreeView uses to
 * find each item's direct children, so every item looks like its own descendant and the tree
 * recurses without end. This shim answers exactly that query the way a browser does; every
 * other selector goes to happy-dom unchanged. Only for tests.
 */
const CHILDREN_QUERY =
  /^(?:\*\[id="(?<itemId>.+?)"\] )?\[role="treeitem"\]:not\(\*\[id="(?<scopeId>.+?)"\] \[role="treeitem"\] \[role="treeitem"\]\)$/;

export function installTreeViewQueryShim(): void {
  const original = Element.prototype.querySelectorAll;
  if ((original as { isTreeViewShim?: boolean }).isTreeViewShim) return;
  const shim = function (this: Element, selector: string) {
    const match = CHILDREN_QUERY.exec(selector);
    if (!match?.groups) return original.call(this, selector);
    const { itemId } = match.groups;
    const container = itemId ? this.querySelector(`[id="${itemId}"]`) : this;
    if (!container) return original.call(this, '[data-none-will-match]');
    const candidates = Array.from(original.call(container, '[role="treeitem"]'));
    const children = candidates.filter((candidate) => {
      const outer = candidate.parentElement?.closest('[role="treeitem"]');
      return !outer || outer === container || !container.contains(outer);
    });
    const marker = `tree-child-${Math.random().toString(36).slice(2)}`;
    for (const child of children) child.setAttribute('data-tree-shim', marker);
    const result = original.call(container, `[data-tree-shim="${marker}"]`);
    for (const child of children) child.removeAttribute('data-tree-shim');
    return result;
  } as typeof original;
  (shim as { isTreeViewShim?: boolean }).isTreeViewShim = true;
  Element.prototype.querySelectorAll = shim;
}
