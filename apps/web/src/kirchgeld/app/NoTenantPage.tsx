/** Signed in, but no organisation uses Kirchgeld digital for this user. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { KG_SHELL_MESSAGES } from './messages';
import { useSignOut } from './use-sign-out';

export function NoTenantPage() {
  const signOut = useSignOut();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 10 } }}>
      <Card sx={{ maxWidth: 520, width: '100%' }} data-testid="kirchgeld-no-tenant">
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
          <Typography variant="h1" sx={{ mb: 2 }}>
            {KG_SHELL_MESSAGES.noTenantTitle}
          </Typography>
          <Alert severity="info" sx={{ mb: 3 }}>
            {KG_SHELL_MESSAGES.noTenant}
          </Alert>
          <Button variant="contained" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            {KG_SHELL_MESSAGES.signOut}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
