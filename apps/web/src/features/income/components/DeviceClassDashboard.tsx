/**
 * The dashboard narrowed to one device class, `#/o/{id}/?device_class=KB` (administration.md §2
 * "Organisation submenu": per-device-class evaluations): the dashboard's figures, chart and cards
 * of the class in the chosen time range, read with `device_class` from the server, and its income
 * per month over the last 12 months. Payment methods are not kept per class: their card says so.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import { type DeviceClass, deviceClassLabel, formatMonthLabel, toBusinessDay } from '@kollekta/domain';
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
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { organizationName } from '../../organizations';
import { usePreferences } from '../../session';
import { type DashboardScope, incomeMonthsQuery, paymentHistoryQuery, statisticsQuery } from '../api';
import { lastMonths, sumDaysPerMonth } from '../device-class-evaluation';
import { formatAmount } from '../income-format';
import { DASHBOARD_MESSAGES, DEVICE_CLASS_EVALUATION_MESSAGES as TEXT } from '../messages';
import { useTimeRange } from '../use-time-range';
import { DashboardContent } from './DashboardContent';
import { DashboardToolbar } from './DashboardToolbar';
import { IncomeLoading } from './IncomeLoading';

type Props = { organization: OrganizationDetail; deviceClass: DeviceClass };

export function DeviceClassDashboard({ organization, deviceClass }: Props) {
  const [preferences, setPreferences] = usePreferences();
  const hasChildren = organization.children.length > 0;
  const recursive = hasChildren && preferences.recursive;
  const scope: DashboardScope = { organizationId: organization.id, recursive, deviceClass };
  // the time ranges to choose from start at the organisation's first month with income
  const months = useQuery(incomeMonthsQuery({ organizationId: organization.id, recursive }));
  const oldestMonth = months.data?.at(-1)?.month;
  const timeRange = useTimeRange(oldestMonth ? `${oldestMonth}-01` : null);
  const range = { since: timeRange.range.since, before: timeRange.range.before };
  const statistics = useQuery({ ...statisticsQuery(scope, range), enabled: months.isSuccess });
  const history = useQuery({ ...paymentHistoryQuery(scope, range), enabled: months.isSuccess });
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
        isRecursive={recursive}
        onRecursive={(isRecursive) => setPreferences({ recursive: isRecursive })}
        timeRange={timeRange}
      />
      {!statistics.data || !history.data ? (
        <IncomeLoading text={DASHBOARD_MESSAGES.loading} />
      ) : (
        <DashboardContent
          statistics={statistics.data}
          days={history.data.byDay}
          organizationId={organization.id}
          recursive={recursive}
          noIncomeText={TEXT.noIncome(label)}
          isDeviceClass
        />
      )}
      <MonthsTable scope={scope} currency={organization.currency} label={label} />
    </Stack>
  );
}

/** One payment history of the class over the 12 months (its days only), summed per month. */
function MonthsTable(props: { scope: DashboardScope; currency: string; label: string }) {
  const months = lastMonths(toBusinessDay(new Date()));
  const since = months.at(-1)?.since ?? null;
  const before = months[0]?.before ?? null;
  const history = useQuery(paymentHistoryQuery(props.scope, { since, before }));
  const sums = history.data ? sumDaysPerMonth(history.data.byDay, months, props.currency) : null;
  return (
    <Card component="section" aria-label={TEXT.months}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {TEXT.months}
        </Typography>
        {history.isError ? (
          <Alert severity="error" variant="outlined">
            {TEXT.monthsFailed}
          </Alert>
        ) : (
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
                  const sum = sums?.[index];
                  return (
                    <TableRow key={month.month}>
                      <TableCell>{formatMonthLabel(month.month)}</TableCell>
                      <TableCell align="right">
                        {sum ? formatAmount(sum.amount, props.currency) : '…'}
                      </TableCell>
                      <TableCell align="right">{sum ? sum.payments.toLocaleString('de-DE') : '…'}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
