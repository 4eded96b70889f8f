/** The status icon and text of a receipt request (administration.md §5 "Donation receipt status"). */
import type { DonationReceiptRequest } from '@kollekta/contract';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { describeReceiptStatus, type ReceiptStatusKind } from '../receipt-status';

const ICONS: Record<ReceiptStatusKind, { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }> =
  {
    paymentPending: { Icon: HourglassEmptyIcon, color: 'warning' },
    paymentConfirmed: { Icon: PendingActionsIcon, color: 'info' },
    downloaded: { Icon: CheckCircleOutlinedIcon, color: 'success' },
    unopened: { Icon: MarkEmailUnreadOutlinedIcon, color: 'primary' },
    archived: { Icon: ArchiveOutlinedIcon, color: 'disabled' },
    notRequired: { Icon: InfoOutlinedIcon, color: 'action' },
  };

export function ReceiptStatusLabel({ request }: { request: DonationReceiptRequest }) {
  const status = describeReceiptStatus(request);
  const { Icon, color } = ICONS[status.kind];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', minWidth: 140 }}>
      <Icon fontSize="small" color={color} aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2" data-status={status.kind}>
        {status.text}
      </Typography>
    </Stack>
  );
}
