/** 404 of the organisation area: it does not exist, or the user may not see it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ORGANIZATION_MESSAGES } from '../messages';

export function OrganizationNotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="warning" sx={{ width: '100%' }}>
        {ORGANIZATION_MESSAGES.notFound}
      </Alert>
      <Button component={RouterLink} to="/" variant="outlined">
        {ORGANIZATION_MESSAGES.backHome}
      </Button>
    </Stack>
  );
}
