/**
 * Asks for the current password before a change to how one signs in (adding or removing a
 * passkey): the server refuses such changes on a session alone, so a stolen one is not enough.
 */
import { AUTH_MESSAGES } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { PROFILE_MESSAGES } from '../messages';
import { CurrentPasswordField } from './CurrentPasswordField';

type Props = {
  title: string;
  text: string;
  confirmLabel: string;
  isDestructive?: boolean;
  isPending: boolean;
  /** the server's refusal of the password (missing, wrong, too many tries) */
  error: string | null;
  onClose: () => void;
  onConfirm: (currentPassword: string) => void;
};

export function ConfirmPasswordDialog(props: Props) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(password.length === 0);
    if (password) props.onConfirm(password);
  };
  const error = missing ? AUTH_MESSAGES.currentPasswordRequired : props.error;
  return (
    <Dialog open onClose={props.onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="confirm-password-form" noValidate spacing={1.5} onSubmit={handleSubmit}>
          <Typography>{props.text}</Typography>
          <CurrentPasswordField
            value={password}
            onChange={(value) => {
              setPassword(value);
              setMissing(false);
            }}
            autoFocus
            error={error}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{PROFILE_MESSAGES.cancel}</Button>
        <Button
          type="submit"
          form="confirm-password-form"
          variant="contained"
          color={props.isDestructive ? 'error' : 'primary'}
          loading={props.isPending}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
