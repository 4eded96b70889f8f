/**
 * Archiving a receipt (cancelling it): one-way, so the dialog says that it cannot be undone. The
 * buttons wait while the request runs; a refusal goes to the error bar in German.
 */
import type { IssuedReceipt } from '@kollekta/contract';
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
import { describeApiError } from '../../../lib/api-client';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { archiveDonationReceipt, donationReceiptKeys } from '../api';
import { DONATION_RECEIPTS_MESSAGES, ARCHIVE_DIALOG_MESSAGES as TEXT } from '../messages';

type Props = { receipt: IssuedReceipt; donorName: string; onClose: () => void };

export function ArchiveReceiptDialog({ receipt, donorName, onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const archive = useMutation({
    mutationFn: () => archiveDonationReceipt(receipt.id),
    meta: { handledStatuses: 'all' },
    onSuccess: () => {
      messageStore.showSuccess(TEXT.done(receipt.number));
      onClose();
    },
    onError: (error) => messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationReceiptKeys.lists }),
  });
  return (
    <Dialog
      open
      onClose={archive.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{TEXT.question(receipt.number, donorName)}</Typography>
          <Alert severity="warning">{TEXT.irreversible}</Alert>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={archive.isPending}>
          {DONATION_RECEIPTS_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => archive.mutate()}
          disabled={archive.isPending}
          startIcon={archive.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {archive.isPending ? TEXT.sending : TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
