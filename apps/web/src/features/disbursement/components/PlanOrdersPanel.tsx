/**
 * The orders of one collection in its parishes, as the handling organisation sees them: each with
 * its state and sums; closed orders ('ready' with the cash stopped) can be selected and their
 * transfer ordered as one run ('Überweisung beauftragen', a create with an Idempotency-Key), and a
 * transfer the parish has confirmed is booked as arrived ('Eingang bestätigen').
 */
import type { DisbursementOrder, DisbursementRun } from '@kollekta/contract';
import { formatMoney } from '@kollekta/domain';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { messageStore } from '../../message-bars';
import { disbursementKeys, orderRun, ordersOfPlanQuery } from '../api';
import { formatAmount, isSelectableForRun, sumTotals } from '../disbursement-display';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { LoadingLine } from './LoadingLine';
import { ParentOrderRow } from './ParentOrderRow';

type Props = {
  planId: number;
  planName: string;
  organizationId: number;
  onRunOrdered: (run: DisbursementRun) => void;
};

export function PlanOrdersPanel({ planId, planName, organizationId, onRunOrdered }: Props) {
  const queryClient = useQueryClient();
  const orders = useQuery(ordersOfPlanQuery(planId));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const selectable = (orders.data ?? []).filter((order) => isSelectableForRun(order, organizationId));
  // an order that left 'ready' meanwhile is no longer part of the selection
  const chosen = selectable.filter((order) => selected.has(order.id));
  const currency = orders.data?.[0]?.disbursement.currency ?? 'EUR';

  const order = useMutation({
    mutationFn: (ids: number[]) => orderRun(organizationId, ids),
    meta: { handledStatuses: 'all' },
    onSuccess: (run) => {
      messageStore.showSuccess(
        M.orderRunDone(run.id, run.order_count, formatAmount(run.total, run.currency)),
      );
      setSelected(new Set());
      onRunOrdered(run);
    },
    onError: (error) => messageStore.showError(describeApiError(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disbursementKeys.all }),
  });

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (orders.isPending) return <LoadingLine text={M.loadingOrders} />;
  if (orders.isError) return <Alert severity="error">{describeApiError(orders.error)}</Alert>;
  if (orders.data.length === 0) return <Alert severity="info">{M.emptyPlanOrders}</Alert>;

  return (
    <Stack spacing={1}>
      <Table size="small" aria-label={M.planOrdersTable(planName)} sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">{M.columns.select}</TableCell>
            <TableCell>{M.columns.organization}</TableCell>
            <TableCell>{M.columns.state}</TableCell>
            <TableCell align="right">{M.columns.online}</TableCell>
            <TableCell align="right">{M.columns.pos}</TableCell>
            <TableCell align="right">{M.columns.cash}</TableCell>
            <TableCell align="right">{M.columns.total}</TableCell>
            <TableCell>{M.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.data.map((row: DisbursementOrder) => (
            <ParentOrderRow
              key={row.id}
              order={row}
              organizationId={organizationId}
              isSelected={selected.has(row.id)}
              isSelectable={isSelectableForRun(row, organizationId) && !order.isPending}
              onToggle={() => toggle(row.id)}
            />
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          startIcon={order.isPending ? <CircularProgress size={16} color="inherit" /> : <SendIcon />}
          disabled={chosen.length === 0 || order.isPending}
          onClick={() => order.mutate(chosen.map((row) => row.id))}
        >
          {M.orderRun}
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {chosen.length > 0
            ? M.orderRunSelected(chosen.length, formatMoney(sumTotals(chosen), currency))
            : selectable.length > 0
              ? M.orderRunHint
              : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
