/**
 * 'Barsammlung' on the collection card (planning.md §2 "Collection card", §5, §6): shown for plans
 * without a location that are not archived; without the cash module (allow_cash_payments) disabled
 * with the tooltip 'Bargeldmodul fehlt'. A dot tells that entered cash waits for a second person.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { getCashActionState } from '@kollekta/domain';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { canDo } from '../../organizations';
import { cashFeatureQuery } from '../api';
import { CASH_UI_MESSAGES } from '../messages';

// The dialogs bring the date picker: loaded when cash is first opened, not with the planning screen.
const CashDialog = lazy(() => import('./CashDialog').then((module) => ({ default: module.CashDialog })));

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
};

export function CashCardAction({ plan, organization }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const { data: isCashFeatureOn } = useQuery(cashFeatureQuery(organization.id));
  if (isCashFeatureOn === undefined || !canDo(organization, 'READ')) return null;
  const state = getCashActionState({
    isCashFeatureOn,
    hasLocation: plan.location !== null,
    isArchived: plan.isArchived,
  });
  if (state === 'hidden') return null;

  const isDisabled = state === 'disabled';
  const tooltip = isDisabled ? CASH_UI_MESSAGES.featureMissing : CASH_UI_MESSAGES.actionTooltip(plan.name);
  const icon = (
    <Badge
      variant="dot"
      color="warning"
      invisible={isDisabled || !plan.entered_state_payments_exists}
      slotProps={{ badge: { 'aria-label': CASH_UI_MESSAGES.waiting } }}
    >
      <PaymentsOutlinedIcon fontSize="small" />
    </Badge>
  );
  const label = isDisabled
    ? `${CASH_UI_MESSAGES.action}: ${CASH_UI_MESSAGES.featureMissing}`
    : `${CASH_UI_MESSAGES.action}: ${plan.name}`;
  return (
    <>
      <Tooltip title={tooltip}>
        {/* a disabled button fires no events: the span carries the tooltip */}
        <span>
          <Button
            size="small"
            startIcon={icon}
            aria-label={label}
            disabled={isDisabled}
            onClick={() => setIsOpen(true)}
          >
            {CASH_UI_MESSAGES.action}
          </Button>
        </span>
      </Tooltip>
      {isOpen && (
        <Suspense fallback={null}>
          <CashDialog plan={plan} organization={organization} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
