/** One plan in the table: name and devices, type, period, scope, state, actions; opens its card. */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { ListName } from '../../../lib/ListName';
import { canOpenEditorToChange } from '../editor/editor-mode';
import { GroupCardAction } from '../groups/GroupCardAction';
import { CARD_MESSAGES, PLANNING_MESSAGES } from '../messages';
import {
  closeActionLabel,
  isForeignOrganization,
  lockReason,
  planScopeLabel,
  planStatus,
  planTypeLabel,
} from '../plan-display';
import { CollectionCard } from './CollectionCard';
import { DeviceChips } from './DeviceChips';
import { countColumns } from './PlansTable';
import type { PlanActions } from './plan-actions';
import { StatusChip } from './StatusChip';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
  now: number;
  actions: PlanActions;
  canCreate: boolean;
  isNarrow: boolean;
};

export const PlanRow = memo(function PlanRow({
  plan,
  organization,
  now,
  actions,
  canCreate,
  isNarrow,
}: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const cardId = useId();
  const canChange = canOpenEditorToChange(plan);
  const locked = lockReason(plan, organization);
  const status = planStatus(plan);
  const run = (action: (plan: CollectionPlan) => void) => () => {
    setMenuAnchor(null);
    action(plan);
  };

  return (
    <>
      <TableRow
        hover
        data-testid="plan-row"
        aria-label={plan.name}
        sx={{ '& > td': { verticalAlign: 'top' } }}
      >
        <TableCell sx={{ px: 1 }}>
          <IconButton
            size="small"
            aria-label={isOpen ? PLANNING_MESSAGES.hideCard : PLANNING_MESSAGES.showCard}
            aria-expanded={isOpen}
            aria-controls={isOpen ? cardId : undefined}
            onClick={() => setIsOpen((open) => !open)}
          >
            {isOpen ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
          </IconButton>
        </TableCell>
        <TableCell>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {/* cut at 22 characters in the list (planning.md §9); the opened card shows it whole */}
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <ListName name={plan.name} />
            </Typography>
            {locked && (
              <Tooltip title={locked}>
                <LockOutlinedIcon fontSize="inherit" color="action" aria-label={CARD_MESSAGES.locked} />
              </Tooltip>
            )}
          </Stack>
          {isForeignOrganization(plan, organization) && (
            <Typography variant="body2" color="text.secondary">
              {CARD_MESSAGES.fromOrganization(plan.organization_name)}
            </Typography>
          )}
          <Box sx={{ mt: 0.5 }}>
            <DeviceChips targets={plan.targets} />
          </Box>
          {isNarrow && (
            <>
              <Box sx={{ mt: 0.5 }}>
                <Period plan={plan} />
              </Box>
              <Box sx={{ mt: 0.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" color="text.secondary" component="span">
                  {planTypeLabel(plan)}
                </Typography>
                <StatusChip status={status} />
              </Box>
            </>
          )}
        </TableCell>
        {!isNarrow && (
          <>
            <TableCell>{planTypeLabel(plan)}</TableCell>
            <TableCell data-testid="plan-period">
              <Period plan={plan} />
            </TableCell>
            <TableCell>
              <Typography variant="body2">{planScopeLabel(plan, { organization })}</Typography>
            </TableCell>
            <TableCell>
              <StatusChip status={status} />
            </TableCell>
          </>
        )}
        <TableCell sx={{ px: 0.5 }}>
          {/* the row keeps what one does across plans; the card (opened above) has every action */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', maxWidth: 3 * 34 }}>
            <Tooltip title={canChange ? CARD_MESSAGES.edit : CARD_MESSAGES.view}>
              <IconButton
                size="small"
                aria-label={`${canChange ? CARD_MESSAGES.edit : CARD_MESSAGES.view}: ${plan.name}`}
                onClick={() => actions.onOpenEditor(plan)}
              >
                {canChange ? (
                  <EditOutlinedIcon fontSize="small" />
                ) : (
                  <VisibilityOutlinedIcon fontSize="small" />
                )}
              </IconButton>
            </Tooltip>
            <GroupCardAction plan={plan} organization={organization} variant="row" />
            <IconButton
              size="small"
              aria-label={`${CARD_MESSAGES.moreActions}: ${plan.name}`}
              aria-haspopup="menu"
              onClick={(event) => setMenuAnchor(event.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            {menuAnchor && (
              <Menu anchorEl={menuAnchor} open onClose={() => setMenuAnchor(null)}>
                <MenuItem onClick={run(actions.onDetails)}>{CARD_MESSAGES.details}</MenuItem>
                {canCreate && (
                  <MenuItem onClick={run(actions.onDuplicate)}>{CARD_MESSAGES.duplicate}</MenuItem>
                )}
                {plan.can_close && (
                  <MenuItem onClick={run(actions.onClose)}>{closeActionLabel(plan)}</MenuItem>
                )}
                {plan.can_exclude && (
                  <MenuItem onClick={run(actions.onExclude)}>{CARD_MESSAGES.exclude}</MenuItem>
                )}
                {plan.can_delete && (
                  <MenuItem onClick={run(actions.onDelete)} sx={{ color: 'error.main' }}>
                    {CARD_MESSAGES.delete}
                  </MenuItem>
                )}
              </Menu>
            )}
          </Box>
        </TableCell>
      </TableRow>
      {isOpen && (
        <TableRow>
          <TableCell
            colSpan={countColumns(isNarrow)}
            id={cardId}
            sx={{ bgcolor: 'background.default', py: 1.5 }}
          >
            <Box sx={{ maxWidth: 560 }}>
              <CollectionCard plan={plan} organization={organization} now={now} actions={actions} />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
});

function Period({ plan }: { plan: CollectionPlan }) {
  return (
    <Box sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="plan-window">
      <Typography variant="body2">
        {plan.start ? formatDateTime(plan.start) : CARD_MESSAGES.noStart}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        – {plan.end ? formatDateTime(plan.end) : CARD_MESSAGES.unlimited}
      </Typography>
    </Box>
  );
}
