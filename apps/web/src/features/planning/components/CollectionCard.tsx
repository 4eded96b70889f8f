/**
 * One collection plan as a card (planning.md §2 "Collection card"): device chips, name, type,
 * scope, start and end, the elapsed share of its window, a locked badge and the action row.
 * Actions of the later issue (priority, QR mail, cash, direct link, evaluation, group) get their
 * place in the same row once they work.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { ListName } from '../../../lib/ListName';
import { CashCardAction } from '../../cash';
import { DonationMeterCardAction } from '../../donation-meter';
import { EvaluationCardAction } from '../../evaluation';
import { QrNotificationCardAction } from '../../notifications';
import { DirectLinkCardAction } from '../../plan-export';
import { canOpenEditorToChange } from '../editor/editor-mode';
import { GroupCardAction } from '../groups/GroupCardAction';
import { CARD_MESSAGES } from '../messages';
import {
  closeActionLabel,
  elapsedPercent,
  isExcludedHere,
  isForeignOrganization,
  lockReason,
  planScopeLabel,
  planStatus,
  planTypeLabel,
} from '../plan-display';
import { PriorityChooser } from '../priority/PriorityChooser';
import { DeviceChips } from './DeviceChips';
import type { PlanActions } from './plan-actions';
import { StatusChip } from './StatusChip';

type Props = {
  plan: CollectionPlan;
  organization: OrganizationDetail;
  now: number;
  actions: PlanActions;
};

export const CollectionCard = memo(function CollectionCard({ plan, organization, now, actions }: Props) {
  // the share of the window that has passed, once it has begun
  const percent = plan.hasStarted ? elapsedPercent(plan, now) : null;
  const locked = lockReason(plan, organization);
  const status = planStatus(plan);
  const isForeign = isForeignOrganization(plan, organization);
  const canChange = canOpenEditorToChange(plan);

  return (
    <Card
      component="article"
      aria-label={plan.name}
      data-testid="collection-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <DeviceChips targets={plan.targets} />
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
            {isExcludedHere(plan) && (
              <Chip size="small" icon={<BlockIcon />} label={CARD_MESSAGES.excluded} color="warning" />
            )}
            {locked && (
              <Tooltip title={locked}>
                <Chip
                  size="small"
                  icon={<LockOutlinedIcon />}
                  label={CARD_MESSAGES.locked}
                  aria-label={`${CARD_MESSAGES.locked}: ${locked}`}
                  data-testid="locked-badge"
                />
              </Tooltip>
            )}
          </Stack>
        </Stack>
        {/* cut at 22 characters like every name in a list (planning.md §9); the details show it whole */}
        <Typography variant="h3" component="h3" sx={{ mt: 1.5 }}>
          <ListName name={plan.name} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[
            planTypeLabel(plan),
            planScopeLabel(plan, { organization }),
            isForeign ? CARD_MESSAGES.fromOrganization(plan.organization_name) : null,
            plan.foreign ? CARD_MESSAGES.foreign : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.25,
            my: 1.5,
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, fontVariantNumeric: 'tabular-nums' },
          }}
        >
          <dt>{CARD_MESSAGES.start}</dt>
          <dd data-testid="plan-start">{plan.start ? formatDateTime(plan.start) : CARD_MESSAGES.noStart}</dd>
          <dt>{CARD_MESSAGES.end}</dt>
          <dd data-testid="plan-end">{plan.end ? formatDateTime(plan.end) : CARD_MESSAGES.unlimited}</dd>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={status} />
          {percent !== null && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={CARD_MESSAGES.progress(percent)}
                sx={{ height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" color="text.secondary">
                {CARD_MESSAGES.progress(percent)}
              </Typography>
            </Box>
          )}
        </Stack>
        <PriorityChooser plan={plan} organization={organization} />
      </CardContent>
      <CardActions
        aria-label={CARD_MESSAGES.actions}
        sx={{ px: 2, pb: 1.5, pt: 0, flexWrap: 'wrap', gap: 0.5, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        <Button
          size="small"
          startIcon={canChange ? <EditOutlinedIcon /> : <VisibilityOutlinedIcon />}
          onClick={() => actions.onOpenEditor(plan)}
        >
          {canChange ? CARD_MESSAGES.edit : CARD_MESSAGES.view}
        </Button>
        <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={() => actions.onDetails(plan)}>
          {CARD_MESSAGES.details}
        </Button>
        {plan.can_close && (
          <Button
            size="small"
            color="warning"
            startIcon={<StopCircleOutlinedIcon />}
            onClick={() => actions.onClose(plan)}
          >
            {closeActionLabel(plan)}
          </Button>
        )}
        {plan.can_exclude && (
          <Button
            size="small"
            color="warning"
            startIcon={<BlockIcon />}
            onClick={() => actions.onExclude(plan)}
          >
            {CARD_MESSAGES.exclude}
          </Button>
        )}
        <EvaluationCardAction plan={plan} organization={organization} />
        <QrNotificationCardAction plan={plan} organization={organization} />
        <DonationMeterCardAction plan={plan} organization={organization} />
        <CashCardAction plan={plan} organization={organization} />
        <DirectLinkCardAction plan={plan} organization={organization} />
        <GroupCardAction plan={plan} organization={organization} />
      </CardActions>
    </Card>
  );
});
