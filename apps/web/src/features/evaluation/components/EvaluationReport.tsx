/**
 * The evaluation of one collection (planning.md §2 "Evaluation view"): counts, average, highest
 * single donation, best day, pies by payment type and by device, the fee bar, and the single
 * donations, 10 a page newest first (all of them when printed). The dialog and the print view show it.
 */
import type { Payment } from '@kollekta/contract';
import {
  deviceListName,
  EVALUATION_PAGE_SIZE,
  evaluatePayments,
  formatMoney,
  sortNewestFirst,
  toEvaluatedPayment,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { formatIsoDayWithWeekday } from '../../../lib/date-format';
import { EVALUATION_MESSAGES } from '../messages';
import { SingleDonationsTable } from './SingleDonationsTable';

export function EvaluationReport({ payments, isPrint = false }: { payments: Payment[]; isPrint?: boolean }) {
  const currency = payments[0]?.currency ?? 'EUR';
  const money = (value: number) => formatMoney(value, currency);
  const deviceNames = new Map(
    payments.map((payment) => [payment.device?.url ?? '', payment.device?.name ?? '']),
  );
  const evaluation = evaluatePayments(payments.map(toEvaluatedPayment));
  const figures: [string, string][] = [
    [EVALUATION_MESSAGES.total, money(evaluation.totalCents)],
    [EVALUATION_MESSAGES.count, evaluation.payments.toLocaleString('de-DE')],
    [EVALUATION_MESSAGES.average, money(evaluation.averageCents)],
    [
      EVALUATION_MESSAGES.highest,
      evaluation.highestCents === 0 ? EVALUATION_MESSAGES.noDonationYet : money(evaluation.highestCents),
    ],
    [
      EVALUATION_MESSAGES.bestDay,
      evaluation.bestDay
        ? `${formatIsoDayWithWeekday(evaluation.bestDay.day)}: ${money(evaluation.bestDay.amountCents)}`
        : EVALUATION_MESSAGES.noBestDay,
    ],
  ];
  const ratio = evaluation.feeRatio;
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        aria-label={EVALUATION_MESSAGES.count}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
          m: 0,
        }}
      >
        {figures.map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {value}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SharePie
          isPrint={isPrint}
          title={EVALUATION_MESSAGES.byPaymentType}
          shares={evaluation.byPaymentType.map((share) => ({ ...share, label: share.key }))}
          money={money}
        />
        <SharePie
          isPrint={isPrint}
          title={EVALUATION_MESSAGES.byDevice}
          shares={evaluation.byDevice.map((share) => ({
            ...share,
            label: deviceListName({ name: deviceNames.get(share.key) }),
          }))}
          money={money}
        />
      </Box>
      <Box>
        <Typography variant="h3" gutterBottom>
          {EVALUATION_MESSAGES.fees}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={Math.min(100, ratio ?? 0)}
          aria-label={EVALUATION_MESSAGES.fees}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {ratio === null || evaluation.feeCents === 0
            ? EVALUATION_MESSAGES.noFees
            : EVALUATION_MESSAGES.feeLine(
                money(evaluation.feeCents),
                `${ratio.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`,
              )}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {EVALUATION_MESSAGES.feeHint}
        </Typography>
      </Box>
      <SingleDonationsTable
        payments={sortNewestFirst(payments)}
        pageSize={EVALUATION_PAGE_SIZE}
        showAll={isPrint}
      />
    </Stack>
  );
}

function SharePie(props: {
  isPrint: boolean;
  title: string;
  shares: { key: string; label: string; amountCents: number }[];
  money: (cents: number) => string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="h3" gutterBottom>
        {props.title}
      </Typography>
      {props.shares.length === 0 ? (
        <Typography color="text.secondary">{EVALUATION_MESSAGES.noBestDay}</Typography>
      ) : (
        <PieChart
          height={180}
          // printed at once: no animation to wait for
          skipAnimation={props.isPrint}
          series={[
            {
              data: props.shares.map((share, index) => ({
                id: index,
                value: share.amountCents,
                label: share.label,
              })),
              valueFormatter: (item) => props.money(item.value),
              innerRadius: 30,
            },
          ]}
        />
      )}
    </Paper>
  );
}
