/** The cards of locations with the plus card first, as the organisation page and the admin view show them. */
import type { LocationItem } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LOCATIONS_MESSAGES as TEXT } from '../messages';
import { LocationCard } from './LocationCard';

export function LocationsGrid({
  locations,
  newCard,
  emptyText = TEXT.empty,
}: {
  locations: readonly LocationItem[];
  newCard: ReactNode;
  emptyText?: string;
}) {
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          alignItems: 'start',
        }}
      >
        {newCard}
        {locations.map((location) => (
          <LocationCard key={location.id} location={location} />
        ))}
      </Box>
      {locations.length === 0 && <Alert severity="info">{emptyText}</Alert>}
    </>
  );
}
