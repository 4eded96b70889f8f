/**
 * The cash entered for a collection, newest first: when it was counted, the amount, who entered it,
 * its state, and edit and confirm while it is entered. The footer sums it all up.
 */
import type { CashPayment, User } from '@kollekta/contract';
import { type Currency, formatMoney } from '@kollekta/domain';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import {
  confirmationBlockOf,
  confirmedByName,
  enteredByName,
  formatCashAmount,
  sumCashPayments,
} from '../cash-display';
import { CASH_UI_MESSAGES } from '../messages';

type Props = {
  payments: readonly CashPayment[];
  currency: Currency;
  user: User | null;
  onEdit: (payment: CashPayment) => void;
  onConfirm: (payment: CashPayment) => void;
};

export function CashPaymentsTable({ payments, currency, user, onEdit, onConfirm }: Props) {
  const sums = sumCashPayments(payments);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={CASH_UI_MESSAGES.dialogTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{CASH_UI_MESSAGES.columnTime}</TableCell>
            <TableCell align="right">{CASH_UI_MESSAGES.columnAmount}</TableCell>
            <TableCell>{CASH_UI_MESSAGES.columnEnteredBy}</TableCell>
            <TableCell>{CASH_UI_MESSAGES.columnState}</TableCell>
            <TableCell align="right" aria-label={CASH_UI_MESSAGES.columnActions} />
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <CashPaymentRow
              key={payment.id}
              payment={payment}
              currency={currency}
              user={user}
              onEdit={onEdit}
              onConfirm={onConfirm}
            />
          ))}
        </TableBody>
        <TableFooter sx={{ '& td': { fontSize: 'body2.fontSize', borderBottom: 0 } }}>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, color: 'text.primary' }}>{CASH_UI_MESSAGES.sum}</TableCell>
            <TableCell
              align="right"
              data-testid="cash-sum"
              sx={{
                fontWeight: 600,
                color: 'text.primary',
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatMoney(sums.total, currency)}
            </TableCell>
            <TableCell colSpan={3} sx={{ color: 'text.secondary' }}>
              {sums.entered > 0 && sums.entered !== sums.total
                ? CASH_UI_MESSAGES.stillOpen(formatMoney(sums.entered, currency))
                : null}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

function CashPaymentRow({
  payment,
  currency,
  user,
  onEdit,
  onConfirm,
}: Omit<Props, 'payments'> & { payment: CashPayment }) {
  const isEntered = payment.state === 'entered';
  const amount = formatCashAmount(payment.amount, currency);
  const block = confirmationBlockOf(payment, user);
  // four eyes: the button stays, switched off, and says why
  const fourEyesReason =
    block === 'four_eyes'
      ? CASH_UI_MESSAGES.fourEyes
      : block === 'last_changer'
        ? CASH_UI_MESSAGES.lastChanger
        : null;
  return (
    <TableRow
      data-testid="cash-payment"
      aria-label={`${amount}, ${formatDateTime(payment.collection_datetime)}`}
    >
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatDateTime(payment.collection_datetime)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </TableCell>
      <TableCell>{enteredByName(payment)}</TableCell>
      <TableCell>
        {isEntered ? (
          <Chip size="small" color="warning" variant="outlined" label={CASH_UI_MESSAGES.states.entered} />
        ) : (
          <>
            <Chip size="small" color="success" label={CASH_UI_MESSAGES.states.processed} />
            {payment.confirmed_at && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
                {CASH_UI_MESSAGES.confirmedBy(confirmedByName(payment), formatDate(payment.confirmed_at))}
              </Typography>
            )}
          </>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', px: 0.5 }}>
        {payment.can_edit && (
          <Tooltip title={CASH_UI_MESSAGES.edit}>
            <IconButton size="small" aria-label={CASH_UI_MESSAGES.edit} onClick={() => onEdit(payment)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {(payment.can_confirm || (payment.can_edit && fourEyesReason)) && (
          <Tooltip title={payment.can_confirm ? CASH_UI_MESSAGES.confirm : fourEyesReason}>
            <span>
              <IconButton
                size="small"
                color="success"
                aria-label={CASH_UI_MESSAGES.confirm}
                disabled={!payment.can_confirm}
                onClick={() => onConfirm(payment)}
              >
                <CheckCircleOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
