/** Shown while the code of a page is loading. */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LAYOUT_MESSAGES } from '../messages';

export function PageLoading() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 6 }}
      role="status"
    >
      <CircularProgress size={24} />
      <Typography color="text.secondary">{LAYOUT_MESSAGES.loadingPage}</Typography>
    </Stack>
  );
}
