/**
 * 'Orte' of an organisation, `#/o/{id}/locations` ({host}.locations, administration.md §2
 * "Locations"): the locations of the organisation and its sub-organisations as cards; who may edit
 * the organisation's data creates a new one by name on the plus card.
 */
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { canDo, useCurrentOrganization, useCurrentOrganizationId } from '../../organizations';
import { locationsQuery } from '../api';
import { LOCATIONS_MESSAGES as TEXT } from '../messages';
import { LocationsGrid } from './LocationsGrid';
import { NewLocationCard } from './NewLocationCard';

export function LocationsPage() {
  const id = useCurrentOrganizationId();
  const organization = useCurrentOrganization();
  const { data: locations, isError } = useQuery({ ...locationsQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to="/" replace />;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      {isError && <Alert severity="error">{TEXT.listFailed}</Alert>}
      {!locations && !isError && <LinearProgress aria-label={TEXT.loading} />}
      {locations && (
        <LocationsGrid
          locations={locations}
          newCard={
            organization && canDo(organization, 'WRITE_ORG_DATA') ? (
              <NewLocationCard organization={organization} />
            ) : null
          }
        />
      )}
    </Stack>
  );
}
