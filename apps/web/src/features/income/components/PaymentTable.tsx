/**
 * A page of the payments of one tab of a month: Detailansicht (each counted payment, grouped by day
 * with the day's sum over the whole tab) or Tabellarische Ansicht (every payment, reversed ones
 * struck through, no sums). Columns of the spec; 'Gebühr' only when a payment in view has a fee;
 * on a phone only time, collection and amount, so that the amount stays on screen.
 */
import type { Payment } from '@kollekta/contract';
import { deviceListName, formatMoney, paymentTypeLabel } from '@kollekta/domain';
import type { Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { formatDateTime, formatIsoDayWithWeekday } from '../../../lib/date-format';
import { formatAmount } from '../income-format';
import { hasAnyFee, type PaymentColumn, paymentColumns, paymentDay } from '../income-month';
import { COLLECTIONS_MESSAGES } from '../messages';
import { PagedTable, type Paging } from './PagedTable';
import { AmountText, CollectionName, ColumnHead, DeviceIcon } from './PaymentCells';

type Props = {
  /** the page in view */
  payments: Payment[];
  /** the tab's sum per Berlin day (Detailansicht); null for the table without sums */
  daySums: Map<string, number> | null;
  paging: Paging;
  /** a next page is on its way: the rows in view are the previous ones */
  isLoading: boolean;
  showOrganization: boolean;
  onEvaluate: (planId: number) => void;
};

export function PaymentTable({ payments, daySums, paging, isLoading, showOrganization, onEvaluate }: Props) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = paymentColumns(isPhone, hasAnyFee(payments));
  const amountAt = shown.indexOf('amount');
  const currency = payments[0]?.currency ?? 'EUR';
  const cells = (payment: Payment, isReversed: boolean): Record<PaymentColumn, ReactNode> => ({
    icon: (
      <TableCell key="icon">
        <DeviceIcon deviceClass={payment.device?.device_class ?? null} />
      </TableCell>
    ),
    time: (
      <TableCell key="time" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(payment.date)}
      </TableCell>
    ),
    collection: (
      <TableCell key="collection">
        <CollectionName
          id={payment.collection_plan?.id ?? null}
          name={payment.collection_plan?.name ?? null}
          onEvaluate={onEvaluate}
        />
        {/* a phone has no device column */}
        {isPhone && (
          <Typography variant="caption" color="text.secondary" component="div">
            {deviceListName(payment.device)}
          </Typography>
        )}
      </TableCell>
    ),
    device: (
      <TableCell key="device">
        {deviceListName(payment.device)}
        {showOrganization && (
          <Typography variant="caption" color="text.secondary" component="div">
            {payment.dst_organization.name}
          </Typography>
        )}
      </TableCell>
    ),
    method: <TableCell key="method">{paymentTypeLabel(payment.online_payment_type, payment.type)}</TableCell>,
    confirmed: (
      <TableCell key="confirmed">
        {payment.is_reconciled ? COLLECTIONS_MESSAGES.confirmed : COLLECTIONS_MESSAGES.unconfirmed}
      </TableCell>
    ),
    amount: (
      <TableCell key="amount" align="right" sx={{ whiteSpace: 'nowrap' }}>
        <AmountText text={formatAmount(payment.amount, payment.currency)} isReversed={isReversed} />
      </TableCell>
    ),
    fee: (
      <TableCell key="fee" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatAmount(payment.fee_amount, payment.currency)}
      </TableCell>
    ),
  });
  return (
    <PagedTable label={COLLECTIONS_MESSAGES.title} paging={paging} isLoading={isLoading}>
      <TableHead>
        <TableRow>
          {shown.map((column) => (
            <ColumnHead key={column} column={column} />
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment, index) => {
          const day = paymentDay(payment);
          const isNewDay = index === 0 || paymentDay(payments[index - 1] as Payment) !== day;
          const isReversed = payment.state === 'reversed';
          const rowCells = cells(payment, isReversed);
          return (
            <Fragment key={payment.id}>
              {daySums && isNewDay && (
                <TableRow sx={{ bgcolor: 'action.hover' }} data-testid="day-sum">
                  <TableCell colSpan={amountAt}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {formatIsoDayWithWeekday(day)} · {COLLECTIONS_MESSAGES.daySum}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                    {formatMoney(daySums.get(day) ?? 0, currency)}
                  </TableCell>
                  {shown.length > amountAt + 1 && <TableCell colSpan={shown.length - amountAt - 1} />}
                </TableRow>
              )}
              <TableRow
                data-state={payment.state}
                sx={
                  isReversed
                    ? { '& td': { color: 'text.disabled', textDecoration: 'line-through' } }
                    : undefined
                }
              >
                {shown.map((column) => rowCells[column])}
              </TableRow>
            </Fragment>
          );
        })}
        {payments.length === 0 && (
          <TableRow>
            <TableCell colSpan={shown.length}>{COLLECTIONS_MESSAGES.noData}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </PagedTable>
  );
}
