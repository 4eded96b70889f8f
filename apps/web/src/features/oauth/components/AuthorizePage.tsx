/**
 * The platform's `authorize` page (administration.md §2, OAuth mode): a user who is signed out signs
 * in first (password and one-time code, or a passkey), then allows or refuses the church-tax app;
 * the browser then goes where the server's answer says (back to the app with a code, or a refusal).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { describeApiError } from '../../../lib/api-client';
import { AuthCard } from '../../auth/components/AuthCard';
import { LoginForm } from '../../auth/components/LoginForm';
import { meQuery, sessionStore, useSession } from '../../session';
import { answerAuthorization } from '../api';
import { type AuthorizeRequest, readAuthorizeRequest } from '../authorize-request';
import { OAUTH_MESSAGES } from '../messages';

export function AuthorizePage() {
  const [search] = useSearchParams();
  const request = useMemo(() => readAuthorizeRequest(search), [search]);
  const { token } = useSession();
  if (!request) {
    return (
      <AuthCard testId="authorize-invalid" title={OAUTH_MESSAGES.invalidTitle}>
        <Alert severity="error" sx={{ my: 2 }}>
          {OAUTH_MESSAGES.invalidText}
        </Alert>
        <Button component={RouterLink} to="/">
          {OAUTH_MESSAGES.toHome}
        </Button>
      </AuthCard>
    );
  }
  return token ? <ConsentCard request={request} /> : <SignInCard request={request} />;
}

function SignInCard({ request }: { request: AuthorizeRequest }) {
  const queryClient = useQueryClient();
  return (
    <AuthCard testId="authorize-login" title={OAUTH_MESSAGES.signInTitle}>
      <Typography color="text.secondary">{OAUTH_MESSAGES.signInIntro(request.clientName)}</Typography>
      <LoginForm
        onSignedIn={({ token, user }) => {
          queryClient.setQueryData(meQuery(token).queryKey, user);
          sessionStore.signIn(token, user);
        }}
        // a reset leaves this page: the link in the mail starts over at the platform's login
        onForgotPassword={() => window.location.assign('/#/login')}
      />
    </AuthCard>
  );
}

function ConsentCard({ request }: { request: AuthorizeRequest }) {
  const { user } = useSession();
  const [isLeaving, setIsLeaving] = useState(false);
  const answer = useMutation({
    mutationFn: (allow: boolean) => answerAuthorization(request.parameters, allow),
    meta: { handledStatuses: [400] },
    onSuccess: ({ redirect }) => {
      setIsLeaving(true);
      window.location.assign(redirect);
    },
  });
  const isBusy = answer.isPending || isLeaving;
  return (
    <AuthCard testId="authorize-consent" title={OAUTH_MESSAGES.consentTitle}>
      {answer.isError && (
        <Alert severity="error" sx={{ my: 1 }}>
          {describeApiError(answer.error)}
        </Alert>
      )}
      <Typography sx={{ my: 2 }}>{OAUTH_MESSAGES.consentText}</Typography>
      {user && (
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {OAUTH_MESSAGES.signedInAs(user.name || user.username)}
        </Typography>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" disabled={isBusy} onClick={() => answer.mutate(false)}>
          {OAUTH_MESSAGES.deny}
        </Button>
        <Button
          variant="contained"
          disabled={isBusy}
          loading={answer.isPending && answer.variables === true}
          onClick={() => answer.mutate(true)}
        >
          {OAUTH_MESSAGES.allow}
        </Button>
      </Stack>
    </AuthCard>
  );
}
