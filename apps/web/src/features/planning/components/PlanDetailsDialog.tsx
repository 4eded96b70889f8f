/**
 * The details of a plan (planning.md §2 "Details dialog"): group, description, website, display
 * purposes per device, accounting data in tabs, and whether recurring donations are allowed.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { DEVICE_CLASS_LABELS, type DeviceClass } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { GroupEntries } from '../groups/GroupEntries';
import { CARD_MESSAGES, DIALOG_MESSAGES } from '../messages';
import { planTypeLabel } from '../plan-display';

type Props = { plan: CollectionPlan | null; onClose: () => void };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 2.5 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Pairs({ entries }: { entries: [string, string][] }) {
  if (entries.length === 0)
    return <Typography color="text.secondary">{DIALOG_MESSAGES.detailsNoData}</Typography>;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere', mb: { xs: 0.75, sm: 0 } },
      }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <dt>{key}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

function filled(record: Record<string, string | null> | undefined): [string, string][] {
  return Object.entries(record ?? {}).flatMap(([key, value]) =>
    value ? [[key, value] as [string, string]] : [],
  );
}

function displayLabel(key: string): string {
  return key in DEVICE_CLASS_LABELS
    ? DEVICE_CLASS_LABELS[key as DeviceClass]
    : DIALOG_MESSAGES.detailsDisplayDefault;
}

export function PlanDetailsDialog({ plan, onClose }: Props) {
  const titleId = useId();
  const [tab, setTab] = useState<'accounting' | 'external'>('accounting');
  if (!plan) return null;
  const website = plan.meta.external_fields?.www ?? null;
  const description = plan.meta.description?.text.trim();
  const display = Object.entries(plan.display).filter(([, text]) => text.trim().length > 0);

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {DIALOG_MESSAGES.detailsTitle(plan.name)}
      </DialogTitle>
      <DialogContent dividers>
        <Section title={DIALOG_MESSAGES.detailsPeriod}>
          <Typography>
            {planTypeLabel(plan)} · {plan.start ? formatDateTime(plan.start) : CARD_MESSAGES.noStart} –{' '}
            {plan.end ? formatDateTime(plan.end) : CARD_MESSAGES.unlimited}
          </Typography>
          <Typography color="text.secondary">
            {DIALOG_MESSAGES.detailsOrganization}: {plan.organization_name}
          </Typography>
        </Section>
        <Section title={DIALOG_MESSAGES.detailsGroup}>
          <GroupEntries plan={plan} />
        </Section>
        <Section title={DIALOG_MESSAGES.detailsDescription}>
          <Typography sx={{ whiteSpace: 'pre-line' }} color={description ? 'text.primary' : 'text.secondary'}>
            {description || DIALOG_MESSAGES.detailsNoDescription}
          </Typography>
        </Section>
        <Section title={DIALOG_MESSAGES.detailsWebsite}>
          {website ? (
            <Link
              href={/^https?:\/\//.test(website) ? website : `https://${website}`}
              target="_blank"
              rel="noopener"
            >
              {website}
            </Link>
          ) : (
            <Typography color="text.secondary">{DIALOG_MESSAGES.detailsNoWebsite}</Typography>
          )}
        </Section>
        <Section title={DIALOG_MESSAGES.detailsDisplay}>
          <Pairs entries={display.map(([key, text]) => [displayLabel(key), text])} />
        </Section>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tabs value={tab} onChange={(_event, next: 'accounting' | 'external') => setTab(next)}>
            <Tab value="accounting" label={DIALOG_MESSAGES.detailsAccounting} />
            <Tab value="external" label={DIALOG_MESSAGES.detailsExternal} />
          </Tabs>
        </Box>
        <Box role="tabpanel" sx={{ pt: 1.5, minHeight: 80 }}>
          <Pairs entries={filled(tab === 'accounting' ? plan.meta.accounting : plan.meta.external_fields)} />
        </Box>
        <FormControlLabel
          control={<Checkbox checked={plan.allow_recurring} disabled />}
          label={DIALOG_MESSAGES.detailsRecurring}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="contained" onClick={onClose}>
          {DIALOG_MESSAGES.closeDialog}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
