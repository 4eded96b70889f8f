/**
 * The group action of a collection card and a table row (planning.md §2 "marking as group
 * candidate"): an eligible plan can be marked and unmarked as a candidate; a group offers
 * 'Gruppe duplizieren', which opens the editor in the mode group-duplicate.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { IS_GROUP_EDITOR_ENABLED } from '@kollekta/domain';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { GROUP_UI_MESSAGES } from '../messages';
import { isForeignOrganization } from '../plan-display';
import { useGroupPlanning } from './group-planning';

type Props = { plan: CollectionPlan; organization: OrganizationDetail; variant?: 'card' | 'row' };

export function GroupCardAction({ plan, organization, variant = 'card' }: Props) {
  const group = useGroupPlanning();
  if (!group?.canWrite || !IS_GROUP_EDITOR_ENABLED) return null;
  const isGroup = (plan.members?.length ?? 0) > 0;
  if (isGroup && !isForeignOrganization(plan, organization)) {
    const label = `${GROUP_UI_MESSAGES.duplicateGroup}: ${plan.name}`;
    // a row shows a plain title, not a tooltip component: a page of the table has many rows
    return variant === 'row' ? (
      <IconButton
        size="small"
        title={GROUP_UI_MESSAGES.duplicateGroup}
        aria-label={label}
        onClick={() => group.onDuplicateGroup(plan)}
      >
        <ContentCopyOutlinedIcon fontSize="small" />
      </IconButton>
    ) : (
      <Button
        size="small"
        startIcon={<ContentCopyOutlinedIcon />}
        aria-label={label}
        onClick={() => group.onDuplicateGroup(plan)}
      >
        {GROUP_UI_MESSAGES.duplicateGroup}
      </Button>
    );
  }
  if (!plan.isEligibleForCollectionPlanGroup) return null;
  const isMarked = group.isMarked(plan);
  const title = isMarked ? GROUP_UI_MESSAGES.unmark : GROUP_UI_MESSAGES.mark;
  const button = (
    <IconButton
      size="small"
      color={isMarked ? 'primary' : 'default'}
      title={variant === 'row' ? title : undefined}
      aria-label={`${title}: ${plan.name}`}
      aria-pressed={isMarked}
      onClick={() => group.toggle(plan)}
    >
      {isMarked ? <PlaylistAddCheckIcon fontSize="small" /> : <PlaylistAddIcon fontSize="small" />}
    </IconButton>
  );
  return variant === 'row' ? button : <Tooltip title={title}>{button}</Tooltip>;
}
