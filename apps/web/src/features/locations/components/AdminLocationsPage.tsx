/**
 * 'Orte verwalten', `#/admin/locations` (admin.locations, superusers, administration.md §2
 * "Locations"): every location as the same cards, a search, and the plus card with a choice of
 * organisation.
 */
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useOrganizations } from '../../organizations';
import { locationsQuery } from '../api';
import { LOCATIONS_MESSAGES as TEXT } from '../messages';
import { LocationsGrid } from './LocationsGrid';
import { NewLocationCard } from './NewLocationCard';

export function AdminLocationsPage() {
  const { data: locations, isError } = useQuery(locationsQuery(null));
  const { data: organizations } = useOrganizations();
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter.trim().toLocaleLowerCase('de'));
  const shown = useMemo(
    () =>
      (locations ?? []).filter(
        (location) =>
          deferredFilter === '' ||
          location.name.toLocaleLowerCase('de').includes(deferredFilter) ||
          location.organization_name.toLocaleLowerCase('de').includes(deferredFilter),
      ),
    [locations, deferredFilter],
  );
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.adminTitle}</Typography>
        <Typography color="text.secondary">{TEXT.adminIntro}</Typography>
      </div>
      <TextField
        label={TEXT.filter}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        size="small"
        sx={{ maxWidth: 420 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      {isError && <Alert severity="error">{TEXT.listFailed}</Alert>}
      {!locations && !isError && <LinearProgress aria-label={TEXT.loading} />}
      {locations && (
        <LocationsGrid
          locations={shown}
          emptyText={locations.length === 0 ? TEXT.empty : TEXT.noMatches}
          newCard={<NewLocationCard organizations={organizations ?? []} />}
        />
      )}
    </Stack>
  );
}
