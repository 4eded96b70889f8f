/**
 * "Sind Sie sicher? Dann kann an diesem Eintrag nichts mehr verändert werden." (planning.md §2)
 * before an entry is confirmed, with the amount that will be booked: the confirmation sends the
 * version the user sees, so only that amount can be booked. Success is reported to the caller, which
 * says 'Bargeldeintragung erfolgreich bestätigt' in the snackbar by the dialog (the message bar at the
 * top of the page is scrolled away behind it). When the entry changed meanwhile (409) or the user may not confirm it (403)
 * the dialog says why in its own words and shows the entry as reloaded; any other failure shows the
 * server's reason in the error bar ('Fehler in der Übertragung: …', administration.md §8).
 */
import type { CashPayment } from '@kollekta/contract';
import type { Currency } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { describeApiError, isApiError } from '../../../lib/api-client';
import { cashKeys, confirmCashPayment, planningPlansKey } from '../api';
import { formatCashAmount } from '../cash-display';
import { CASH_UI_MESSAGES } from '../messages';

/** Answers the dialog explains itself: the entry changed (409), or four eyes (403). */
const EXPLAINED_STATUSES = [403, 409] as const;

type Props = {
  /** the entry as currently loaded: after a reload it shows (and confirms) the new version */
  payment: CashPayment;
  currency: Currency;
  organizationId: number;
  onClose: () => void;
  /** after a successful confirmation; the dialog closes itself */
  onConfirmed: () => void;
};

export function ConfirmCashDialog({ payment, currency, organizationId, onClose, onConfirmed }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => confirmCashPayment(payment),
    meta: { handledStatuses: EXPLAINED_STATUSES },
    onSuccess: () => {
      onConfirmed();
      onClose();
    },
    // success or refusal: the list reloads, so the dialog shows the entry as it now is
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashKeys.plan(organizationId, payment.plan_id) }),
        queryClient.invalidateQueries({ queryKey: planningPlansKey(organizationId) }),
      ]),
  });
  const refusal =
    isApiError(mutation.error) && (EXPLAINED_STATUSES as readonly number[]).includes(mutation.error.status)
      ? describeApiError(mutation.error)
      : null;
  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{CASH_UI_MESSAGES.confirmTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{CASH_UI_MESSAGES.confirmQuestion}</Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="confirm-amount">
            {CASH_UI_MESSAGES.confirmAmount(formatCashAmount(payment.amount, currency))}
          </Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {CASH_UI_MESSAGES.confirmNo}
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={mutation.isPending || !payment.can_confirm}
          startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => mutation.mutate()}
        >
          {CASH_UI_MESSAGES.confirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
