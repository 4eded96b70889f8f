/**
 * `#/o/{id}/details` ({host}.details, 'Vertragsdaten', administration.md §2 "Contract data"): the
 * organisation's name and identifiers, its addresses, option switches, customer number, donation
 * receipt configurations and billing cards. Who may read the organisation's data sees everything;
 * editors change addresses; superusers change the rest.
 */
import type { OrganizationDetail } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { canDo, organizationQuery, useCurrentOrganizationId } from '../../organizations';
import { useCurrentUser } from '../../session';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';
import { AddressesCard } from './AddressesCard';
import { BillingCard } from './BillingCard';
import { CustomerNumberCard } from './CustomerNumberCard';
import { IdentityCard } from './IdentityCard';
import { OptionSwitchesCard } from './OptionSwitchesCard';
import { ReceiptConfigurationsCard } from './ReceiptConfigurationsCard';

export function ContractDataPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <ContractDataContent organizationId={id} />;
}

function ContractDataContent({ organizationId }: { organizationId: number }) {
  const { data: organization, isPending } = useQuery(organizationQuery(organizationId));
  if (isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{M.loading}</Typography>
      </Stack>
    );
  }
  if (!organization) return null; // the error bar says what went wrong
  return <ContractDataSections organization={organization} />;
}

function ContractDataSections({ organization }: { organization: OrganizationDetail }) {
  const me = useCurrentUser();
  const isSuperuser = Boolean(me?.is_superuser);
  const canRead = isSuperuser || canDo(organization, 'READ_ORG_DATA');
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{M.title}</Typography>
      {!isSuperuser && <Alert severity="info">{M.readOnlyHint}</Alert>}
      <IdentityCard organization={organization} canRead={canRead} />
      <AddressesCard organization={organization} isSuperuser={isSuperuser} canRead={canRead} />
      <OptionSwitchesCard organization={organization} isSuperuser={isSuperuser} />
      {canRead && <CustomerNumberCard organization={organization} isSuperuser={isSuperuser} />}
      <ReceiptConfigurationsCard organization={organization} isSuperuser={isSuperuser} canRead={canRead} />
      <BillingCard organization={organization} isSuperuser={isSuperuser} canRead={canRead} />
    </Stack>
  );
}
