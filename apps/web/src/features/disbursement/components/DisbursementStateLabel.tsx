/**
 * The state of an order with its icon (administration.md §4 "Disbursement states"): transferred =
 * done (erledigt), in_progress = to process (zu bearbeiten), all others deselected (abgewählt). The
 * icon's meaning is its accessible name; the state's own label stands beside it.
 */
import type { DisbursementOrderState } from '@kollekta/contract';
import {
  DISBURSEMENT_ICON_LABELS,
  DISBURSEMENT_STATE_LABELS,
  type DisbursementIcon,
  disbursementIcon,
} from '@kollekta/domain';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';

const ICONS: Record<DisbursementIcon, { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }> = {
  done: { Icon: CheckCircleOutlinedIcon, color: 'success' },
  to_process: { Icon: PendingActionsIcon, color: 'warning' },
  deselected: { Icon: RadioButtonUncheckedIcon, color: 'action' },
};

export function DisbursementStateLabel({ state }: { state: DisbursementOrderState }) {
  const icon = disbursementIcon(state);
  const { Icon, color } = ICONS[icon];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 130 }}>
      <Icon
        fontSize="small"
        color={color}
        role="img"
        aria-label={DISBURSEMENT_ICON_LABELS[icon]}
        data-icon={icon}
        titleAccess={DISBURSEMENT_ICON_LABELS[icon]}
      />
      <Typography variant="body2" data-state={state}>
        {DISBURSEMENT_STATE_LABELS[state]}
      </Typography>
    </Stack>
  );
}
