/** A short 'Gespeichert' with a tick, shown while the indicator is on. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROFILE_MESSAGES } from '../messages';

export function SuccessIndicator({ isVisible }: { isVisible: boolean }) {
  return (
    <Fade in={isVisible} unmountOnExit>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'success.main' }} role="status">
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2">{PROFILE_MESSAGES.saved}</Typography>
      </Stack>
    </Fade>
  );
}
