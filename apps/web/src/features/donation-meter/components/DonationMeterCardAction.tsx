/**
 * 'Spendenbarometer' on the collection card (planning.md §2 "Donation meter dialog", §6): for
 * superusers, on plans that run in the donation app (WS).
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { canCreateDonationMeter } from '@kollekta/domain';
import SpeedIcon from '@mui/icons-material/Speed';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useCurrentUser } from '../../session';
import { DONATION_METER_MESSAGES } from '../messages';
import { DonationMeterDialog } from './DonationMeterDialog';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
};

export function DonationMeterCardAction({ plan, organization }: Props) {
  const me = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  if (!canCreateDonationMeter({ isSuperuser: Boolean(me?.is_superuser) }, plan)) return null;
  const _hasMeter = plan.meta.donation_meter !== undefined;
  return (
    <>
      <Tooltip title={DONATION_METER_MESSAGES.actionLabel(plan.name)}>
        <Button size="small" startIcon={<SpeedIcon />} onClick={() => setIsOpen(true)}>
          {DONATION_METER_MESSAGES.action}
        </Button>
      </Tooltip>
      {isOpen && (
        <DonationMeterDialog plan={plan} organization={organization} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
