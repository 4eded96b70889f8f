/**
 * The dashboard narrowed to one device class, `#/o/{id}/?device_class=KB` (administration.md §2
 * "Organisation submenu": per-device-class evaluations): income, donations and average of the
 * class in the chosen time range, its device types, and its income per month over the last 12
 * months. The rest of the dashboard (by payment type, by collection, per day) counts every device.
 */
import type { OrganizationDetail, Statistics } from '@kollekta/contract';
import {
  deviceClassLabel,
  deviceTypeLabel,
  formatMonthLabel,
  toBusinessDay,
  UNKNOWN_DEVICE_NAME,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { organizationName } from '../../organizations';
import { usePreferences } from '../../session';
import { type IncomeScope, incomeMonthsQuery, statisticsQuery } from '../api';
import { deviceClassRows, lastMonths, sumDeviceClass } from '../device-class-evaluation';
import { formatAmount } from '../income-format';
import { DASHBOARD_MESSAGES, DEVICE_CLASS_EVALUATION_MESSAGES as TEXT } from '../messages';
import { useTimeRange } from '../use-time-range';
import { BreakdownCard } from './BreakdownCards';
import { DashboardToolbar } from './DashboardToolbar';
import { FigureGrid } from './FigureCards';
import { IncomeLoading } from './IncomeLoading';

type Props = { organization: OrganizationDetail; deviceClass: string };

export function DeviceClassDashboard({ organization, deviceClass }: Props) {
  const [preferences, setPreferences] = usePreferences();
  const hasChildren = organization.children.length > 0;
  const scope = { organizationId: organization.id, recursive: hasChildren && preferences.recursive };
  const months = useQuery(incomeMonthsQuery(scope));
  const oldestMonth = months.data?.at(-1)?.month;
  const timeRange = useTimeRange(oldestMonth ? `${oldestMonth}-01` : null);
  const range = { since: timeRange.range.since, before: timeRange.range.before };
  const statistics = useQuery({ ...statisticsQuery(scope, range), enabled: months.isSuccess });
  const label = deviceClassLabel(deviceClass);

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {TEXT.title(label)}
        </Typography>
        <Typography color="text.secondary">
          {organizationName(organization)}
          {timeRange.type === 'all' ? '' : ` · ${timeRange.range.label}`}
        </Typography>
        <Link component={RouterLink} to={`/o/${organization.id}/`} data-print="hide">
          {TEXT.allDevices}
        </Link>
      </div>
      <DashboardToolbar
        organizationId={organization.id}
        showRecursive={hasChildren}
        isRecursive={scope.recursive}
        onRecursive={(recursive) => setPreferences({ recursive })}
        timeRange={timeRange}
      />
      {!statistics.data ? (
        <IncomeLoading text={DASHBOARD_MESSAGES.loading} />
      ) : (
        <ClassFigures statistics={statistics.data} deviceClass={deviceClass} label={label} />
      )}
      <MonthsTable scope={scope} deviceClass={deviceClass} label={label} />
    </Stack>
  );
}

function ClassFigures(props: { statistics: Statistics; deviceClass: string; label: string }) {
  const sums = sumDeviceClass(props.statistics, props.deviceClass);
  if (!sums) {
    return (
      <Alert severity="info" variant="outlined">
        {TEXT.noIncome(props.label)}
      </Alert>
    );
  }
  return (
    <>
      <FigureGrid
        figures={[
          { label: DASHBOARD_MESSAGES.total, value: formatAmount(sums.amount, sums.currency) },
          { label: DASHBOARD_MESSAGES.donations, value: sums.payments.toLocaleString('de-DE') },
          { label: DASHBOARD_MESSAGES.average, value: formatAmount(sums.average, sums.currency) },
        ]}
      />
      <BreakdownCard
        title={TEXT.deviceTypes}
        entries={deviceClassRows(props.statistics, props.deviceClass).map((row) => ({
          key: `${row.currency}|${row.id}`,
          label: row.id ? deviceTypeLabel(row.id) : UNKNOWN_DEVICE_NAME,
          amount: row.amount,
          currency: row.currency,
          payments: row.payments,
        }))}
      />
    </>
  );
}

/** One statistics call per month: they read the daily roll-ups, a few milliseconds each. */
function MonthsTable(props: { scope: IncomeScope; deviceClass: string; label: string }) {
  const months = lastMonths(toBusinessDay(new Date()));
  const answers = useQueries({
    queries: months.map((month) =>
      statisticsQuery(props.scope, { since: month.since, before: month.before }),
    ),
  });
  return (
    <Card component="section" aria-label={TEXT.months}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {TEXT.months}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={TEXT.monthsLabel(props.label)}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXT.month}</TableCell>
                <TableCell align="right">{TEXT.amount}</TableCell>
                <TableCell align="right">{TEXT.donations}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {months.map((month, index) => {
                const data = answers[index]?.data;
                const sums = data ? sumDeviceClass(data, props.deviceClass) : null;
                return (
                  <TableRow key={month.month}>
                    <TableCell>{formatMonthLabel(month.month)}</TableCell>
                    <TableCell align="right">
                      {!data ? '…' : formatAmount(sums?.amount ?? '0.00', sums?.currency)}
                    </TableCell>
                    <TableCell align="right">
                      {!data ? '…' : (sums?.payments ?? 0).toLocaleString('de-DE')}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}
