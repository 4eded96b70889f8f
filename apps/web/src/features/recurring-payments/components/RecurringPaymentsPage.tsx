/**
 * 'Übersicht über Ihre Dauerspenden', `#/o/{id}/recurring-donations` ({host}.recurringDonationslist,
 * administration.md §2 "Lists", §3 "Recurring donation", §8): the recurring donations of the
 * organisation and those below it, paged on the server, each with a stop action behind a
 * confirmation. Stopping is one-way; the snackbar says how it went for 4 seconds.
 */
import type { RecurringPayment } from '@kollekta/contract';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { EmptyTableRow, ServerTablePagination } from '../../../lib/ServerPagedTable';
import { useCurrentOrganizationId } from '../../organizations';
import { cancelRecurringPayment, recurringPaymentKeys, recurringPaymentsQuery } from '../api';
import { collectionTypeLabel, formatGiftAmount } from '../gift-format';
import { RECURRING_PAYMENTS_MESSAGES as TEXT } from '../messages';
import { StopRecurringDialog } from './StopRecurringDialog';

const SNACKBAR_MS = 4000;
const PAGE_SIZES = [20, 50, 100, 200] as const;

export function RecurringPaymentsPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <RecurringPaymentsList organizationId={id} />;
}

function RecurringPaymentsList({ organizationId }: { organizationId: number }) {
  const queryClient = useQueryClient();
  const [pageSize, setPageSize] = useState<number>(50);
  const [page, setPage] = useState(0);
  const [toStop, setToStop] = useState<RecurringPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, isFetching } = useQuery({
    ...recurringPaymentsQuery(organizationId, { limit: pageSize, offset: page * pageSize }),
    placeholderData: keepPreviousData,
  });
  const rows = data?.results ?? [];
  const showsOrganization = rows.some((row) => row.organization.id !== organizationId);

  const stop = useMutation({
    mutationFn: cancelRecurringPayment,
    // the snackbar says it; the error bar stays for other failures
    meta: { handledStatuses: 'all' },
    onSuccess: () => setNotice(TEXT.stopped),
    onError: () => setNotice(TEXT.stopFailed),
    onSettled: async () => {
      setToStop(null);
      await queryClient.invalidateQueries({ queryKey: recurringPaymentKeys.all(organizationId) });
    },
  });

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <Paper variant="outlined">
        {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={TEXT.title}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXT.columns.createdAt}</TableCell>
                <TableCell>{TEXT.columns.name}</TableCell>
                <TableCell>{TEXT.columns.collection}</TableCell>
                <TableCell>{TEXT.columns.collectionType}</TableCell>
                <TableCell align="right">{TEXT.columns.amount}</TableCell>
                <TableCell>{TEXT.columns.schedule}</TableCell>
                {showsOrganization && <TableCell>{TEXT.columns.organization}</TableCell>}
                <TableCell>{TEXT.columns.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((payment) => (
                <TableRow key={payment.id} hover>
                  <TableCell>{formatDate(payment.created_at)}</TableCell>
                  <TableCell>
                    {payment.name}
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                      {payment.email ?? TEXT.noEmail}
                    </Typography>
                  </TableCell>
                  <TableCell>{payment.collection_name}</TableCell>
                  <TableCell>{collectionTypeLabel(payment.collection_type)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatGiftAmount(payment.amount, payment.currency)}
                  </TableCell>
                  <TableCell>{TEXT.scheduleLabels[payment.schedule]}</TableCell>
                  {showsOrganization && <TableCell>{payment.organization.name}</TableCell>}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {payment.state === 'active'
                      ? TEXT.active
                      : TEXT.cancelledOn(payment.cancelled_at ? formatDate(payment.cancelled_at) : '')}
                    {payment.can_cancel && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={TEXT.stopLabel(payment.name)}
                        disabled={stop.isPending}
                        onClick={() => setToStop(payment)}
                        sx={{ ml: 1 }}
                      >
                        {TEXT.stop}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
              {data && rows.length === 0 && <EmptyTableRow colSpan={8} text={TEXT.empty} />}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerTablePagination
          count={data?.count ?? 0}
          paging={{ page, pageSize, setPage, setPageSize }}
          pageSizes={PAGE_SIZES}
        />
      </Paper>
      <StopRecurringDialog
        payment={toStop}
        isSending={stop.isPending}
        onConfirm={(payment) => stop.mutate(payment)}
        onClose={() => setToStop(null)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={() => setNotice(null)}
        message={notice}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Stack>
  );
}
