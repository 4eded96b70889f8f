/** The forms for a new name and a new e-mail address, with the spec's texts (§5, §8). */
import type { User } from '@kollekta/contract';
import { validateNewName, validateProfileEmail } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { sessionStore } from '../../session';
import { updateOwnAccount } from '../api';
import { PROFILE_MESSAGES } from '../messages';

type Props = { user: User; onSaved: () => void; onCancel: () => void };

function SingleFieldForm(props: {
  user: User;
  field: 'name' | 'email';
  label: string;
  initial: string;
  validate: (value: string) => string | null;
  failure: string;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (next: string) => updateOwnAccount(props.user.id, { [props.field]: next.trim() }),
    meta: { handledStatuses: 'all' },
    onSuccess: (updated) => {
      sessionStore.setUser(updated);
      queryClient.invalidateQueries({ queryKey: ['user', 'me'] });
      props.onSaved();
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = props.validate(value);
    setError(message);
    if (!message) save.mutate(value);
  };
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} sx={{ mt: 2, maxWidth: 480 }}>
      {save.isError && (
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
        helperText={error}
      />
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
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
