/** The question before a contact is deleted. */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { NOTIFICATIONS_MESSAGES } from '../messages';

type Props = {
  name: string;
  open: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteContactDialog({ name, open, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{NOTIFICATIONS_MESSAGES.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{NOTIFICATIONS_MESSAGES.deleteText(name)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {NOTIFICATIONS_MESSAGES.deleteNo}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {NOTIFICATIONS_MESSAGES.deleteYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
