/**
 * The organisation tree of the home page. The search expands every node while it is active;
 * otherwise the user opens and closes nodes, or all at once with the toolbar buttons.
 */
import type { TreeNode } from '@kollekta/domain';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { ORGANIZATION_MESSAGES } from '../messages';
import type { TreeOrganizationSummary } from '../organization-access';
import { OrganizationNodeLabel } from './OrganizationNodeLabel';

type Props = {
  roots: readonly TreeNode<TreeOrganizationSummary>[];
  expandedIds: readonly number[];
  onExpandedIdsChange: (ids: number[]) => void;
  isSuperuser: boolean;
  search: string;
  /** superusers: opens the creation dialog for a child of this organisation */
  onAddChild?: (organization: TreeOrganizationSummary) => void;
};

export function OrganizationTree({
  roots,
  expandedIds,
  onExpandedIdsChange,
  isSuperuser,
  search,
  onAddChild,
}: Props) {
  const renderNode = (node: TreeNode<TreeOrganizationSummary>) => (
    <TreeItem
      key={node.id}
      itemId={String(node.id)}
      data-testid={`org-node-${node.id}`}
      label={
        <OrganizationNodeLabel
          organization={node}
          isSuperuser={isSuperuser}
          search={search}
          {...(onAddChild ? { onAddChild } : {})}
        />
      }
    >
      {node.children.map(renderNode)}
    </TreeItem>
  );

  return (
    <SimpleTreeView
      data-testid="org-tree"
      aria-label={ORGANIZATION_MESSAGES.treeLabel}
      expandedItems={expandedIds.map(String)}
      onExpandedItemsChange={(_event, itemIds) => onExpandedIdsChange(itemIds.map(Number))}
      expansionTrigger="iconContainer"
      disableSelection
      sx={{
        // long names wrap on narrow screens: keep the expand icon beside the first line
        '& .MuiTreeItem-content': { alignItems: 'flex-start' },
        '& .MuiTreeItem-iconContainer': { mt: '8px' },
      }}
    >
      {roots.map(renderNode)}
    </SimpleTreeView>
  );
}
