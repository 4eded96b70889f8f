/**
 * The forms for a new name and a new e-mail address, with the spec's texts (§5, §8). The e-mail
 * address also asks for the current password: reset links go there, so a stolen session must not
 * change it. A refusal of the field itself (too long, taken) is shown at the field.
 */
import { type User, updateUserBody } from '@kollekta/contract';
import { AUTH_MESSAGES, validateNewName, validateProfileEmail } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { describeLengthLimit, maxLengthOf, splitRefusal } from '../../../lib/form-feedback';
import { sessionStore } from '../../session';
import { describeCurrentPasswordFailure, updateOwnAccount } from '../api';
import { PROFILE_MESSAGES } from '../messages';
import { CurrentPasswordField } from './CurrentPasswordField';

type Props = { user: User; onSaved: () => void; onCancel: () => void };

function SingleFieldForm(props: {
  user: User;
  field: 'name' | 'email';
  label: string;
  initial: string;
  validate: (value: string) => string | null;
  failure: string;
  needsCurrentPassword?: boolean;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: string) =>
      updateOwnAccount(props.user.id, {
        [props.field]: next.trim(),
        ...(props.needsCurrentPassword ? { current_password: currentPassword } : {}),
      }),
    meta: { handledStatuses: 'all' },
    onSuccess: (updated) => {
      sessionStore.setUser(updated);
      queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
      props.onSaved();
    },
    onError: (failure) => {
      setCurrentError(describeCurrentPasswordFailure(failure));
      setError(splitRefusal(failure, [props.field]).fields[props.field] ?? null);
    },
  });
  const maxLength = maxLengthOf(updateUserBody.shape[props.field]);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = props.validate(value);
    setError(message);
    const missing =
      props.needsCurrentPassword && !currentPassword ? AUTH_MESSAGES.currentPasswordRequired : null;
    setCurrentError(missing);
    if (!message && !missing) save.mutate(value);
  };
  const isOtherFailure =
    save.isError &&
    !describeCurrentPasswordFailure(save.error) &&
    !splitRefusal(save.error, [props.field]).fields[props.field];
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2, maxWidth: 480 }}>
      {isOtherFailure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {props.failure}
        </Alert>
      )}
      <TextField
        label={props.label}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (error) setError(props.validate(event.target.value));
        }}
        type={props.field === 'email' ? 'email' : 'text'}
        autoFocus
        error={Boolean(error)}
        helperText={error ?? describeLengthLimit(value, maxLength)}
        slotProps={{ htmlInput: { maxLength } }}
      />
      {props.needsCurrentPassword && (
        <CurrentPasswordField
          value={currentPassword}
          onChange={(value) => {
            setCurrentPassword(value);
            setCurrentError(null);
          }}
          error={currentError}
          helperText={PROFILE_MESSAGES.currentPasswordHint}
          sx={{ mt: 2 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {PROFILE_MESSAGES.save}
        </Button>
        <Button onClick={props.onCancel}>{PROFILE_MESSAGES.cancel}</Button>
      </Stack>
    </Stack>
  );
}

export function NameForm({ user, onSaved, onCancel }: Props) {
  return (
    <SingleFieldForm
      user={user}
      field="name"
      label={PROFILE_MESSAGES.newName}
      initial={user.name}
      validate={validateNewName}
      failure={PROFILE_MESSAGES.nameFailed}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}

export function EmailForm({ user, onSaved, onCancel }: Props) {
  return (
    <SingleFieldForm
      user={user}
      field="email"
      label={PROFILE_MESSAGES.newEmail}
      initial={user.email}
      validate={validateProfileEmail}
      failure={PROFILE_MESSAGES.emailFailed}
      needsCurrentPassword
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
