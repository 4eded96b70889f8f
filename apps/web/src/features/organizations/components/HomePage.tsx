/**
 * Home for signed-in users: the organisation tree, or straight to the one organisation there is
 * to work in (administration.md §2 "Home and organisation tree").
 */
import type { OrganizationSummary } from '@kollekta/contract';
import { buildTree, collectTreeIds, filterTree, isTreeSearchActive, type TreeNode } from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Navigate } from 'react-router';
import { useCurrentUser, usePreferences } from '../../session';
import { useOrganizations } from '../api';
import { ORGANIZATION_MESSAGES } from '../messages';
import {
  defaultExpandedIds,
  findHomeRedirect,
  type TreeOrganizationSummary,
  toTreeOrganizations,
} from '../organization-access';
import { NewOrganizationDialog } from './NewOrganizationDialog';
import { OrganizationTree } from './OrganizationTree';
import { TreeToolbar } from './TreeToolbar';

export function HomePage() {
  const { data: organizations, isPending, isError } = useOrganizations();
  const user = useCurrentUser();
  const [preferences, updatePreferences] = usePreferences();
  const [search, setSearch] = useState('');
  const [expandedIds, setExpandedIds] = useState<number[] | null>(null);
  const [newOrganization, setNewOrganization] = useState<{ parent: OrganizationSummary | null } | null>(null);

  const levelFilter = preferences.levelFilter;
  const fullTree = useMemo(() => buildTree(toTreeOrganizations(organizations ?? [])), [organizations]);
  const shownTree = useMemo((): TreeNode<TreeOrganizationSummary>[] => {
    const roots =
      levelFilter === 'all'
        ? fullTree
        : buildTree(
            toTreeOrganizations(organizations ?? [])
              .filter((organization) => organization.level === levelFilter)
              .map((organization) => ({ ...organization, parentId: null })),
          );
    return filterTree(roots, search);
  }, [fullTree, organizations, levelFilter, search]);

  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{ORGANIZATION_MESSAGES.loadingTree}</Typography>
      </Stack>
    );
  }
  if (isError) return null; // the error bar says what went wrong

  const redirectId = findHomeRedirect(organizations);
  if (redirectId !== null) return <Navigate to={`/o/${redirectId}/`} replace />;

  const isSuperuser = user?.is_superuser ?? false;
  const isSearching = isTreeSearchActive(search);
  const isFlat = levelFilter !== 'all';
  const allIds = collectTreeIds(shownTree);
  const visibleExpanded = isSearching ? allIds : (expandedIds ?? defaultExpandedIds(fullTree));

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h1">{ORGANIZATION_MESSAGES.homeTitle}</Typography>
          <Typography color="text.secondary">{ORGANIZATION_MESSAGES.homeIntro}</Typography>
        </Box>
        {isSuperuser && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setNewOrganization({ parent: null })}
          >
            {ORGANIZATION_MESSAGES.newRoot}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TreeToolbar
          search={search}
          onSearchChange={setSearch}
          levelFilter={levelFilter}
          onLevelFilterChange={(value) => updatePreferences({ levelFilter: value })}
          canExpand={!isSearching && !isFlat && allIds.length > 0}
          onExpandAll={() => setExpandedIds(collectTreeIds(fullTree))}
          onCollapseAll={() => setExpandedIds([])}
        />
        {organizations.length === 0 ? (
          <Alert severity="info">{ORGANIZATION_MESSAGES.noOrganizations}</Alert>
        ) : shownTree.length === 0 ? (
          <Alert severity="info">{ORGANIZATION_MESSAGES.noMatches}</Alert>
        ) : (
          <OrganizationTree
            roots={shownTree}
            expandedIds={visibleExpanded}
            onExpandedIdsChange={(ids) => {
              if (!isSearching) setExpandedIds(ids);
            }}
            isSuperuser={isSuperuser}
            search={search}
            onAddChild={(parent) => setNewOrganization({ parent })}
          />
        )}
      </Paper>
      {newOrganization && (
        <NewOrganizationDialog
          parent={newOrganization.parent}
          organizations={organizations}
          onClose={() => setNewOrganization(null)}
          onCreated={(organization) =>
            // open the way down to the new organisation, so that it is seen at once
            setExpandedIds((current) => [
              ...new Set([...(current ?? defaultExpandedIds(fullTree)), ...organization.path.slice(0, -1)]),
            ])
          }
        />
      )}
    </Stack>
  );
}
