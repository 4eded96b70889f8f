/** The roles given to the user, per organisation (administration.md §2 "Profile"). */
import type { OrganizationSummary, User } from '@kollekta/contract';
import { ROLE_LABELS } from '@kollekta/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { organizationName } from '../../organizations';
import { PROFILE_MESSAGES } from '../messages';
import { ProfileSection } from './ProfileSection';

export function RolesSection({
  user,
  organizations,
}: {
  user: User;
  organizations: readonly OrganizationSummary[];
}) {
  const byId = new Map(organizations.map((organization) => [organization.id, organization]));
  return (
    <ProfileSection title={PROFILE_MESSAGES.roles} testId="profile-roles">
      {user.permissions.length === 0 ? (
        <Typography>
          {user.is_superuser ? PROFILE_MESSAGES.superuserPermissions : PROFILE_MESSAGES.noRoles}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{PROFILE_MESSAGES.organization}</TableCell>
              <TableCell>{PROFILE_MESSAGES.role}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {user.permissions.map((permission) => (
              <TableRow key={`${permission.organization_id}-${permission.role}`}>
                <TableCell>{organizationName(byId.get(permission.organization_id))}</TableCell>
                <TableCell>{ROLE_LABELS[permission.role]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ProfileSection>
  );
}
