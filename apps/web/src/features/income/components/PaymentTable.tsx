/**
 * A page of the payments of one tab of a month: Detailansicht (each counted payment, grouped by day
 * with the day's sum over the whole tab) or Tabellarische Ansicht (every payment, reversed ones
 * struck through, no sums). Columns of the spec; 'Gebühr' only when a payment in view has a fee.
 */
import type { Payment } from '@kollekta/contract';
import { formatMoney, paymentTypeLabel } from '@kollekta/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { formatDateTime, formatIsoDayWithWeekday } from '../../../lib/date-format';
import { formatAmount } from '../income-format';
import { hasAnyFee, paymentDay } from '../income-month';
import { COLLECTIONS_MESSAGES } from '../messages';
import { PagedTable, type Paging } from './PagedTable';
import { AmountText, CollectionName, DeviceIcon, HiddenLabel } from './PaymentCells';

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
  const showFee = hasAnyFee(payments);
  const columns = COLLECTIONS_MESSAGES.columns;
  const columnCount = 7 + (showFee ? 1 : 0);
  const currency = payments[0]?.currency ?? 'EUR';
  return (
    <PagedTable label={COLLECTIONS_MESSAGES.title} paging={paging} isLoading={isLoading}>
      <TableHead>
        <TableRow>
          <TableCell>
            <HiddenLabel>{columns.icon}</HiddenLabel>
          </TableCell>
          <TableCell>{columns.time}</TableCell>
          <TableCell>{columns.collection}</TableCell>
          <TableCell>{columns.device}</TableCell>
          <TableCell>{columns.method}</TableCell>
          <TableCell>{columns.confirmed}</TableCell>
          <TableCell align="right">{columns.amount}</TableCell>
          {showFee && <TableCell align="right">{columns.fee}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment, index) => {
          const day = paymentDay(payment);
          const isNewDay = index === 0 || paymentDay(payments[index - 1] as Payment) !== day;
          const isReversed = payment.state === 'reversed';
          return (
            <Fragment key={payment.id}>
              {daySums && isNewDay && (
                <TableRow sx={{ bgcolor: 'action.hover' }} data-testid="day-sum">
                  <TableCell colSpan={6}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {formatIsoDayWithWeekday(day)} · {COLLECTIONS_MESSAGES.daySum}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 500 }}>
                    {formatMoney(daySums.get(day) ?? 0, currency)}
                  </TableCell>
                  {showFee && <TableCell />}
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
                <TableCell>
                  <DeviceIcon deviceClass={payment.device?.device_class ?? null} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.date)}</TableCell>
                <TableCell>
                  <CollectionName
                    id={payment.collection_plan?.id ?? null}
                    name={payment.collection_plan?.name ?? null}
                    onEvaluate={onEvaluate}
                  />
                </TableCell>
                <TableCell>
                  {payment.device?.name ?? COLLECTIONS_MESSAGES.noDevice}
                  {showOrganization && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {payment.dst_organization.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{paymentTypeLabel(payment.online_payment_type, payment.type)}</TableCell>
                <TableCell>
                  {payment.is_reconciled ? COLLECTIONS_MESSAGES.confirmed : COLLECTIONS_MESSAGES.unconfirmed}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <AmountText text={formatAmount(payment.amount, payment.currency)} isReversed={isReversed} />
                </TableCell>
                {showFee && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(payment.fee_amount, payment.currency)}
                  </TableCell>
                )}
              </TableRow>
            </Fragment>
          );
        })}
        {payments.length === 0 && (
          <TableRow>
            <TableCell colSpan={columnCount}>{COLLECTIONS_MESSAGES.noData}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </PagedTable>
  );
}
