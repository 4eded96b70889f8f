/**
 * One month of income: tabs for main, side and free collections and donations, each with its total
 * line, and the list in one of three modes: Übersicht (by day and collection), Detailansicht (each
 * payment) or Tabellarische Ansicht (every payment, no sums). A collection opens its evaluation.
 */
import type { MonthlyAggregate } from '@kollekta/contract';
import { type CollectionKind, firstOfNextMonth, formatMoney, formatMonthLabel } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EvaluationDialog, type EvaluationPlan } from '../../evaluation';
import {
  collectionSumsPageQuery,
  type IncomeScope,
  monthlyAggregateQuery,
  paymentHistoryQuery,
  paymentPageQuery,
} from '../api';
import { daySumsOfTab, LIST_MODES, type ListMode, listTabs, sumTab } from '../income-month';
import { COLLECTIONS_MESSAGES } from '../messages';
import { IncomeLoading } from './IncomeLoading';
import { OverviewTable } from './OverviewTable';
import { usePageState } from './PagedTable';
import { PaymentTable } from './PaymentTable';

type Props = { scope: IncomeScope; month: string };

export function MonthPanel({ scope, month }: Props) {
  const [mode, setMode] = useState<ListMode>('zwecke');
  const [tab, setTab] = useState<CollectionKind>('inner');
  const [evaluated, setEvaluated] = useState<EvaluationPlan | null>(null);
  const aggregate = useQuery(monthlyAggregateQuery(scope, month));
  const data = aggregate.data;
  if (!data) return <IncomeLoading text={COLLECTIONS_MESSAGES.loading} compact />;
  const tabs = listTabs(data);
  const current = tabs.includes(tab) ? tab : 'inner';
  const currency = data.totals[0]?.currency ?? 'EUR';
  const openEvaluation = (planId: number) => {
    const plan = data.byCollectionPlan.find((row) => row.id === planId);
    setEvaluated({ id: planId, name: plan?.name ?? '', start: plan?.start ?? null, end: plan?.end ?? null });
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          {formatMonthLabel(month)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_event, next: ListMode | null) => next && setMode(next)}
          aria-label={COLLECTIONS_MESSAGES.modes}
        >
          {LIST_MODES.map((value) => (
            <ToggleButton key={value} value={value}>
              {COLLECTIONS_MESSAGES.modeLabels[value]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Paper variant="outlined">
        <Tabs
          value={current}
          onChange={(_event, next: CollectionKind) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label={COLLECTIONS_MESSAGES.kindsLabel}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((kind) => (
            <Tab key={kind} value={kind} label={COLLECTIONS_MESSAGES.tabs[kind]} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={COLLECTIONS_MESSAGES.tabs[current]} sx={{ p: { xs: 1, sm: 2 } }}>
          <TotalLine
            label={COLLECTIONS_MESSAGES.tabs[current]}
            text={formatMoney(sumTab(data, current), currency)}
          />
          <Box sx={{ mt: 1 }}>
            <ModeList
              // a new tab, mode, month or scope starts on the first page
              key={`${month}|${current}|${mode}|${scope.recursive}`}
              scope={scope}
              month={month}
              mode={mode}
              kind={current}
              aggregate={data}
              onEvaluate={openEvaluation}
            />
          </Box>
        </Box>
      </Paper>
      {evaluated && (
        <EvaluationDialog
          organizationId={scope.organizationId}
          recursive={scope.recursive}
          plan={evaluated}
          onClose={() => setEvaluated(null)}
        />
      )}
    </Stack>
  );
}

function TotalLine({ label, text }: { label: string; text: string }) {
  return (
    <Stack
      direction="row"
      data-testid="total-line"
      sx={{ justifyContent: 'space-between', borderBottom: 2, borderColor: 'divider', pb: 1 }}
    >
      <Typography sx={{ fontWeight: 500 }}>{COLLECTIONS_MESSAGES.totalLine(label)}</Typography>
      <Typography sx={{ fontWeight: 500 }} data-testid="total-amount">
        {text}
      </Typography>
    </Stack>
  );
}

function ModeList(props: {
  scope: IncomeScope;
  month: string;
  mode: ListMode;
  kind: CollectionKind;
  aggregate: MonthlyAggregate;
  onEvaluate: (planId: number) => void;
}) {
  const { scope, month, mode, kind, onEvaluate } = props;
  const range = { since: `${month}-01`, before: firstOfNextMonth(`${month}-01`) };
  const pages = usePageState();
  const page = { limit: pages.limit, offset: pages.offset };
  const sums = useQuery({
    ...collectionSumsPageQuery(scope, range, { kind, ...page }),
    enabled: mode === 'zwecke',
  });
  const history = useQuery({ ...paymentHistoryQuery(scope, range), enabled: mode === 'einzel' });
  const payments = useQuery({
    ...paymentPageQuery(scope, range, { kind, onlyCounted: mode === 'einzel', ...page }),
    enabled: mode !== 'zwecke',
  });
  if (sums.isError || history.isError || payments.isError)
    return <Alert severity="warning">{COLLECTIONS_MESSAGES.loadFailed}</Alert>;
  if (mode === 'zwecke') {
    if (!sums.data) return <IncomeLoading text={COLLECTIONS_MESSAGES.loading} compact />;
    if (sums.data.collectionSumsCount === 0) return <NoData />;
    return (
      <OverviewTable
        sums={sums.data.collectionSums}
        daySums={daySumsOfTab(sums.data.byDay, kind)}
        paging={pages.pagingOf(sums.data.collectionSumsCount)}
        isLoading={sums.isPlaceholderData}
        showOrganization={scope.recursive}
        onEvaluate={onEvaluate}
      />
    );
  }
  const daySums = mode === 'einzel' ? history.data && daySumsOfTab(history.data.byDay, kind) : null;
  if (!payments.data || daySums === undefined)
    return <IncomeLoading text={COLLECTIONS_MESSAGES.loading} compact />;
  if (payments.data.count === 0) return <NoData />;
  return (
    <PaymentTable
      payments={payments.data.results}
      daySums={daySums}
      paging={pages.pagingOf(payments.data.count)}
      isLoading={payments.isPlaceholderData}
      showOrganization={scope.recursive}
      onEvaluate={onEvaluate}
    />
  );
}

function NoData() {
  return <Typography color="text.secondary">{COLLECTIONS_MESSAGES.noData}</Typography>;
}
