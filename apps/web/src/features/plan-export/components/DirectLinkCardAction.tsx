/**
 * 'Direktlink' on the collection card (planning.md §2 "direct link / QR code"): opens the dialog with
 * the plan's links in the web apps it runs on and their QR codes.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { DIRECT_LINK_MESSAGES } from '../messages';
import { DirectLinkDialog } from './DirectLinkDialog';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
};

export function DirectLinkCardAction({ plan, organization }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      {/* describeChild: the button keeps its visible label as its name */}
      <Tooltip title={DIRECT_LINK_MESSAGES.tooltip} describeChild>
        <Button size="small" startIcon={<QrCode2Icon />} onClick={() => setIsOpen(true)}>
          {DIRECT_LINK_MESSAGES.action}
        </Button>
      </Tooltip>
      {isOpen && (
        <DirectLinkDialog plan={plan} organizationId={organization.id} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
