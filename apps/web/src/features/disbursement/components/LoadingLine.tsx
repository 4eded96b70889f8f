/** A spinner with its text while a list of the page loads. */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function LoadingLine({ text }: { text: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
