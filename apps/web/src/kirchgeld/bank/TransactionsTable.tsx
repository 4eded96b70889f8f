/**
 * The bank transactions of the filter (§9: 10 rows, 10/25/50/100, newest first, two pages fetched
 * ahead), each with its state, its assignments and the actions assign, unassign and ignore.
 */
import type { KgBankTransaction } from '@kollekta/contract';
import { kgBankRoutes } from '@kollekta/contract';
import { decimalStringToCents, formatKgIban, formatMoney } from '@kollekta/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callApi, describeApiError } from '../../lib/api-client';
import { formatIsoDay } from '../../lib/date-format';
import { AssignmentDialog } from './AssignmentDialog';
import { BANK_KEY, statementIdOf, type TransactionFilter, transactionsQuery } from './api';
import { KG_BANK_TEXTS as TEXTS } from './messages';

const PAGE_SIZES = [10, 25, 50, 100];
const STATE_COLOR = {
  unassigned: 'warning',
  assigned: 'success',
  partial: 'info',
  ignored: 'default',
} as const;
const money = (amount: string, currency = 'EUR') => formatMoney(decimalStringToCents(amount) ?? 0, currency);

/** Rendered with the filter as its key: a new filter starts again on the first page. */
export function TransactionsTable(props: {
  tenantId: number;
  filter: TransactionFilter;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
}) {
  const { tenantId, filter, pageSize } = props;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [assigning, setAssigning] = useState<KgBankTransaction | null>(null);
  const transactions = useQuery(transactionsQuery(tenantId, filter, page, pageSize));
  const count = transactions.data?.count ?? 0;

  // two pages fetched ahead, so paging on feels instant
  useEffect(() => {
    for (const ahead of [page + 1, page + 2]) {
      if (ahead * pageSize < count)
        void queryClient.prefetchQuery(transactionsQuery(tenantId, filter, ahead, pageSize));
    }
  }, [queryClient, tenantId, filter, page, pageSize, count]);

  const change = useMutation({
    mutationFn: (action: {
      kind: 'ignore' | 'unassign';
      transaction: KgBankTransaction;
      assignment?: number;
    }) => {
      const params = { tenant: tenantId, id: statementIdOf(action.transaction.camt_file) };
      return action.kind === 'ignore'
        ? callApi(kgBankRoutes.kgAssignBankTransaction, {
            params,
            body: { bank_transaction: action.transaction.url, state: 'ignored' },
          })
        : callApi(kgBankRoutes.kgUnassignBankTransaction, {
            params,
            body: {
              bank_transaction: action.transaction.url,
              ...(action.assignment ? { assignment: action.assignment } : {}),
            },
          });
    },
    meta: { handledStatuses: [400, 409] },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [BANK_KEY] }),
  });

  const rows = transactions.data?.results ?? [];
  return (
    <Stack spacing={1}>
      {transactions.isFetching && <LinearProgress aria-label={TEXTS.loading} />}
      {change.isError && <Alert severity="error">{describeApiError(change.error)}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={TEXTS.title}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.bookingDate}</TableCell>
              <TableCell>{TEXTS.theirName}</TableCell>
              <TableCell>{TEXTS.purpose}</TableCell>
              <TableCell align="right">{TEXTS.amount}</TableCell>
              <TableCell>{TEXTS.state}</TableCell>
              <TableCell>{TEXTS.assignedTo}</TableCell>
              <TableCell>{TEXTS.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{TEXTS.empty}</TableCell>
              </TableRow>
            )}
            {rows.map((transaction) => {
              const isNegative = transaction.amount.startsWith('-');
              const isOpen = transaction.state === 'unassigned' || transaction.state === 'partial';
              return (
                <TableRow key={transaction.id} data-testid="kg-bank-row">
                  <TableCell>{formatIsoDay(transaction.booking_date)}</TableCell>
                  <TableCell>
                    {transaction.their_name ?? '–'}
                    {transaction.their_iban && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {formatKgIban(transaction.their_iban)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 220, wordBreak: 'break-word' }}>{transaction.purpose}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: isNegative ? 'error.main' : undefined, whiteSpace: 'nowrap' }}
                  >
                    {money(transaction.amount, transaction.currency)}
                    {transaction.instructed_amount && transaction.instructed_currency && (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {TEXTS.instructed(
                          money(transaction.instructed_amount, transaction.instructed_currency),
                        )}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      <Chip
                        size="small"
                        label={TEXTS.states[transaction.state]}
                        color={STATE_COLOR[transaction.state]}
                      />
                      {transaction.is_return && (
                        <Chip size="small" variant="outlined" label={TEXTS.returnBadge} />
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack spacing={0.5}>
                      {transaction.payments.map((payment) => (
                        <Chip
                          key={payment.id}
                          size="small"
                          variant="outlined"
                          sx={{ maxWidth: 220 }}
                          label={`${payment.person_name}: ${money(payment.amount)}${payment.letter_name ? ` (${payment.letter_name})` : ''}`}
                          onDelete={
                            payment.has_receipt || change.isPending
                              ? undefined
                              : () => change.mutate({ kind: 'unassign', transaction, assignment: payment.id })
                          }
                          deleteIcon={<CancelIcon aria-label={TEXTS.unassign} />}
                        />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5}>
                      {transaction.is_assignable && isOpen && (
                        <Button size="small" variant="outlined" onClick={() => setAssigning(transaction)}>
                          {TEXTS.assign}
                        </Button>
                      )}
                      {transaction.state === 'unassigned' && (
                        <Button
                          size="small"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ kind: 'ignore', transaction })}
                        >
                          {TEXTS.ignore}
                        </Button>
                      )}
                      {transaction.state === 'ignored' && (
                        <Button
                          size="small"
                          disabled={change.isPending}
                          onClick={() => change.mutate({ kind: 'unassign', transaction })}
                        >
                          {TEXTS.unignore}
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={TEXTS.rowsPerPage}
        labelDisplayedRows={({ from, to, count: total }) => TEXTS.pageRange(from, to, total)}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          props.onPageSizeChange(Number(event.target.value));
          setPage(0);
        }}
      />
      {assigning && (
        <AssignmentDialog tenantId={tenantId} transaction={assigning} onClose={() => setAssigning(null)} />
      )}
    </Stack>
  );
}
