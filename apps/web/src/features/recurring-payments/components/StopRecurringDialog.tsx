/** The confirmation before a recurring donation is stopped for good; the button waits for the answer. */
import type { RecurringPayment } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { formatGiftAmount } from '../gift-format';
import { RECURRING_PAYMENTS_MESSAGES as TEXT } from '../messages';

export function StopRecurringDialog({
  payment,
  isSending,
  onConfirm,
  onClose,
}: {
  payment: RecurringPayment | null;
  isSending: boolean;
  onConfirm: (payment: RecurringPayment) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={payment !== null}
      onClose={isSending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.confirmTitle}</DialogTitle>
      <DialogContent>
        {payment && (
          <DialogContentText>
            {TEXT.confirmText(
              payment.name,
              formatGiftAmount(payment.amount, payment.currency),
              TEXT.scheduleLabels[payment.schedule],
              payment.collection_name,
            )}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSending}>
          {TEXT.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={isSending || payment === null}
          onClick={() => payment && onConfirm(payment)}
        >
          {TEXT.confirmStop}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
