/** The figure cards of the dashboard: income, donations, average, fees with their ratio, best day. */
import type { DayEntry, Statistics } from '@kollekta/contract';
import { computeFeeRatio, formatMoney } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '../../../lib/date-format';
import { findBestDay } from '../income-chart-data';
import { formatAmount, formatPercent, toCents } from '../income-format';
import { DASHBOARD_MESSAGES } from '../messages';

type Props = { aggregate: Statistics['aggregate'][number]; days: readonly DayEntry[] };

export function FigureCards({ aggregate, days }: Props) {
  const { currency } = aggregate;
  const ratio = computeFeeRatio(toCents(aggregate.fee_amount), toCents(aggregate.amount));
  const best = findBestDay(days);
  const figures: Figure[] = [
    { label: DASHBOARD_MESSAGES.total, value: formatAmount(aggregate.amount, currency) },
    { label: DASHBOARD_MESSAGES.donations, value: aggregate.payments.toLocaleString('de-DE') },
    { label: DASHBOARD_MESSAGES.average, value: formatAmount(aggregate.average, currency) },
    {
      label: DASHBOARD_MESSAGES.fees,
      value: formatAmount(aggregate.fee_amount, currency),
      ...(ratio === null ? {} : { detail: DASHBOARD_MESSAGES.feeRatio(formatPercent(ratio)) }),
    },
    ...(best
      ? [
          {
            label: DASHBOARD_MESSAGES.bestDay,
            value: formatMoney(best.cents, currency),
            detail: formatIsoDay(best.day),
          },
        ]
      : []),
  ];
  return <FigureGrid figures={figures} />;
}

export type Figure = { label: string; value: string; detail?: string };

/** Figures as cards, two to five in a row. */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <Box
      component="section"
      aria-label={DASHBOARD_MESSAGES.figures}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {figures.map((figure) => (
        <Card key={figure.label} component="article" aria-label={figure.label}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography sx={{ fontSize: '1.35rem', fontWeight: 500, overflowWrap: 'anywhere' }}>
              {figure.value}
            </Typography>
            {figure.detail && (
              <Typography variant="body2" color="text.secondary">
                {figure.detail}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
