/**
 * The profile `#/me/profile` (auth.profile): account data and its three forms, passkeys, one-time
 * codes, roles, effective permissions and sessions (administration.md §2 "Profile").
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOrganizations } from '../../organizations';
import { useCurrentUser } from '../../session';
import { PROFILE_MESSAGES } from '../messages';
import { AccountSection } from './AccountSection';
import { OtpSection } from './OtpSection';
import { PasskeysSection } from './PasskeysSection';
import { PermissionsSection } from './PermissionsSection';
import { RolesSection } from './RolesSection';
import { SessionsSection } from './SessionsSection';

export function ProfilePage() {
  const user = useCurrentUser();
  const { data: organizations = [] } = useOrganizations();
  if (!user) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{PROFILE_MESSAGES.title}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <AccountSection user={user} />
          <PasskeysSection />
          <OtpSection user={user} />
        </Stack>
        <Stack spacing={2}>
          <RolesSection user={user} organizations={organizations} />
          <PermissionsSection user={user} organizations={organizations} />
        </Stack>
      </Box>
      <SessionsSection userId={user.id} />
    </Stack>
  );
}
