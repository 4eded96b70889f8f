/**
 * One order of the child view: the collection (cut at 45 characters), who ordered it, its period,
 * the sums online, card terminal, cash and total, the state with its icon, and the actions. A
 * cancelled row is greyed and struck through. An action that cash waiting for confirmation blocks
 * stays visible, disabled, with the reason beneath it.
 */
import type { DisbursementOrder } from '@kollekta/contract';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatDate } from '../../../lib/date-format';
import { cancelOrder, confirmTransfer, stopCashPayments } from '../api';
import {
  canConfirmTransfer,
  cancelAction,
  formatAmount,
  formatPeriod,
  stopCashAction,
} from '../disbursement-display';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { useOrderAction } from '../use-order-action';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { CANCELLED_ROW_STYLE } from './cancelled-row';
import { DisbursementDocumentButton } from './DisbursementDocumentButton';
import { DisbursementName } from './DisbursementName';
import { DisbursementStateLabel } from './DisbursementStateLabel';

type Dialog = 'stop' | 'cancel' | 'confirm' | null;

export function ChildOrderRow({ order }: { order: DisbursementOrder }) {
  const { disbursement: money, plan } = order;
  const [dialog, setDialog] = useState<Dialog>(null);
  const reasonId = useId();
  const close = () => setDialog(null);
  const stop = useOrderAction(stopCashPayments, () => M.stopCashDone(plan.name), close);
  const cancel = useOrderAction(cancelOrder, () => M.cancelOrderDone(plan.name), close);
  const confirm = useOrderAction(confirmTransfer, () => M.confirmTransferDone, close);
  const stopAction = stopCashAction(order);
  const cancelOffer = cancelAction(order);
  const reason =
    (stopAction.isShown && stopAction.blockedBy) || (cancelOffer.isShown && cancelOffer.blockedBy) || null;
  const isCancelled = order.state === 'cancelled';
  const amount = (value: string) => formatAmount(value, money.currency);
  const total = amount(money.sum_amount_total);
  const isSending = stop.isPending || cancel.isPending || confirm.isPending;

  return (
    <TableRow data-state={order.state} sx={isCancelled ? CANCELLED_ROW_STYLE : undefined}>
      <TableCell className="struck" sx={{ minWidth: 160 }}>
        <DisbursementName name={plan.name} isStrong />
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>
          {formatPeriod(plan.start_at, plan.end_at)}
        </Typography>
      </TableCell>
      <TableCell className="struck" sx={{ minWidth: 110 }}>
        <DisbursementName name={plan.organization.name} />
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_ecom)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_pos)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {amount(money.sum_amount_cash)}
      </TableCell>
      <TableCell className="struck" align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {total}
      </TableCell>
      <TableCell>
        <DisbursementStateLabel state={order.state} />
        {order.stop_cash_payments && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5 }}>
            <LockOutlinedIcon fontSize="inherit" color="action" aria-hidden />
            <Typography variant="caption" color="text.secondary">
              {M.closedAt(formatDate(order.stop_cash_payments))}
            </Typography>
          </Stack>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 190 }}>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {stopAction.isShown && (
            <Button
              size="small"
              variant="outlined"
              disabled={stopAction.blockedBy !== null || isSending}
              onClick={() => setDialog('stop')}
              aria-label={M.stopCashFor(plan.name)}
              aria-describedby={stopAction.blockedBy ? reasonId : undefined}
            >
              {M.stopCash}
            </Button>
          )}
          {cancelOffer.isShown && (
            <Button
              size="small"
              color="warning"
              disabled={cancelOffer.blockedBy !== null || isSending}
              onClick={() => setDialog('cancel')}
              aria-label={M.cancelOrderFor(plan.name)}
              aria-describedby={cancelOffer.blockedBy ? reasonId : undefined}
            >
              {M.cancelOrder}
            </Button>
          )}
          {canConfirmTransfer(order) && (
            <Button
              size="small"
              variant="outlined"
              disabled={isSending}
              onClick={() => setDialog('confirm')}
              aria-label={M.confirmTransferFor(plan.name)}
            >
              {M.confirmTransfer}
            </Button>
          )}
          {money.documents.map((document) => (
            <DisbursementDocumentButton key={document.url} document={document} subject={plan.name} />
          ))}
          {reason && (
            <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ maxWidth: 220 }}>
              {reason}
            </Typography>
          )}
        </Stack>
        {dialog === 'stop' && (
          <ConfirmActionDialog
            title={M.stopCashTitle}
            confirmLabel={M.stopCashConfirm}
            isPending={stop.isPending}
            isDestructive
            onCancel={close}
            onConfirm={() => stop.mutate(order.id)}
          >
            <Typography gutterBottom>{M.stopCashQuestion(plan.name)}</Typography>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {`${M.paymentsCount(money.count_payments)} · ${M.sums(
                amount(money.sum_amount_ecom),
                amount(money.sum_amount_pos),
                amount(money.sum_amount_cash),
              )} · ${M.columns.total} ${total}`}
            </Typography>
            <ul style={{ marginTop: 8, marginBottom: 8, paddingLeft: 20 }}>
              {M.stopCashConsequences.map((line) => (
                <li key={line}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </ul>
            <Typography sx={{ fontWeight: 500 }}>{M.irreversible}</Typography>
          </ConfirmActionDialog>
        )}
        {dialog === 'cancel' && (
          <ConfirmActionDialog
            title={M.cancelOrder}
            confirmLabel={M.cancelOrderConfirm}
            isPending={cancel.isPending}
            isDestructive
            onCancel={close}
            onConfirm={() => cancel.mutate(order.id)}
          >
            <Typography>{M.cancelOrderQuestion(plan.name, order.handling_organization.name)}</Typography>
          </ConfirmActionDialog>
        )}
        {dialog === 'confirm' && (
          <ConfirmActionDialog
            title={M.confirmTransfer}
            confirmLabel={M.confirmTransferConfirm}
            isPending={confirm.isPending}
            onCancel={close}
            onConfirm={() => confirm.mutate(order.id)}
          >
            <Typography>{M.confirmTransferQuestion(total, order.handling_organization.name)}</Typography>
          </ConfirmActionDialog>
        )}
      </TableCell>
    </TableRow>
  );
}
