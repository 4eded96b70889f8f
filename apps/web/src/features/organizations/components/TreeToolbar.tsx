/** Search, level filter and the expand/collapse buttons above the organisation tree. */
import { ORGANIZATION_LEVEL_LABELS, ORGANIZATION_LEVELS } from '@kollekta/domain';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LevelFilter } from '../../session';
import { ORGANIZATION_MESSAGES } from '../messages';

type Props = {
  search: string;
  onSearchChange: (value: string) => void;
  levelFilter: LevelFilter;
  onLevelFilterChange: (value: LevelFilter) => void;
  canExpand: boolean;
  onExpandAll: () => void;
  onCollapseAll: () => void;
};

export function TreeToolbar(props: Props) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 1.5, md: 2 }}
      sx={{ alignItems: { md: 'center' } }}
    >
      <TextField
        label={ORGANIZATION_MESSAGES.search}
        placeholder={ORGANIZATION_MESSAGES.searchPlaceholder}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        type="search"
        size="small"
        margin="none"
        sx={{ flex: 2, minWidth: 0 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label={ORGANIZATION_MESSAGES.levelFilter}
        value={props.levelFilter}
        onChange={(event) => props.onLevelFilterChange(event.target.value as LevelFilter)}
        size="small"
        margin="none"
        sx={{ flex: 1, minWidth: 180 }}
      >
        <MenuItem value="all">{ORGANIZATION_MESSAGES.allLevels}</MenuItem>
        {ORGANIZATION_LEVELS.map((level) => (
          <MenuItem key={level} value={level}>
            {ORGANIZATION_LEVEL_LABELS[level]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button startIcon={<UnfoldMoreIcon />} onClick={props.onExpandAll} disabled={!props.canExpand}>
          {ORGANIZATION_MESSAGES.expandAll}
        </Button>
        <Button startIcon={<UnfoldLessIcon />} onClick={props.onCollapseAll} disabled={!props.canExpand}>
          {ORGANIZATION_MESSAGES.collapseAll}
        </Button>
      </Stack>
    </Stack>
  );
}
