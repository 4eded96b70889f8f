/** Said when no collection runs in the app right now. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DONOR_MESSAGES } from '../messages';

export function NoCollections() {
  return (
    <Stack sx={{ flex: 1, justifyContent: 'center', textAlign: 'center', gap: 1, py: 2 }}>
      <Typography component="h1" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {DONOR_MESSAGES.noCollections}
      </Typography>
      <Typography variant="body2">{DONOR_MESSAGES.noCollectionsHint}</Typography>
    </Stack>
  );
}
