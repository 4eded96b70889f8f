/**
 * The organisation area `#/o/{id}/`: breadcrumbs, the organisation submenu and the page of the
 * area (for now its overview). Loads the organisation once for everything below it.
 */
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { organizationQuery } from '../api';
import { ORGANIZATION_MESSAGES } from '../messages';
import { useCurrentOrganizationId } from '../use-current-organization';
import { OrganizationBreadcrumbs } from './OrganizationBreadcrumbs';
import { OrganizationNotFound } from './OrganizationNotFound';
import { OrganizationSubmenu } from './OrganizationSubmenu';

export function OrganizationArea() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <OrganizationAreaContent id={id} />;
}

function OrganizationAreaContent({ id }: { id: number }) {
  const { data: organization, isPending, error } = useQuery(organizationQuery(id));
  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} />
        <Typography>{ORGANIZATION_MESSAGES.loadingOrganization}</Typography>
      </Stack>
    );
  }
  if (isApiError(error) && error.status === 404) return <OrganizationNotFound />;
  if (!organization) return null; // the error bar says what went wrong

  return (
    <Stack spacing={2}>
      <OrganizationBreadcrumbs organizationId={id} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <OrganizationSubmenu organization={organization} />
        <Box sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Stack>
  );
}
