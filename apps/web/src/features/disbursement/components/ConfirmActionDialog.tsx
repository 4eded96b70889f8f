/**
 * Asks before an action on an order ('abschließen', 'Kollekte abwählen', 'Überweisung bestätigen').
 * While the request runs, both buttons wait and the dialog cannot be closed.
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId } from 'react';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';

type Props = {
  title: string;
  confirmLabel: string;
  isPending: boolean;
  isDestructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
};

export function ConfirmActionDialog({
  title,
  confirmLabel,
  isPending,
  isDestructive = false,
  onCancel,
  onConfirm,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'warning' : 'primary'}
          onClick={isPending ? undefined : onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
