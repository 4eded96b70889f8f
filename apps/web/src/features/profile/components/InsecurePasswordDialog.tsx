/**
 * The insecure-password warning of the layout (administration.md §8): not in development or demo
 * deployments; when the status is insecure or the password was found in a breach list.
 */
import type { User } from '@kollekta/contract';
import { shouldWarnInsecurePassword } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useStaticConfiguration } from '../../configuration';
import { INSECURE_PASSWORD_MESSAGES } from '../messages';

export function InsecurePasswordDialog({ user }: { user: User | null }) {
  const { data: configuration } = useStaticConfiguration();
  const [isDismissed, setIsDismissed] = useState(false);
  const navigate = useNavigate();
  const isOpen = Boolean(
    user && configuration && !isDismissed && shouldWarnInsecurePassword(configuration.deployment, user),
  );
  return (
    <Dialog open={isOpen} maxWidth="sm" fullWidth aria-labelledby="insecure-password-title">
      <DialogTitle id="insecure-password-title">{INSECURE_PASSWORD_MESSAGES.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{INSECURE_PASSWORD_MESSAGES.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setIsDismissed(true)}>{INSECURE_PASSWORD_MESSAGES.later}</Button>
        <Button
          variant="contained"
          onClick={() => {
            setIsDismissed(true);
            navigate('/me/profile');
          }}
        >
          {INSECURE_PASSWORD_MESSAGES.change}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
