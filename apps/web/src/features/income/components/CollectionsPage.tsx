/**
 * Income by month, organization.collections at `#/o/{id}/collections` (devices-income-kirchgeld.md
 * §2 "Income by month"): the months with their totals (newest shown first), the recursive switch,
 * and the month itself. Without any income, the spec's text and the support contact.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useStaticConfiguration } from '../../configuration';
import { OrganizationBreadcrumbs, organizationName, organizationQuery } from '../../organizations';
import { usePreferences } from '../../session';
import { incomeMonthsQuery } from '../api';
import { COLLECTIONS_MESSAGES } from '../messages';
import { IncomeLoading } from './IncomeLoading';
import { MonthList } from './MonthList';
import { MonthPanel } from './MonthPanel';

export function CollectionsPage() {
  const params = useParams();
  const { data: organization, isPending, error } = useQuery(organizationQuery(Number(params.id)));
  if (isPending) return <IncomeLoading text={COLLECTIONS_MESSAGES.loading} />;
  if (isApiError(error) && error.status === 404) return <Navigate to="/" replace />;
  if (!organization) return null; // the error bar says what went wrong
  return <Collections organization={organization} />;
}

function Collections({ organization }: { organization: OrganizationDetail }) {
  const [preferences, setPreferences] = usePreferences();
  const hasChildren = organization.children.length > 0;
  const scope = { organizationId: organization.id, recursive: hasChildren && preferences.recursive };
  const months = useQuery(incomeMonthsQuery(scope));
  const [selected, setSelected] = useState<string | null>(null);
  const newest = months.data?.[0]?.month ?? null;
  const month = months.data?.some((entry) => entry.month === selected) ? selected : newest;

  return (
    <Stack spacing={2}>
      <OrganizationBreadcrumbs organizationId={organization.id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1">{COLLECTIONS_MESSAGES.title}</Typography>
          <Typography color="text.secondary">{organizationName(organization)}</Typography>
        </Box>
        {hasChildren && (
          <FormControlLabel
            control={
              <Switch
                checked={scope.recursive}
                onChange={(event) => setPreferences({ recursive: event.target.checked })}
              />
            }
            label={COLLECTIONS_MESSAGES.recursive}
          />
        )}
      </Stack>
      {months.isPending ? (
        <IncomeLoading text={COLLECTIONS_MESSAGES.loading} />
      ) : month === null ? (
        <NoCollections />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <MonthList months={months.data ?? []} selected={month} onSelect={setSelected} />
          <MonthPanel key={`${month}|${scope.recursive}`} scope={scope} month={month} />
        </Box>
      )}
    </Stack>
  );
}

function NoCollections() {
  const { data: configuration } = useStaticConfiguration();
  return (
    <Alert severity="info" variant="outlined">
      <Typography>{COLLECTIONS_MESSAGES.noCollections}</Typography>
      {configuration && (
        <Link href={`mailto:${configuration.support_email}`}>
          {COLLECTIONS_MESSAGES.contact(configuration.support_email)}
        </Link>
      )}
    </Alert>
  );
}
