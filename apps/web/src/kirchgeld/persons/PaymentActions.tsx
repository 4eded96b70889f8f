/**
 * A payment's actions in the events table (§2 "Person detail", §4 "Payment"): create a receipt
 * (a completed payment that allows one and has none active), download it, cancel it (after a
 * confirmation: it cannot be undone), delete a manual payment. Buttons are disabled while sending.
 */
import type { KgPersonPayment } from '@kollekta/contract';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { archiveReceipt, createPaymentReceipt, deletePayment, downloadReceipt } from '../payments/api';
import { KG_PAYMENT_TEXTS } from '../payments/messages';

function ActionButton(props: { label: string; icon: ReactNode; disabled: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={() => !props.isPending && props.onClose()} aria-label={props.title}>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.isPending}>
          {KG_PAYMENT_TEXTS.cancel}
        </Button>
        <Button color="error" variant="contained" onClick={props.onConfirm} disabled={props.isPending}>
          {props.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PaymentActions(props: { tenantId: number; personId: string; payment: KgPersonPayment }) {
  const { tenantId, payment } = props;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ['kg-person-payments', tenantId, props.personId] });
  const active = payment.donation_receipts.find((receipt) => !receipt.archived);
  const create = useMutation({
    mutationFn: () => createPaymentReceipt(tenantId, payment.id),
    onSuccess: refresh,
  });
  const download = useMutation({
    mutationFn: () => downloadReceipt(tenantId, active ?? { id: 0, file_name: '' }),
  });
  const archive = useMutation({
    mutationFn: () => archiveReceipt(tenantId, active?.id ?? 0),
    onSuccess: async () => {
      await refresh();
      setConfirming(null);
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePayment(tenantId, payment.id),
    onSuccess: async () => {
      await refresh();
      setConfirming(null);
    },
  });
  const isBusy = create.isPending || download.isPending || archive.isPending || remove.isPending;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {payment.can_create_receipt && (
        <ActionButton
          label={KG_PAYMENT_TEXTS.createReceipt}
          icon={<NoteAddIcon fontSize="small" />}
          disabled={isBusy}
          onClick={() => create.mutate()}
        />
      )}
      {active && (
        <>
          <ActionButton
            label={KG_PAYMENT_TEXTS.downloadReceipt}
            icon={<DownloadIcon fontSize="small" />}
            disabled={isBusy}
            onClick={() => download.mutate()}
          />
          <ActionButton
            label={KG_PAYMENT_TEXTS.cancelReceipt}
            icon={<BlockIcon fontSize="small" />}
            disabled={isBusy}
            onClick={() => setConfirming('archive')}
          />
        </>
      )}
      {payment.can_delete && (
        <ActionButton
          label={KG_PAYMENT_TEXTS.deletePayment}
          icon={<DeleteIcon fontSize="small" />}
          disabled={isBusy}
          onClick={() => setConfirming('delete')}
        />
      )}
      <ConfirmDialog
        open={confirming === 'archive'}
        title={KG_PAYMENT_TEXTS.cancelReceiptTitle}
        text={KG_PAYMENT_TEXTS.cancelReceiptText}
        confirm={KG_PAYMENT_TEXTS.cancelReceiptConfirm}
        isPending={archive.isPending}
        onConfirm={() => archive.mutate()}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={KG_PAYMENT_TEXTS.deletePaymentTitle}
        text={KG_PAYMENT_TEXTS.deletePaymentText}
        confirm={KG_PAYMENT_TEXTS.deletePaymentConfirm}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  );
}
