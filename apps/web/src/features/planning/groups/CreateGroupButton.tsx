/**
 * The button 'Sammlungsgruppe' next to the plans table (planning.md §2): enabled with two or more
 * eligible marked candidates that match; its tooltip says what it will do or why it cannot yet.
 */
import { IS_GROUP_EDITOR_ENABLED } from '@kollekta/domain';
import WorkspacesOutlinedIcon from '@mui/icons-material/WorkspacesOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { GROUP_UI_MESSAGES } from '../messages';
import { useGroupPlanning } from './group-planning';

export function CreateGroupButton() {
  const group = useGroupPlanning();
  if (!group || !IS_GROUP_EDITOR_ENABLED) return null;
  const { selection } = group;
  return (
    <Tooltip title={selection.hint}>
      {/* a disabled button gets no pointer events: the span carries the tooltip */}
      <span>
        <Button
          variant="outlined"
          size="small"
          disabled={!selection.canCreate}
          onClick={group.onCreateGroup}
          aria-description={selection.hint}
          startIcon={
            <Badge badgeContent={selection.members.length} color="primary" max={99}>
              <WorkspacesOutlinedIcon fontSize="small" />
            </Badge>
          }
        >
          {GROUP_UI_MESSAGES.createGroup}
        </Button>
      </span>
    </Tooltip>
  );
}
