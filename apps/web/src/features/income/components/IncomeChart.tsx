/** The line chart of daily income per kind of collection. */
import type { DayEntry } from '@kollekta/contract';
import { COLLECTION_KIND_COLORS, formatMoney } from '@kollekta/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { formatDate } from '../../../lib/date-format';
import { buildChartData, listChartDays, listChartTicks } from '../income-chart-data';
import { DASHBOARD_MESSAGES } from '../messages';

type Props = { entries: readonly DayEntry[]; from: string; to: string; currency: string };

const toDate = (day: string) => new Date(`${day}T12:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export function IncomeChart({ entries, from, to, currency }: Props) {
  const data = useMemo(() => buildChartData(entries, listChartDays(from, to)), [entries, from, to]);
  const ticks = useMemo(() => listChartTicks(data.days), [data.days]);
  const tickLabels = useMemo(() => new Map(ticks?.map((tick) => [tick.day, tick.label])), [ticks]);
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {DASHBOARD_MESSAGES.chartTitle}
        </Typography>
        <figure aria-label={DASHBOARD_MESSAGES.chartLabel} style={{ margin: 0 }} data-testid="income-chart">
          <LineChart
            height={300}
            xAxis={[
              {
                scaleType: 'time',
                data: data.days.map(toDate),
                tickInterval: ticks ? ticks.map((tick) => toDate(tick.day)) : 'auto',
                // Berlin's day: the chart's own ticks fall on the browser's midnight
                valueFormatter: (value: Date, context) =>
                  (context.location === 'tick' && tickLabels.get(dayOf(value))) || formatDate(value),
              },
            ]}
            yAxis={[{ valueFormatter: (value: number) => formatMoney(value, currency), width: 90 }]}
            series={data.series.map((series) => ({
              id: series.kind,
              label: DASHBOARD_MESSAGES.kinds[series.kind],
              data: series.data,
              color: COLLECTION_KIND_COLORS[series.kind],
              showMark: false,
              curve: 'linear',
              valueFormatter: (value: number | null) => formatMoney(value ?? 0, currency),
            }))}
            grid={{ horizontal: true }}
          />
        </figure>
      </CardContent>
    </Card>
  );
}
