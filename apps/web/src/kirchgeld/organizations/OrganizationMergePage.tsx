/**
 * The organisation page (devices-income-kirchgeld.md §2 "Organisation page", route
 * /organization/merge): the tenant's church-tax organisations as a table, and the creation form
 * that with 'Ersetzt Organisationen' merges organisations from the new one's valid-from day.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTenant } from '../app/tenant-context';
import { kgOrganizationsQuery } from './api';
import { KG_ORGANIZATION_TEXTS as TEXTS } from './messages';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationTable } from './OrganizationTable';

export default function OrganizationMergePage() {
  const tenant = useTenant();
  const organizations = useQuery(kgOrganizationsQuery(tenant.id));
  const rows = organizations.data?.results ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {TEXTS.title}
      </Typography>
      <Typography color="text.secondary">{TEXTS.intro}</Typography>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {organizations.isFetching && <LinearProgress aria-label={TEXTS.loading} />}
        </Box>
        <OrganizationTable organizations={rows} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <OrganizationForm tenantId={tenant.id} organizations={rows} />
      </Paper>
    </Stack>
  );
}
