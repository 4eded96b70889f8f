/**
 * Sign-in with username, password and, when the user has one, a one-time code. Whether the code
 * is needed is asked when the username field is left (administration.md §2, §5).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { validateLoginUsername } from '@kollekta/domain';
import KeyIcon from '@mui/icons-material/Key';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FocusEvent, useEffect, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { muiField } from '../../../lib/mui-field';
import { describeLoginFailure, fetchHasOtp, LOGIN_HANDLED_STATUSES, signIn } from '../api';
import { type LoginValues, loginSchema } from '../form-schemas';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from '../messages';
import {
  cancelPasskeySignIn,
  isCancelledCeremony,
  isPasskeyAutofillSupported,
  isPasskeySignInSupported,
  PasskeyHostMismatchError,
  signInWithPasskey,
} from '../passkey-sign-in';
import { PasswordField } from './PasswordField';

type Props = {
  onSignedIn: (session: Awaited<ReturnType<typeof signIn>>) => void;
  onForgotPassword: () => void;
  /** the login page puts the cursor into the name; the landing page leaves it at the page's start */
  isFocusedFirst?: boolean;
};

type FormContext = { hasOtp: boolean };

export function LoginForm({ onSignedIn, onForgotPassword, isFocusedFirst = true }: Props) {
  const [hasOtp, setHasOtp] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues, FormContext>({
    defaultValues: { username: '', password: '', otp: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    context: { hasOtp },
    resolver: (values, context, options) =>
      zodResolver(loginSchema(context?.hasOtp ?? false))(values, context, options),
  });
  const login = useMutation({
    mutationFn: signIn,
    meta: { handledStatuses: LOGIN_HANDLED_STATUSES },
    onSuccess: onSignedIn,
    onError: (error) => setFormMessage(describeLoginFailure(error)),
  });

  const passkey = useMutation({
    mutationFn: signInWithPasskey,
    meta: { handledStatuses: 'all' },
    onSuccess: onSignedIn,
    onError: (error, isOpportunistic) => {
      // The offer in the username field is a try nobody asked for: when it fails, the user
      // has typed nothing wrong and the card stays as it was.
      if (isOpportunistic || isCancelledCeremony(error)) return;
      setFormMessage(
        error instanceof PasskeyHostMismatchError
          ? LOGIN_MESSAGES.passkeyOtherHost(error.relyingParty)
          : describeLoginFailure(error),
      );
    },
  });
  const { mutate: startPasskey } = passkey;

  // Opportunistic: the browser offers saved passkeys in the username field while the card is open.
  useEffect(() => {
    let isActive = true;
    isPasskeyAutofillSupported().then(
      (isSupported) => {
        if (isSupported && isActive) startPasskey(true);
      },
      () => undefined,
    );
    return () => {
      isActive = false;
      cancelPasskeySignIn();
    };
  }, [startPasskey]);

  const handleUsernameBlur = async (event: FocusEvent<HTMLInputElement>) => {
    const username = event.target.value;
    if (validateLoginUsername(username) !== null) return;
    try {
      setHasOtp(await fetchHasOtp(username));
    } catch {
      // Without an answer the form stays as it is; the sign-in itself tells what is missing.
    }
  };

  const handleValid = (values: LoginValues) => {
    setFormMessage(null);
    login.mutate({
      username: values.username,
      password: values.password,
      otp: hasOtp ? values.otp : undefined,
    });
  };
  // The message names what is really missing: only the one-time code, or user name and password.
  const handleInvalid = (invalid: FieldErrors<LoginValues>) =>
    setFormMessage(
      invalid.username || invalid.password ? AUTH_MESSAGES.invalidLoginForm : AUTH_MESSAGES.invalidOtpOnly,
    );

  const { errors } = formState;
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(handleValid, handleInvalid)}>
      {formMessage && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="login-error">
          {formMessage}
        </Alert>
      )}
      <TextField
        {...muiField(register('username', { onBlur: handleUsernameBlur }))}
        label={LOGIN_MESSAGES.username}
        autoComplete="username webauthn"
        autoCapitalize="none"
        spellCheck={false}
        slotProps={{ htmlInput: { 'aria-required': true } }}
        autoFocus={isFocusedFirst}
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
      />
      <PasswordField
        {...muiField(register('password'))}
        label={LOGIN_MESSAGES.password}
        autoComplete="current-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      {hasOtp && (
        <TextField
          {...muiField(register('otp'))}
          label={LOGIN_MESSAGES.otp}
          autoComplete="one-time-code"
          error={Boolean(errors.otp)}
          helperText={errors.otp?.message ?? LOGIN_MESSAGES.otpHelp}
          slotProps={{ htmlInput: { 'aria-required': true, inputMode: 'numeric' } }}
        />
      )}
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={login.isPending}>
        {LOGIN_MESSAGES.submitLogin}
      </Button>
      {isPasskeySignInSupported() && (
        <>
          <Divider sx={{ my: 2 }}>{LOGIN_MESSAGES.or}</Divider>
          <Button
            variant="outlined"
            size="large"
            startIcon={<KeyIcon />}
            loading={passkey.isPending && passkey.variables === false}
            onClick={() => {
              setFormMessage(null);
              startPasskey(false);
            }}
          >
            {LOGIN_MESSAGES.passkeySignIn}
          </Button>
        </>
      )}
      <Button onClick={onForgotPassword} sx={{ mt: 1, alignSelf: 'center' }}>
        {LOGIN_MESSAGES.toReset}
      </Button>
    </Stack>
  );
}
