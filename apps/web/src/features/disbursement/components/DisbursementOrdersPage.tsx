/**
 * 'Kollektenweiterleitung', `#/o/{id}/evaluation/disbursement-orders` ({host}.disbursementOrders,
 * administration.md §2 "Lists", §6): the level of the organisation decides the view — district and
 * region see per collection how far their parishes are and order the transfers (parent view), parish
 * and other see their own orders and close their cash (child view). Without DISBURSEMENT_ORDER the
 * spec's text stands instead; the server refuses the calls anyway (403), which shows the same text.
 */
import type { OrganizationLevel } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { canDo, organizationQuery, useCurrentOrganizationId } from '../../organizations';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { ChildOrdersView } from './ChildOrdersView';
import { LoadingLine } from './LoadingLine';
import { NoPermission } from './NoPermission';
import { ParentDisbursementView } from './ParentDisbursementView';

const PARENT_LEVELS: readonly OrganizationLevel[] = ['region', 'district'];
const CHILD_LEVELS: readonly OrganizationLevel[] = ['parish', 'other'];

export function DisbursementOrdersPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <DisbursementOrders organizationId={id} />;
}

function DisbursementOrders({ organizationId }: { organizationId: number }) {
  const { data: organization, isPending } = useQuery(organizationQuery(organizationId));
  if (isPending) return <LoadingLine text={M.loading} />;
  if (!organization) return null; // the error bar says what went wrong
  const view = PARENT_LEVELS.includes(organization.level)
    ? 'parent'
    : CHILD_LEVELS.includes(organization.level)
      ? 'child'
      : null;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{M.title}</Typography>
      {!canDo(organization, 'DISBURSEMENT_ORDER') ? (
        <NoPermission />
      ) : view === 'parent' ? (
        <ParentDisbursementView organizationId={organizationId} />
      ) : view === 'child' ? (
        <ChildOrdersView organizationId={organizationId} />
      ) : (
        <Alert severity="info">{M.unsupportedLevel}</Alert>
      )}
    </Stack>
  );
}
