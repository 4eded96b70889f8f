/** The question before an address is removed: removing only ends it (administration.md §4). */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';

type Props = { text: string; isPending: boolean; onCancel: () => void; onConfirm: () => void };

export function EndAddressDialog({ text, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{M.removeTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{M.removeText(text)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.removeYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
