/**
 * Password reset by the token of a mailed link: the link is checked on load (checking, valid,
 * invalid), then a new password is set (administration.md §2, §4, §5, §8).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { checkPasswordToken } from '../api';
import { RECOVER_MESSAGES } from '../messages';
import { AuthCard } from './AuthCard';
import { NewPasswordForm } from './NewPasswordForm';

export function RecoverPasswordPage() {
  const { token = '' } = useParams();
  const [isChanged, setIsChanged] = useState(false);
  const check = useQuery({
    queryKey: ['password-token', token],
    queryFn: () => checkPasswordToken(token),
    enabled: token.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    // A link that cannot be checked counts as invalid; the user asks for a new one.
    meta: { handledStatuses: 'all' },
  });
  const linkState =
    token.length === 0 ? 'invalid' : check.isPending ? 'checking' : check.data ? 'valid' : 'invalid';

  return (
    <AuthCard testId="recover-card" title={RECOVER_MESSAGES.title}>
      {linkState === 'checking' && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{RECOVER_MESSAGES.checking}</Typography>
        </Stack>
      )}
      {linkState === 'invalid' && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="error">{RECOVER_MESSAGES.invalidLink}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {RECOVER_MESSAGES.toLogin}
          </Button>
        </Stack>
      )}
      {linkState === 'valid' && isChanged && (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Alert severity="success" role="status">
            {RECOVER_MESSAGES.success}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {RECOVER_MESSAGES.toLogin}
          </Button>
        </Stack>
      )}
      {linkState === 'valid' && !isChanged && (
        <NewPasswordForm token={token} onChanged={() => setIsChanged(true)} />
      )}
    </AuthCard>
  );
}
