/** Asks for a reset link. The answer is always the same, whether the address is known or not. */
import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_LIMIT_MESSAGES } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError, readDetail } from '../../../lib/api-client';
import { muiField } from '../../../lib/mui-field';
import { requestPasswordReset } from '../api';
import { type ResetRequestValues, resetRequestSchema } from '../form-schemas';
import { AUTH_MESSAGES, LOGIN_MESSAGES } from '../messages';

type Props = {
  /** called once the request went out (or failed: errors are not shown, administration.md §7, except a rate limit) */
  onRequested: () => void;
  onBackToLogin: () => void;
};

export function ResetRequestForm({ onRequested, onBackToLogin }: Props) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetRequestValues>({
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(resetRequestSchema),
  });
  const reset = useMutation({
    mutationFn: requestPasswordReset,
    meta: { handledStatuses: 'all' },
    onSuccess: onRequested,
    // Too many requests (per address or per e-mail address) says so; other failures read as sent,
    // as before, so that the answer never tells whether the address is known.
    onError: (error) =>
      isApiError(error) && error.status === 429
        ? setFormMessage(readDetail(error) ?? REQUEST_LIMIT_MESSAGES.tooManyMails)
        : onRequested(),
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(
        (values) => {
          setFormMessage(null);
          reset.mutate(values.email);
        },
        () => setFormMessage(AUTH_MESSAGES.invalidResetForm),
      )}
    >
      <Typography color="text.secondary">{LOGIN_MESSAGES.resetIntro}</Typography>
      {formMessage && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {formMessage}
        </Alert>
      )}
      <TextField
        {...muiField(register('email'))}
        label={LOGIN_MESSAGES.email}
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        autoFocus
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={reset.isPending}>
        {LOGIN_MESSAGES.submitReset}
      </Button>
      <Button onClick={onBackToLogin} sx={{ mt: 1, alignSelf: 'center' }}>
        {LOGIN_MESSAGES.toLogin}
      </Button>
    </Stack>
  );
}
