/** Shown when a page fails to render or its code cannot be loaded (e.g. after an update). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRouteError } from 'react-router';
import { APP_MESSAGES } from './messages';

export function RouteErrorPage() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', p: 3 }}>
      <Alert severity="error">
        {APP_MESSAGES.pageFailed}
        {detail && ` (${detail})`}
      </Alert>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {APP_MESSAGES.reload}
        </Button>
        <Button href="#/">{APP_MESSAGES.home}</Button>
      </Stack>
    </Stack>
  );
}
