/** The summary before saving: everything the plan will be, and what still needs fixing. */
import { DEVICE_CLASS_LABELS, DEVICE_CLASSES, PLAN_VARIANT_LABELS } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/date-format';
import { CARD_MESSAGES, EDITOR_MESSAGES, GROUP_UI_MESSAGES } from '../../messages';
import { describeShares, isGroupMode } from '../group-form';
import { CUSTOM_PERIOD, type FormErrors, findDate, isWebAppTarget } from '../plan-form';
import type { StepProps } from './step-props';

function list(record: Record<string, string>): string {
  const filled = Object.entries(record).filter(([, value]) => value.trim().length > 0);
  return filled.length > 0
    ? filled.map(([key, value]) => `${key}: ${value}`).join(' · ')
    : EDITOR_MESSAGES.summaryNone;
}

type Props = Pick<StepProps, 'values' | 'context'> & { allErrors: FormErrors };

export function SummaryStep({ values, context, allErrors }: Props) {
  const date = values.period === CUSTOM_PERIOD ? null : findDate(context.dates, values.period);
  const location = context.organization.locations.find((candidate) => candidate.url === values.location);
  const scope =
    values.scope === 'loc'
      ? CARD_MESSAGES.scopeLocation(location?.name ?? CARD_MESSAGES.unknownLocation)
      : values.scope === 'inherit'
        ? EDITOR_MESSAGES.scopeInherit
        : EDITOR_MESSAGES.scopeOrg;
  const display = [
    values.targets.includes('WA') ? `WA: ${values.displayWA || values.name}` : null,
    values.targets.includes('WS') ? `WS: ${values.displayWS || values.name}` : null,
  ].filter(Boolean);
  const rows: [string, ReactNode][] = [
    [EDITOR_MESSAGES.name, values.name || EDITOR_MESSAGES.summaryNone],
    [EDITOR_MESSAGES.summaryType, PLAN_VARIANT_LABELS[values.variant]],
    [
      EDITOR_MESSAGES.summaryPeriod,
      <span key="period" data-testid="summary-period">
        {date ? `${date.name}: ` : ''}
        {values.start ? formatDateTime(values.start) : CARD_MESSAGES.noStart} –{' '}
        {values.end ? formatDateTime(values.end) : CARD_MESSAGES.unlimited}
      </span>,
    ],
    [
      EDITOR_MESSAGES.summaryDevices,
      DEVICE_CLASSES.filter((target) => values.targets.includes(target))
        .map((target) => DEVICE_CLASS_LABELS[target])
        .join(', ') || EDITOR_MESSAGES.summaryNone,
    ],
    [EDITOR_MESSAGES.summaryScope, scope],
  ];
  if (isGroupMode(context.mode)) {
    const shares = describeShares(values.weights);
    const members = (context.groupMembers ?? []).map((member, index) => `${member.name} (${shares[index]})`);
    rows.splice(1, 0, [GROUP_UI_MESSAGES.summaryMembers, members.join(' · ')]);
  }
  if (values.targets.some(isWebAppTarget)) rows.push([EDITOR_MESSAGES.summaryDisplay, display.join(' · ')]);
  rows.push([EDITOR_MESSAGES.summaryAccounting, list(values.accounting)]);
  rows.push([EDITOR_MESSAGES.summaryExternal, list(values.external)]);
  if (context.allowRecurringPayments && values.variant === '_donation') {
    rows.push([
      EDITOR_MESSAGES.summaryRecurring,
      values.allowRecurring ? EDITOR_MESSAGES.summaryYes : EDITOR_MESSAGES.summaryNo,
    ]);
  }
  const problems = Object.values(allErrors);

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {EDITOR_MESSAGES.summaryIntro}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {problems.length > 0 && context.mode !== 'view' && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {EDITOR_MESSAGES.summaryFix}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {[...new Set(problems)].map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
