/** The overview of one organisation: its data, child organisations and locations. */
import type { OrganizationDetail } from '@kollekta/contract';
import { ORGANIZATION_LEVEL_LABELS } from '@kollekta/domain';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import ChurchOutlinedIcon from '@mui/icons-material/ChurchOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { organizationQuery, useOrganizations } from '../api';
import { ORGANIZATION_MESSAGES } from '../messages';
import { canInteract, organizationName } from '../organization-access';
import { useCurrentOrganizationId } from '../use-current-organization';

export function OrganizationOverview() {
  const id = useCurrentOrganizationId();
  const { data: organization } = useQuery({ ...organizationQuery(id ?? 0), enabled: id !== null });
  if (!organization) return null;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {organizationName(organization)}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Chip size="small" label={ORGANIZATION_LEVEL_LABELS[organization.level]} />
          <Chip size="small" variant="outlined" label={organization.currency} />
        </Stack>
      </Box>
      <DetailsCard organization={organization} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ChildrenCard organization={organization} />
        <LocationsCard organization={organization} />
      </Box>
    </Stack>
  );
}

function OrganizationLink({ id, name }: { id: number; name: string }) {
  const { data: organizations = [] } = useOrganizations();
  const summary = organizations.find((organization) => organization.id === id);
  if (summary && canInteract(summary)) {
    return (
      <Link component={RouterLink} to={`/o/${id}/`}>
        {name}
      </Link>
    );
  }
  return <span>{name}</span>;
}

function DetailsCard({ organization }: { organization: OrganizationDetail }) {
  const { data: organizations = [] } = useOrganizations();
  const parent = organizations.find((candidate) => candidate.id === organization.parent_id);
  const rows: [string, ReactNode][] = [
    [ORGANIZATION_MESSAGES.level, ORGANIZATION_LEVEL_LABELS[organization.level]],
    [ORGANIZATION_MESSAGES.currency, organization.currency],
    [
      ORGANIZATION_MESSAGES.parent,
      organization.parent_id === null ? (
        ORGANIZATION_MESSAGES.noParent
      ) : (
        <OrganizationLink key="parent" id={organization.parent_id} name={organizationName(parent)} />
      ),
    ],
    [ORGANIZATION_MESSAGES.organizationId, organization.id],
  ];
  if (organization.datev_creditor)
    rows.push([ORGANIZATION_MESSAGES.customerNumber, organization.datev_creditor]);
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {ORGANIZATION_MESSAGES.details}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function ChildrenCard({ organization }: { organization: OrganizationDetail }) {
  const children = [...organization.children].sort((a, b) =>
    organizationName(a).localeCompare(organizationName(b), 'de'),
  );
  return (
    <Card>
      <CardContent>
        <Typography variant="h2">{ORGANIZATION_MESSAGES.children}</Typography>
        {children.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {ORGANIZATION_MESSAGES.noChildren}
          </Typography>
        ) : (
          <List dense aria-label={ORGANIZATION_MESSAGES.children}>
            {children.map((child) => (
              <ListItem key={child.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <AccountTreeOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={<OrganizationLink id={child.id} name={organizationName(child)} />}
                  secondary={ORGANIZATION_LEVEL_LABELS[child.level]}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function LocationsCard({ organization }: { organization: OrganizationDetail }) {
  const locations = [...organization.locations].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  return (
    <Card>
      <CardContent>
        <Typography variant="h2">{ORGANIZATION_MESSAGES.locations}</Typography>
        {locations.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {ORGANIZATION_MESSAGES.noLocations}
          </Typography>
        ) : (
          <List dense aria-label={ORGANIZATION_MESSAGES.locations}>
            {locations.map((location) => (
              <ListItem key={location.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <ChurchOutlinedIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={location.name} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
