/** A new password for the signed-in user: the policy of §5, the refusal texts of §8. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/mui-field';
import {
  describePasswordChangeFailure,
  type NewPasswordValues,
  newPasswordSchemaFor,
  PasswordField,
} from '../../auth';
import { changeOwnPassword } from '../api';
import { PROFILE_MESSAGES } from '../messages';

type Props = { user: User; onSaved: () => void; onCancel: () => void };

export function PasswordForm({ user, onSaved, onCancel }: Props) {
  const schema = useMemo(() => newPasswordSchemaFor(user), [user]);
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
  });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (values: NewPasswordValues) => changeOwnPassword(values.password),
    meta: { handledStatuses: 'all' },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['user'] });
      onSaved();
    },
  });
  const failure = change.error ? describePasswordChangeFailure(change.error) : null;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit((values) => change.mutate(values))}
      sx={{ mt: 2, maxWidth: 480 }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="password-change-error">
          {failure.kind === 'field' ? failure.messages.join(' ') : failure.message}
        </Alert>
      )}
      <PasswordField
        {...muiField(register('password'))}
        label={PROFILE_MESSAGES.newPassword}
        autoComplete="new-password"
        autoFocus
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
      />
      <PasswordField
        {...muiField(register('repeat'))}
        label={PROFILE_MESSAGES.repeatPassword}
        autoComplete="new-password"
        error={Boolean(formState.errors.repeat)}
        helperText={formState.errors.repeat?.message}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" loading={change.isPending}>
          {PROFILE_MESSAGES.save}
        </Button>
        <Button onClick={onCancel}>{PROFILE_MESSAGES.cancel}</Button>
      </Stack>
    </Stack>
  );
}
