/**
 * The login card with its two modes, login and reset (administration.md §2, §4). After sign-in
 * the user goes on to the page the route guard remembered, or home.
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { readReturnPath } from '../../../lib/return-path';
import { useStaticConfiguration } from '../../configuration';
import { meQuery, sessionStore } from '../../session';
import type { signIn } from '../api';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from '../messages';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { ResetRequestForm } from './ResetRequestForm';

type Mode = 'login' | 'reset';

type Props = {
  /** the login card on the marketing landing page rather than a page of its own */
  isEmbedded?: boolean;
};

export function LoginPage({ isEmbedded = false }: Props) {
  const [mode, setMode] = useState<Mode>('login');
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the landing page's demo-access link (`#/login?demo=1`) names the demo account, only where it exists
  const [searchParams] = useSearchParams();
  const { data: configuration } = useStaticConfiguration();
  const showsDemoAccount =
    searchParams.has('demo') && configuration !== undefined && configuration.deployment !== 'production';

  const handleSignedIn = ({ token, user }: Awaited<ReturnType<typeof signIn>>) => {
    queryClient.setQueryData(meQuery(token).queryKey, user);
    sessionStore.signIn(token, user);
    navigate(readReturnPath(location.state), { replace: true });
  };

  return (
    <AuthCard
      testId="login-card"
      title={mode === 'login' ? LOGIN_MESSAGES.loginTitle : LOGIN_MESSAGES.resetTitle}
      isEmbedded={isEmbedded}
    >
      {showsDemoAccount && mode === 'login' && (
        <Alert severity="info" sx={{ my: 1 }} data-testid="demo-account">
          {LOGIN_MESSAGES.demoAccount}
        </Alert>
      )}
      {mode === 'login' ? (
        <>
          {notice ? (
            <Alert severity="info" sx={{ mt: 1 }} role="status">
              {notice}
            </Alert>
          ) : (
            <Typography color="text.secondary">{LOGIN_MESSAGES.loginIntro}</Typography>
          )}
          <LoginForm
            onSignedIn={handleSignedIn}
            isFocusedFirst={!isEmbedded}
            onForgotPassword={() => {
              setNotice(null);
              setMode('reset');
            }}
          />
        </>
      ) : (
        <ResetRequestForm
          onRequested={() => {
            setNotice(AUTH_MESSAGES.resetRequested);
            setMode('login');
          }}
          onBackToLogin={() => setMode('login')}
        />
      )}
    </AuthCard>
  );
}
