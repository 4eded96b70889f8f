/** A group of the filter builder: and/or, 'nicht' (for inner groups), its conditions and subgroups. */
import type { KgOrganization } from '@kollekta/contract';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { CriterionEditor } from './CriterionEditor';
import { type DraftGroup, type DraftNode, emptyGroup, newCriterion } from './filter-draft';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

type Props = {
  group: DraftGroup;
  isRoot: boolean;
  depth: number;
  organizations: readonly KgOrganization[];
  today: string;
  showMissing: boolean;
  onChange(group: DraftGroup): void;
  onRemove?(): void;
};

/** deeper groups than this are refused by the server's limits anyway */
const MAX_BUILDER_DEPTH = 4;

export function FilterGroupEditor(props: Props) {
  const { group, onChange } = props;
  const replaceChild = (id: string, node: DraftNode | null) =>
    onChange({
      ...group,
      children: node
        ? group.children.map((child) => (child.id === id ? node : child))
        : group.children.filter((child) => child.id !== id),
    });
  const add = (node: DraftNode) => onChange({ ...group, children: [...group.children, node] });

  return (
    <Box
      sx={{
        borderLeft: props.isRoot ? 0 : 3,
        borderColor: 'primary.light',
        pl: props.isRoot ? 0 : 2,
        py: props.isRoot ? 0 : 1,
      }}
      role="group"
      aria-label={props.isRoot ? TEXTS.builderTitle : TEXTS.addGroup}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {!props.isRoot && (
          <FormControlLabel
            control={
              <Checkbox
                checked={group.negated}
                onChange={(event) => onChange({ ...group, negated: event.target.checked })}
              />
            }
            label={TEXTS.negate}
          />
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={group.combinator}
          onChange={(_event, combinator: 'and' | 'or' | null) =>
            combinator && onChange({ ...group, combinator })
          }
        >
          <ToggleButton value="and">{TEXTS.allOf}</ToggleButton>
          <ToggleButton value="or">{TEXTS.anyOf}</ToggleButton>
        </ToggleButtonGroup>
        {props.onRemove && (
          <Tooltip title={TEXTS.removeGroup}>
            <IconButton aria-label={TEXTS.removeGroup} onClick={props.onRemove}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Stack spacing={1.5}>
        {group.children.length === 0 && <Typography color="text.secondary">{TEXTS.emptyGroup}</Typography>}
        {group.children.map((child) =>
          child.kind === 'group' ? (
            <FilterGroupEditor
              key={child.id}
              {...props}
              group={child}
              isRoot={false}
              depth={props.depth + 1}
              onChange={(changed) => replaceChild(child.id, changed)}
              onRemove={() => replaceChild(child.id, null)}
            />
          ) : (
            <CriterionEditor
              key={child.id}
              criterion={child}
              organizations={props.organizations}
              today={props.today}
              showMissing={props.showMissing}
              onChange={(changed) => replaceChild(child.id, changed)}
              onRemove={() => replaceChild(child.id, null)}
            />
          ),
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" startIcon={<AddIcon />} onClick={() => add(newCriterion())}>
          {TEXTS.addCriterion}
        </Button>
        {props.depth < MAX_BUILDER_DEPTH && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => add({ ...emptyGroup('or'), children: [newCriterion()] })}
          >
            {TEXTS.addGroup}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
