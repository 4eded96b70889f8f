/**
 * The single donations of an evaluation, newest first, a page of 10; printed, every row. A reversed
 * payment is struck through and says why.
 */
import type { Payment } from '@kollekta/contract';
import { decimalStringToCents, deviceListName, formatMoney, paymentTypeLabel } from '@kollekta/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { EVALUATION_MESSAGES } from '../messages';

/** True while the browser prints, so that every row is on paper. */
function useIsPrinting(): boolean {
  const [isPrinting, setIsPrinting] = useState(false);
  useEffect(() => {
    const start = () => setIsPrinting(true);
    const end = () => setIsPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return isPrinting;
}

export function SingleDonationsTable({
  payments,
  pageSize,
  showAll = false,
}: {
  payments: Payment[];
  pageSize: number;
  /** the print view: every row, no pager */
  showAll?: boolean;
}) {
  const [page, setPage] = useState(0);
  const isPrinting = useIsPrinting() || showAll;
  const shown = isPrinting ? payments : payments.slice(page * pageSize, (page + 1) * pageSize);
  const columns = EVALUATION_MESSAGES.columns;
  return (
    <>
      <Typography variant="h3">{EVALUATION_MESSAGES.payments}</Typography>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{EVALUATION_MESSAGES.noPayments}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={EVALUATION_MESSAGES.payments}>
            <TableHead>
              <TableRow>
                <TableCell>{columns.time}</TableCell>
                <TableCell align="right">{columns.amount}</TableCell>
                <TableCell>{columns.method}</TableCell>
                <TableCell>{columns.device}</TableCell>
                <TableCell>{columns.confirmed}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((payment) => {
                const isReversed = payment.state === 'reversed';
                const amount = formatMoney(decimalStringToCents(payment.amount) ?? 0, payment.currency);
                return (
                  <TableRow
                    key={payment.id}
                    sx={isReversed ? { '& td': { color: 'text.disabled' } } : undefined}
                  >
                    <TableCell>{formatDateTime(payment.date)}</TableCell>
                    <TableCell align="right">
                      {isReversed ? (
                        <Tooltip title={EVALUATION_MESSAGES.reversed} describeChild>
                          <s>{amount}</s>
                        </Tooltip>
                      ) : (
                        amount
                      )}
                    </TableCell>
                    <TableCell>{paymentTypeLabel(payment.online_payment_type, payment.type)}</TableCell>
                    <TableCell>{deviceListName(payment.device)}</TableCell>
                    <TableCell>
                      {payment.is_reconciled
                        ? EVALUATION_MESSAGES.confirmed
                        : EVALUATION_MESSAGES.unconfirmed}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {!isPrinting && payments.length > pageSize && (
            <TablePagination
              component="div"
              count={payments.length}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[pageSize]}
            />
          )}
        </>
      )}
    </>
  );
}
