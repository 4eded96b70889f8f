/** An area of a later issue: a short German note and the way back. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { KG_SHELL_MESSAGES } from './messages';

export function PendingAreaPage({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{KG_SHELL_MESSAGES.notYetAvailable}</Typography>
      <Button component={RouterLink} to="/persons/lookup">
        {KG_SHELL_MESSAGES.backToLookup}
      </Button>
    </Paper>
  );
}
