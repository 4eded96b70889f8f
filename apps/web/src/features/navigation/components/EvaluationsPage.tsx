/**
 * 'Auswertungen', `#/o/{id}/evaluations` (administration.md §2 "Main layout"): the evaluations of
 * the organisation's income – the overview (dashboard), income by month, one per device class the
 * organisation has devices of (as its submenu), and the evaluation of each collection of the last
 * 12 months (§9 "Evaluations default: last 12 months"), opened in the evaluation dialog.
 */
import type { OrganizationDetail, Statistics } from '@kollekta/contract';
import {
  addDays,
  decimalStringToCents,
  formatMoney,
  toBusinessDay,
  truncateName,
  UNKNOWN_PLAN_NAME,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { formatDate } from '../../../lib/date-format';
import { EvaluationDialog, type EvaluationPlan } from '../../evaluation';
import { statisticsQuery } from '../../income';
import {
  canDo,
  deviceClassEvaluationLinks,
  organizationQuery,
  useCurrentOrganizationId,
  useSubmenuInput,
} from '../../organizations';
import { usePreferences } from '../../session';
import { EVALUATIONS_MESSAGES as TEXT } from '../messages';
import { type PageLink, PageLinkList } from './PageLinkList';

/** The collections listed: the largest of the last 12 months, as the dashboard lists them. */
const COLLECTIONS_DAYS = 365;

export function EvaluationsPage() {
  const id = useCurrentOrganizationId();
  const { data: organization } = useQuery({ ...organizationQuery(id ?? 0), enabled: id !== null });
  if (id === null) return <Navigate to="/" replace />;
  if (!organization) return null; // the organisation area shows loading and errors
  // the evaluations read the income, as the dashboard: who may not gets the spec's refusal
  if (!canDo(organization, 'readOther')) return <Alert severity="warning">{TEXT.noPermission}</Alert>;
  return <Evaluations organization={organization} />;
}

function Evaluations({ organization }: { organization: OrganizationDetail }) {
  const { input } = useSubmenuInput(organization);
  const id = organization.id;
  const links: PageLink[] = [
    { key: 'overview', label: TEXT.overview, description: TEXT.overviewDescription, to: `/o/${id}/` },
    { key: 'income', label: TEXT.income, description: TEXT.incomeDescription, to: `/o/${id}/collections` },
  ];
  const classLinks = deviceClassEvaluationLinks(input).map((link) => ({
    ...link,
    description: TEXT.deviceClassDescription,
  }));
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <PageLinkList links={links} label={TEXT.title} />
      {classLinks.length > 0 && (
        <Stack spacing={1} component="section" aria-label={TEXT.deviceClasses}>
          <Typography variant="h2">{TEXT.deviceClasses}</Typography>
          <PageLinkList links={classLinks} label={TEXT.deviceClasses} />
        </Stack>
      )}
      <CollectionEvaluations organization={organization} />
    </Stack>
  );
}

function CollectionEvaluations({ organization }: { organization: OrganizationDetail }) {
  const [preferences] = usePreferences();
  const recursive = organization.children.length > 0 && preferences.recursive;
  const today = toBusinessDay(new Date());
  const range = { since: addDays(today, -COLLECTIONS_DAYS), before: addDays(today, 1) };
  const statistics = useQuery(statisticsQuery({ organizationId: organization.id, recursive }, range));
  const [evaluated, setEvaluated] = useState<EvaluationPlan | null>(null);
  const plans = (statistics.data?.byCollectionPlan ?? []).filter(
    (plan): plan is Statistics['byCollectionPlan'][number] & { id: number } => plan.id !== null,
  );
  return (
    <Stack spacing={1} component="section" aria-label={TEXT.collections}>
      <Typography variant="h2">{TEXT.collections}</Typography>
      <Typography color="text.secondary">{TEXT.collectionsIntro}</Typography>
      {statistics.isPending ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{TEXT.loading}</Typography>
        </Stack>
      ) : plans.length === 0 ? (
        <Alert severity="info" variant="outlined">
          {TEXT.noCollections}
        </Alert>
      ) : (
        <Paper variant="outlined">
          <List dense aria-label={TEXT.collections} sx={{ maxHeight: 480, overflowY: 'auto' }}>
            {plans.map((plan) => (
              <ListItem key={`${plan.currency}|${plan.id}`} disablePadding>
                <ListItemButton
                  onClick={() =>
                    setEvaluated({ id: plan.id, name: plan.name ?? '', start: plan.start, end: plan.end })
                  }
                >
                  <ListItemText
                    primary={truncateName(plan.name ?? UNKNOWN_PLAN_NAME)}
                    secondary={[
                      plan.start ? formatDate(plan.start) : null,
                      formatMoney(decimalStringToCents(plan.amount) ?? 0, plan.currency),
                      plan.organization && plan.organization.id !== organization.id
                        ? plan.organization.name
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {evaluated && (
        <EvaluationDialog
          organizationId={organization.id}
          recursive={recursive}
          plan={evaluated}
          onClose={() => setEvaluated(null)}
        />
      )}
    </Stack>
  );
}
