/** New password and its repeat, sent with the reset token. */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/mui-field';
import { changePasswordWithToken, describePasswordChangeFailure } from '../api';
import type { NewPasswordValues } from '../form-schemas';
import { RECOVER_MESSAGES } from '../messages';
import { newPasswordSchema } from '../new-password-schema';
import { PasswordField } from './PasswordField';

type Props = { token: string; onChanged: () => void };

export function NewPasswordForm({ token, onChanged }: Props) {
  const { register, handleSubmit, formState, setError } = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(newPasswordSchema),
  });
  const change = useMutation({
    mutationFn: (password: string) => changePasswordWithToken(password, token),
    meta: { handledStatuses: 'all' },
    onSuccess: onChanged,
    onError: (error) => {
      const failure = describePasswordChangeFailure(error);
      if (failure.kind === 'field') setError('password', { message: failure.messages.join(' ') });
    },
  });
  const failure = change.error ? describePasswordChangeFailure(change.error) : null;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit((values) => change.mutate(values.password))}>
      <Typography color="text.secondary">{RECOVER_MESSAGES.intro}</Typography>
      {failure && failure.kind !== 'field' && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="password-change-error">
          {failure.message}
        </Alert>
      )}
      <PasswordField
        {...muiField(register('password'))}
        label={RECOVER_MESSAGES.newPassword}
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        autoFocus
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
      />
      <PasswordField
        {...muiField(register('repeat'))}
        label={RECOVER_MESSAGES.repeatPassword}
        autoComplete="new-password"
        slotProps={{ htmlInput: { 'aria-required': true } }}
        error={Boolean(formState.errors.repeat)}
        helperText={formState.errors.repeat?.message}
      />
      <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} loading={change.isPending}>
        {RECOVER_MESSAGES.submit}
      </Button>
    </Stack>
  );
}
