/** The income pages' loading line: a spinner and its text, announced as a status. */
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function IncomeLoading({ text, compact = false }: { text: string; compact?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: compact ? 3 : 4 }} role="status">
      <CircularProgress size={24} />
      <Typography>{text}</Typography>
    </Stack>
  );
}
