/** `/profile` of the church-tax app: who is signed in, for which organisation, and signing out. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { kgMeQuery } from './api';
import { KG_SHELL_MESSAGES } from './messages';
import { useTenant } from './tenant-context';
import { useKgSession } from './use-kg-session';
import { useSignOut } from './use-sign-out';

export default function ProfilePage() {
  const session = useKgSession();
  const tenant = useTenant();
  const { data: me } = useQuery({ ...kgMeQuery(session?.token ?? ''), enabled: !!session });
  const signOut = useSignOut();
  const rows: [string, string][] = [
    [KG_SHELL_MESSAGES.profileUser, me?.name ?? '…'],
    [KG_SHELL_MESSAGES.profileUsername, me?.username ?? '…'],
    [KG_SHELL_MESSAGES.profileTenant, tenant.name],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 560 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {KG_SHELL_MESSAGES.profileTitle}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0, mb: 3 }}>
        {rows.map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2}>
            <Typography component="dt" color="text.secondary" sx={{ width: 140, flexShrink: 0 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Button variant="outlined" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        {KG_SHELL_MESSAGES.signOut}
      </Button>
    </Paper>
  );
}
