/**
 * "Sind Sie sicher? Dann kann an diesem Eintrag nichts mehr verändert werden." (planning.md §2)
 * before an entry is confirmed. Success says 'Bargeldeintragung erfolgreich bestätigt'; a failure
 * shows the server's reason in the error bar ('Fehler in der Übertragung: …', administration.md §8).
 */
import type { CashPayment } from '@kollekta/contract';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useMessages } from '../../message-bars';
import { cashKeys, confirmCashPayment, planningPlansKey } from '../api';
import { CASH_UI_MESSAGES } from '../messages';

type Props = {
  payment: CashPayment;
  organizationId: number;
  onClose: () => void;
};

export function ConfirmCashDialog({ payment, organizationId, onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const { showSuccess } = useMessages();
  const mutation = useMutation({
    mutationFn: () => confirmCashPayment(payment.id),
    onSuccess: () => {
      showSuccess(CASH_UI_MESSAGES.confirmed);
      onClose();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashKeys.plan(organizationId, payment.plan_id) }),
        queryClient.invalidateQueries({ queryKey: planningPlansKey(organizationId) }),
      ]),
  });
  return (
    <Dialog
      open
      onClose={mutation.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{CASH_UI_MESSAGES.confirmTitle}</DialogTitle>
      <DialogContent>
        <Typography>{CASH_UI_MESSAGES.confirmQuestion}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={mutation.isPending}>
          {CASH_UI_MESSAGES.confirmNo}
        </Button>
        <Button
          variant="contained"
          color="success"
          disabled={mutation.isPending}
          startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => mutation.mutate()}
        >
          {CASH_UI_MESSAGES.confirmYes}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
