/**
 * A small yes/no question (close, exclude, delete, save, recurring donations). A failed answer
 * shows only a warning icon on the confirm button, as planning.md §8 asks for plan calls.
 */
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { DIALOG_MESSAGES } from '../messages';

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** the spec's widths for small confirmations: 400 or 450 */
  width?: number;
  isPending?: boolean;
  hasFailed?: boolean;
  confirmColor?: 'primary' | 'error';
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  width = 450,
  isPending = false,
  hasFailed = false,
  confirmColor = 'primary',
  onCancel,
  onConfirm,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children && (
        <DialogContent>
          {typeof children === 'string' ? <Typography>{children}</Typography> : children}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          // the second click of a double click can land while the dialog fades out: answer once
          onClick={open && !isPending ? onConfirm : undefined}
          disabled={isPending}
          startIcon={
            isPending ? (
              <CircularProgress size={16} color="inherit" />
            ) : hasFailed ? (
              <WarningAmberIcon aria-label={DIALOG_MESSAGES.failed} />
            ) : undefined
          }
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
