/**
 * Effective permissions as a tree: each organisation's permissions condensed to the fewest groups,
 * children that hold the same as their parent folded in (administration.md §2, §6).
 */
import type { OrganizationSummary, User } from '@kollekta/contract';
import { buildPermissionTree, PERMISSION_GROUPS, type PermissionTreeNode } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { organizationName } from '../../organizations';
import { PROFILE_MESSAGES } from '../messages';
import { ProfileSection } from './ProfileSection';

const GROUP_LABELS = new Map<string, string>(PERMISSION_GROUPS.map((group) => [group.key, group.label]));

function TreeLevel({ nodes }: { nodes: readonly PermissionTreeNode[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', pl: 2, m: 0, borderLeft: 1, borderColor: 'divider' }}>
      {nodes.map((node) => (
        <Box component="li" key={node.id} sx={{ py: 0.5 }}>
          <Typography sx={{ fontWeight: 500 }}>{node.name}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
            {node.groups.map((group) => (
              <Chip key={group} size="small" label={GROUP_LABELS.get(group) ?? group} variant="outlined" />
            ))}
          </Stack>
          {node.sameBelow > 0 && (
            <Typography variant="body2" color="text.secondary">
              {PROFILE_MESSAGES.sameBelow(node.sameBelow)}
            </Typography>
          )}
          {node.children.length > 0 && <TreeLevel nodes={node.children} />}
        </Box>
      ))}
    </Box>
  );
}

export function PermissionsSection({
  user,
  organizations,
}: {
  user: User;
  organizations: readonly OrganizationSummary[];
}) {
  const tree = buildPermissionTree(
    organizations.map((organization) => ({
      id: organization.id,
      parentId: organization.parent_id,
      name: organizationName(organization),
      permissions: organization.permissions,
    })),
  );
  return (
    <ProfileSection title={PROFILE_MESSAGES.permissions} testId="profile-permissions">
      {user.is_superuser ? (
        <Typography>{PROFILE_MESSAGES.superuserPermissions}</Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {PROFILE_MESSAGES.permissionsIntro}
          </Typography>
          <TreeLevel nodes={tree} />
        </>
      )}
    </ProfileSection>
  );
}
