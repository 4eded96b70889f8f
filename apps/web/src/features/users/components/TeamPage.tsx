/**
 * `#/o/{id}/team` (management/team): the spec's placeholder (administration.md §2 "Users": team
 * management is coming soon). It points to the Users page, where accounts and roles are managed today.
 */
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { canDo, useCurrentOrganization, useCurrentOrganizationId } from '../../organizations';
import { USERS_MESSAGES } from '../messages';

export function TeamPage() {
  const id = useCurrentOrganizationId();
  const organization = useCurrentOrganization();
  if (id === null) return <Navigate to="/" replace />;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{USERS_MESSAGES.teamTitle}</Typography>
      <Alert severity="info" icon={<GroupsOutlinedIcon />}>
        {USERS_MESSAGES.teamComingSoon}
      </Alert>
      {organization && canDo(organization, 'MANAGE_USERS') && (
        <Button
          component={RouterLink}
          to={`/o/${id}/users`}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {USERS_MESSAGES.teamToUsers}
        </Button>
      )}
    </Stack>
  );
}
