/**
 * `/login` of the church-tax app (§2): without a code it sends the browser to the sign-in (the
 * server's `auth/login/`, which goes on to the platform's authorize page); with the code of the
 * authorize redirect it completes the sign-in, keeps the token and goes on to the person search.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { describeApiError } from '../../lib/api-client';
import { KG_LOGIN_START, kgLoginReturnQuery } from './api';
import { KG_SHELL_MESSAGES } from './messages';
import { kgSessionStore } from './session-store';

export function LoginPage() {
  const [search] = useSearchParams();
  const code = search.get('code');
  const state = search.get('state') ?? '';
  if (search.get('error')) return <LoginFailed message={KG_SHELL_MESSAGES.loginDenied} />;
  if (!code) return <StartLogin />;
  return <CompleteLogin code={code} state={state} />;
}

function StartLogin() {
  useEffect(() => {
    window.location.assign(KG_LOGIN_START);
  }, []);
  return <Waiting text={KG_SHELL_MESSAGES.redirecting} />;
}

function CompleteLogin({ code, state }: { code: string; state: string }) {
  const { data, error } = useQuery(kgLoginReturnQuery(code, state));
  const navigate = useNavigate();
  useEffect(() => {
    if (!data) return;
    // kept before the navigation, so the signed-in pages find the session at once
    kgSessionStore.signIn({ token: data.token, expiry: data.expiry });
    navigate('/persons/lookup', { replace: true });
  }, [data, navigate]);
  if (error) return <LoginFailed message={describeApiError(error)} />;
  return <Waiting text={KG_SHELL_MESSAGES.completing} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, sm: 10 } }}>
      <Card sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent sx={{ p: { xs: 3, sm: 5 } }}>{children}</CardContent>
      </Card>
    </Box>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Frame>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <Typography>{text}</Typography>
      </Stack>
    </Frame>
  );
}

function LoginFailed({ message }: { message: string }) {
  return (
    <Frame>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {KG_SHELL_MESSAGES.loginFailedTitle}
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }} data-testid="kirchgeld-login-failed">
        {message}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={KG_LOGIN_START}>
          {KG_SHELL_MESSAGES.signInAgain}
        </Button>
        <Button component={RouterLink} to="/">
          {KG_SHELL_MESSAGES.toLanding}
        </Button>
      </Stack>
    </Frame>
  );
}
