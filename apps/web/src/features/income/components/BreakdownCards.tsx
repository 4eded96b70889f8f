/**
 * The dashboard's cards 'Bezahlarten', 'Geräte', 'Sammlungen' (a list; a click opens the
 * evaluation) and 'Sammlungstyp': each entry with its amount, count and share of the total. The
 * evaluation of a device class shows its 'Gerätetypen', and in place of the 'Bezahlarten' where to
 * find them: the server keeps no sums per payment method and class.
 */
import type { Statistics } from '@kollekta/contract';
import {
  COLLECTION_KIND_COLORS,
  COLLECTION_KIND_LABELS,
  centsToDecimalString,
  deviceTypeLabel,
  paymentTypeLabel,
  toCollectionKind,
  truncateName,
  UNKNOWN_DEVICE_NAME,
  UNKNOWN_PLAN_NAME,
} from '@kollekta/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { formatAmount, toCents } from '../income-format';
import { COLLECTIONS_MESSAGES, DASHBOARD_MESSAGES, DEVICE_CLASS_EVALUATION_MESSAGES } from '../messages';

export type BreakdownEntry = {
  key: string;
  label: string;
  secondary?: string;
  amount: string;
  currency: string;
  payments: number;
  color?: string;
  onClick?: () => void;
};

type PlanEntry = Statistics['byCollectionPlan'][number];

function ShareRow({ entry, total }: { entry: BreakdownEntry; total: number }) {
  const share = total > 0 ? (toCents(entry.amount) / total) * 100 : 0;
  const content: ReactNode = (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{entry.label}</Typography>
        <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {formatAmount(entry.amount, entry.currency)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, share)}
        aria-hidden
        sx={{
          height: 6,
          my: 0.5,
          borderRadius: 3,
          ...(entry.color ? { '& .MuiLinearProgress-bar': { bgcolor: entry.color } } : {}),
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[entry.secondary, DASHBOARD_MESSAGES.paymentCount(entry.payments)].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
  if (entry.onClick) {
    return (
      <ListItem disablePadding>
        <ListItemButton onClick={entry.onClick} sx={{ px: 1 }}>
          {content}
          {/* the name says what a click does, after the text it shows (WCAG 2.5.3 label in name) */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {DASHBOARD_MESSAGES.evaluateHint}
          </Box>
        </ListItemButton>
      </ListItem>
    );
  }
  return <ListItem sx={{ px: 1 }}>{content}</ListItem>;
}

/** A card of entries with their amount, count and share of the card's total; or of a note instead. */
export function BreakdownCard({
  title,
  entries,
  isScrolling = false,
  note,
}: {
  title: string;
  entries: BreakdownEntry[];
  isScrolling?: boolean;
  note?: string;
}) {
  const total = entries.reduce((sum, entry) => sum + toCents(entry.amount), 0);
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2">{title}</Typography>
        {note ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        ) : (
          <List dense aria-label={title} sx={isScrolling ? { maxHeight: 420, overflowY: 'auto' } : undefined}>
            {entries.map((entry) => (
              <ShareRow key={entry.key} entry={entry} total={total} />
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

type Props = {
  statistics: Statistics;
  organizationId: number;
  onEvaluate: (plan: PlanEntry) => void;
  /** the statistics of one device class: without payment methods (byPaymentType is empty) */
  isDeviceClass?: boolean;
};

export function BreakdownCards({ statistics, organizationId, onEvaluate, isDeviceClass = false }: Props) {
  const methods: BreakdownEntry[] = statistics.byPaymentType.map((row) => ({
    key: `${row.currency}|${row.type}|${row.id}`,
    label: paymentTypeLabel(row.id, row.type),
    amount: row.amount,
    currency: row.currency,
    payments: row.payments,
  }));
  const devices: BreakdownEntry[] = statistics.byDeviceType.map((row) => ({
    key: `${row.currency}|${row.id}`,
    label: row.id ? deviceTypeLabel(row.id) : UNKNOWN_DEVICE_NAME,
    amount: row.amount,
    currency: row.currency,
    payments: row.payments,
  }));
  const plans: BreakdownEntry[] = statistics.byCollectionPlan.map((row) => {
    const kind = toCollectionKind(row.collectionType, row.collectionVariant);
    const name = row.id === null ? COLLECTIONS_MESSAGES.noCollection : (row.name ?? UNKNOWN_PLAN_NAME);
    const organization =
      row.organization && row.organization.id !== organizationId ? row.organization.name : null;
    return {
      key: `${row.currency}|${row.id}|${kind}`,
      label: truncateName(name),
      secondary: [COLLECTION_KIND_LABELS[kind], organization].filter(Boolean).join(', '),
      amount: row.amount,
      currency: row.currency,
      payments: row.payments,
      color: COLLECTION_KIND_COLORS[kind],
      ...(row.id === null ? {} : { onClick: () => onEvaluate(row) }),
    };
  });
  for (const rest of statistics.byCollectionPlanRest) {
    plans.push({
      key: `${rest.currency}|rest`,
      label: DASHBOARD_MESSAGES.moreCollections(rest.plans),
      amount: rest.amount,
      currency: rest.currency,
      payments: rest.payments,
    });
  }
  const kinds = new Map<string, BreakdownEntry>();
  for (const row of statistics.byCollectionType) {
    const kind = toCollectionKind(row.collectionType, row.collectionVariant);
    const key = `${row.currency}|${kind}`;
    const existing = kinds.get(key);
    kinds.set(key, {
      key,
      label: COLLECTION_KIND_LABELS[kind],
      amount: existing ? centsToDecimalString(toCents(existing.amount) + toCents(row.amount)) : row.amount,
      currency: row.currency,
      payments: (existing?.payments ?? 0) + row.payments,
      color: COLLECTION_KIND_COLORS[kind],
    });
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <BreakdownCard
        title={DASHBOARD_MESSAGES.paymentTypes}
        entries={methods}
        note={isDeviceClass ? DEVICE_CLASS_EVALUATION_MESSAGES.noPaymentTypes : undefined}
      />
      <BreakdownCard
        title={isDeviceClass ? DEVICE_CLASS_EVALUATION_MESSAGES.deviceTypes : DASHBOARD_MESSAGES.devices}
        entries={devices}
      />
      <BreakdownCard title={DASHBOARD_MESSAGES.collections} entries={plans} isScrolling />
      <BreakdownCard title={DASHBOARD_MESSAGES.collectionType} entries={[...kinds.values()]} />
    </Box>
  );
}
