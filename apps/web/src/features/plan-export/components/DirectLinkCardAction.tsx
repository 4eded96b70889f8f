/**
 * 'Direktlink' on the collection card (planning.md §2 "direct link / QR code"): opens the dialog with
 * the plan's links in the web apps it runs on and their QR codes.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { DIRECT_LINK_MESSAGES } from '../messages';
import { DirectLinkDialog } from './DirectLinkDialog';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
  /** an icon only, for the action cell of the plan table */
  compact?: boolean;
};

export function DirectLinkCardAction({ plan, organization, compact = false }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      {compact ? (
        <Tooltip title={DIRECT_LINK_MESSAGES.tooltip}>
          <IconButton
            size="small"
            aria-label={`${DIRECT_LINK_MESSAGES.action}: ${plan.name}`}
            onClick={() => setIsOpen(true)}
          >
            <QrCode2Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        // describeChild: the button keeps its visible label as its name
        <Tooltip title={DIRECT_LINK_MESSAGES.tooltip} describeChild>
          <Button size="small" startIcon={<QrCode2Icon />} onClick={() => setIsOpen(true)}>
            {DIRECT_LINK_MESSAGES.action}
          </Button>
        </Tooltip>
      )}
      {isOpen && (
        <DirectLinkDialog plan={plan} organizationId={organization.id} onClose={() => setIsOpen(false)} />
      )}
    </>
  );
}
