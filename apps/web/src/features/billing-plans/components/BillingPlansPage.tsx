/**
 * `#/admin/billing` (admin/billing, superusers): the billing plans with their conditions and how many
 * contracts use them today; create and change plans (administration.md §3 "Billing plan", §6).
 */
import type { BillingPlan, BillingPlanBody } from '@kollekta/contract';
import {
  BILLING_PLAN_TYPE_LABELS,
  BILLING_SCOPE_LABELS,
  decimalStringToCents,
  formatMoney,
} from '@kollekta/domain';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { describeApiError, readFieldErrors } from '../../../lib/api-client';
import { messageStore } from '../../message-bars';
import { billingPlansQuery, createBillingPlan, updateBillingPlan } from '../api';
import { BILLING_PLAN_MESSAGES as M } from '../messages';
import { BillingPlanDialog } from './BillingPlanDialog';

const percent = (value: string) => value.replace('.', ',');

export function BillingPlansPage() {
  const queryClient = useQueryClient();
  const { data: plans, isPending } = useQuery(billingPlansQuery);
  const [editing, setEditing] = useState<BillingPlan | 'new' | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: ({ plan, body }: { plan: BillingPlan | null; body: BillingPlanBody }) =>
      plan === null ? createBillingPlan(body) : updateBillingPlan(plan.id, body),
    meta: { handledStatuses: 'all' },
    onSuccess: async (_saved, { plan }) => {
      await queryClient.invalidateQueries({ queryKey: billingPlansQuery.queryKey });
      setEditing(null);
      messageStore.showSuccess(plan === null ? M.created : M.updated);
    },
    onError: (error) => {
      const fields = readFieldErrors(error);
      setServerErrors(fields);
      messageStore.showError(
        Object.keys(fields).length > 0 ? M.failed : `${M.failed}: ${describeApiError(error)}`,
      );
    },
  });
  const open = (next: BillingPlan | 'new') => {
    setServerErrors({});
    setEditing(next);
  };
  const editingPlan = editing === 'new' ? null : editing;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h1">{M.title}</Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => open('new')}
          disabled={editing !== null}
        >
          {M.add}
        </Button>
      </Stack>
      <Typography color="text.secondary">{M.intro}</Typography>
      <Card variant="outlined">
        {isPending ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', p: 2 }} role="status">
            <CircularProgress size={24} />
            <Typography>{M.loading}</Typography>
          </Stack>
        ) : plans?.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {M.empty}
          </Typography>
        ) : (
          <Table aria-label={M.title}>
            <TableHead>
              <TableRow>
                <TableCell>{M.columnName}</TableCell>
                <TableCell>{M.columnType}</TableCell>
                <TableCell>{M.columnConditions}</TableCell>
                <TableCell align="right">{M.columnContracts}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {plans?.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell>{plan.name}</TableCell>
                  <TableCell>{BILLING_PLAN_TYPE_LABELS[plan.type]}</TableCell>
                  <TableCell>
                    {plan.conditions.map((condition) => (
                      <Typography key={condition.scope} variant="body2">
                        {`${BILLING_SCOPE_LABELS[condition.scope]}: ${M.condition(
                          formatMoney(decimalStringToCents(condition.base_fee) ?? 0, 'EUR'),
                          percent(condition.percentage),
                        )}`}
                      </Typography>
                    ))}
                  </TableCell>
                  <TableCell align="right">{plan.contract_count}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      onClick={() => open(plan)}
                      disabled={editing !== null}
                      aria-label={M.editLabel(plan.name)}
                    >
                      {M.edit}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      {editing !== null && (
        <BillingPlanDialog
          plan={editingPlan}
          isSaving={save.isPending}
          serverErrors={serverErrors}
          onSave={(body) => save.mutate({ plan: editingPlan, body })}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
