/**
 * The dashboard, organization.dashboard at `#/o/{id}/` (devices-income-kirchgeld.md §2 "Dashboard"):
 * the chart of daily income per kind of collection, the recursive switch, the time range, print,
 * the figure cards, the cards by payment type, device, collection and collection type, and the way
 * to income by month. Selecting a collection opens its evaluation. With `?device_class=` it is the
 * evaluation of that device class.
 */
import type { OrganizationDetail, Statistics } from '@kollekta/contract';
import { addDays, toBusinessDay } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EvaluationDialog, type EvaluationPlan } from '../../evaluation';
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
import { BreakdownCards } from './BreakdownCards';
import { DashboardToolbar } from './DashboardToolbar';
import { DeviceClassDashboard } from './DeviceClassDashboard';
import { FigureCards } from './FigureCards';
import { IncomeChart } from './IncomeChart';
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
  const [evaluated, setEvaluated] = useState<EvaluationPlan | null>(null);
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
          organization={organization}
          onEvaluate={(plan) =>
            plan.id !== null &&
            setEvaluated({ id: plan.id, name: plan.name ?? '', start: plan.start, end: plan.end })
          }
        />
      )}
      {evaluated && (
        <EvaluationDialog
          organizationId={organization.id}
          recursive={scope.recursive}
          plan={evaluated}
          onClose={() => setEvaluated(null)}
        />
      )}
    </Stack>
  );
}

function DashboardContent(props: {
  statistics: Statistics;
  days: Parameters<typeof FigureCards>[0]['days'];
  organization: OrganizationDetail;
  onEvaluate: (plan: Statistics['byCollectionPlan'][number]) => void;
}) {
  const { statistics, days, organization } = props;
  const [aggregate] = statistics.aggregate;
  if (!aggregate) {
    return (
      <Alert severity="info" variant="outlined">
        {DASHBOARD_MESSAGES.noIncome}
      </Alert>
    );
  }
  const tomorrow = addDays(toBusinessDay(new Date()), 1);
  const from = statistics.timerange.from ?? days[0]?.date ?? tomorrow;
  const to =
    statistics.timerange.to && statistics.timerange.to < tomorrow ? statistics.timerange.to : tomorrow;
  return (
    <>
      <FigureCards aggregate={aggregate} days={days} />
      <IncomeChart entries={days} from={from} to={to} currency={aggregate.currency} />
      <BreakdownCards
        statistics={statistics}
        organizationId={organization.id}
        onEvaluate={props.onEvaluate}
      />
    </>
  );
}
