/**
 * The dashboard, organization.dashboard at `#/o/{id}/` (devices-income-kirchgeld.md §2 "Dashboard"):
 * the chart of daily income per kind of collection, the recursive switch, the time range, print,
 * the figure cards, the cards by payment type, device, collection and collection type, and the way
 * to income by month. Selecting a collection opens its evaluation. With `?device_class=` it is the
 * evaluation of that device class.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  canDo,
  DEVICE_CLASS_PARAM,
  organizationName,
  organizationQuery,
  useCurrentOrganizationId,
} from '../../organizations';
import { usePreferences } from '../../session';
import { incomeMonthsQuery, paymentHistoryQuery, statisticsQuery } from '../api';
import { isEvaluableDeviceClass } from '../device-class-evaluation';
import { DASHBOARD_MESSAGES } from '../messages';
import { useTimeRange } from '../use-time-range';
import { DashboardContent } from './DashboardContent';
import { DashboardToolbar } from './DashboardToolbar';
import { DeviceClassDashboard } from './DeviceClassDashboard';
import { IncomeLoading } from './IncomeLoading';

/** Printed, the dashboard is the page: no app bar, menus or buttons. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, footer, [data-print="hide"]': { display: 'none !important' },
    main: { maxWidth: 'none !important', padding: '0 !important' },
  },
};

export function DashboardPage() {
  const id = useCurrentOrganizationId();
  const { data: organization } = useQuery({ ...organizationQuery(id ?? 0), enabled: id !== null });
  // `?device_class=KB`: the evaluation of one device class
  const deviceClass = useSearchParams()[0].get(DEVICE_CLASS_PARAM);
  if (!organization) return null; // the organisation area shows loading and errors
  // seeing an organisation by name (a parent) is not reading its income
  if (!canDo(organization, 'readOther')) {
    return (
      <Alert severity="info" variant="outlined">
        {DASHBOARD_MESSAGES.noIncomeAccess}{' '}
        <Link component={RouterLink} to={`/o/${organization.id}/overview`}>
          {DASHBOARD_MESSAGES.toOverview}
        </Link>
      </Alert>
    );
  }
  if (isEvaluableDeviceClass(deviceClass)) {
    return <DeviceClassDashboard key={deviceClass} organization={organization} deviceClass={deviceClass} />;
  }
  return <Dashboard organization={organization} />;
}

function Dashboard({ organization }: { organization: OrganizationDetail }) {
  const [preferences, setPreferences] = usePreferences();
  const hasChildren = organization.children.length > 0;
  const scope = { organizationId: organization.id, recursive: hasChildren && preferences.recursive };
  const months = useQuery(incomeMonthsQuery(scope));
  const oldestMonth = months.data?.at(-1)?.month;
  const timeRange = useTimeRange(oldestMonth ? `${oldestMonth}-01` : null);
  const hasIncome = (months.data?.length ?? 0) > 0;
  const range = { since: timeRange.range.since, before: timeRange.range.before };
  const statistics = useQuery({ ...statisticsQuery(scope, range), enabled: hasIncome });
  const history = useQuery({ ...paymentHistoryQuery(scope, range), enabled: hasIncome });

  return (
    <Stack spacing={2}>
      <GlobalStyles styles={PRINT_STYLES} />
      <div>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {organizationName(organization)}
        </Typography>
        <Typography color="text.secondary">
          {DASHBOARD_MESSAGES.title}
          {timeRange.type === 'all' ? '' : ` · ${timeRange.range.label}`}
        </Typography>
      </div>
      <DashboardToolbar
        organizationId={organization.id}
        showRecursive={hasChildren}
        isRecursive={scope.recursive}
        onRecursive={(recursive) => setPreferences({ recursive })}
        timeRange={timeRange}
      />
      {months.isPending ? (
        <IncomeLoading text={DASHBOARD_MESSAGES.loading} />
      ) : !hasIncome ? (
        <Alert severity="info" variant="outlined">
          {DASHBOARD_MESSAGES.noIncome}
        </Alert>
      ) : !statistics.data || !history.data ? (
        <IncomeLoading text={DASHBOARD_MESSAGES.loading} />
      ) : (
        <DashboardContent
          statistics={statistics.data}
          days={history.data.byDay}
          organizationId={organization.id}
          recursive={scope.recursive}
          noIncomeText={DASHBOARD_MESSAGES.noIncome}
        />
      )}
    </Stack>
  );
}
