/**
 * A new password for the signed-in user: the policy of §5, the refusal texts of §8, and the
 * current password, which the server asks for so that a stolen session cannot change it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@kollekta/contract';
import { AUTH_MESSAGES } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { muiField } from '../../../lib/mui-field';
import {
  describePasswordChangeFailure,
  type NewPasswordValues,
  newPasswordSchemaFor,
  PasswordField,
} from '../../auth';
import { changeOwnPassword, describeCurrentPasswordFailure } from '../api';
import { PROFILE_MESSAGES } from '../messages';
import { CurrentPasswordField } from './CurrentPasswordField';

type Props = { user: User; onSaved: () => void; onCancel: () => void };

export function PasswordForm({ user, onSaved, onCancel }: Props) {
  const schema = useMemo(() => newPasswordSchemaFor(user), [user]);
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    defaultValues: { password: '', repeat: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(schema),
  });
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (values: NewPasswordValues) => changeOwnPassword(values.password, currentPassword),
    meta: { handledStatuses: 'all' },
    onSuccess: () => {
      queryClient.invalidateQueries({ queryKey: ['user'] });
      onSaved();
    },
    onError: (error) => setCurrentError(describeCurrentPasswordFailure(error)),
  });
  // A refusal about the current password shows at that field, not as a failed change.
  const failure =
    change.error && !describeCurrentPasswordFailure(change.error)
      ? describePasswordChangeFailure(change.error)
      : null;
  const handleValid = (values: NewPasswordValues) => {
    if (!currentPassword) {
      setCurrentError(AUTH_MESSAGES.currentPasswordRequired);
      return;
    }
    setCurrentError(null);
    change.mutate(values);
  };
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(handleValid)} sx={{ mt: 2, maxWidth: 480 }}>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="password-change-error">
          {failure.kind === 'field' ? failure.messages.join(' ') : failure.message}
        </Alert>
      )}
      <CurrentPasswordField
        value={currentPassword}
        onChange={(value) => {
          setCurrentPassword(value);
          setCurrentError(null);
        }}
        autoFocus
        error={currentError}
      />
      <PasswordField
        {...muiField(register('password'))}
        label={PROFILE_MESSAGES.newPassword}
        autoComplete="new-password"
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
