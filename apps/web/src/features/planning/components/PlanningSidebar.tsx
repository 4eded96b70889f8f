/**
 * The left column of the planning screen (planning.md §2): year navigation, the search, the
 * switch between current plans and the archive, the paged list of days with the page's date
 * range in its footer, the download and the help button.
 */
import type { CalendarSetting } from '@kollekta/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearIcon from '@mui/icons-material/Clear';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PlanDownloadButton } from '../../plan-export';
import type { PlansView } from '../api';
import { PLANNING_MESSAGES } from '../messages';
import type { DayGroup } from '../plan-grouping';
import { DayRangeList } from './DayRangeList';

export type PagerState = {
  page: number;
  pageCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

type Props = {
  organizationId: number;
  year: number;
  search: string;
  onSearchChange: (search: string) => void;
  view: PlansView;
  onViewChange: (view: PlansView) => void;
  pageGroups: DayGroup[];
  pager: PagerState;
  calendarSetting: CalendarSetting;
  onJumpToGroup: (group: DayGroup) => void;
  onHelp: () => void;
};

export function PlanningSidebar({
  organizationId,
  year,
  search,
  onSearchChange,
  view,
  onViewChange,
  pageGroups,
  pager,
  calendarSetting,
  onJumpToGroup,
  onHelp,
}: Props) {
  return (
    <Paper
      variant="outlined"
      component="aside"
      // sticky beside the table, scrolling on its own when it is taller than the window
      sx={{
        p: 2,
        position: { md: 'sticky' },
        top: { md: 88 },
        maxHeight: { md: 'calc(100vh - 104px)' },
        overflowY: { md: 'auto' },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/o/${organizationId}/plans/${year - 1}`}
          startIcon={<ChevronLeftIcon />}
          size="small"
        >
          {PLANNING_MESSAGES.previousYear}
        </Button>
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{year}</Typography>
        <Button
          component={RouterLink}
          to={`/o/${organizationId}/plans/${year + 1}`}
          endIcon={<ChevronRightIcon />}
          size="small"
        >
          {PLANNING_MESSAGES.nextYear}
        </Button>
      </Stack>
      <TextField
        size="small"
        label={PLANNING_MESSAGES.search}
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={PLANNING_MESSAGES.clearSearch}
                  onClick={() => onSearchChange('')}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
          // a plain text field: 'search' would add the browser's own clear button beside ours
          htmlInput: { enterKeyHint: 'search' },
        }}
      />
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={view}
        aria-label={PLANNING_MESSAGES.view}
        onChange={(_event, next: PlansView | null) => {
          if (next) onViewChange(next);
        }}
        sx={{ mt: 1, '& .MuiToggleButton-root': { px: 1, whiteSpace: 'nowrap' } }}
      >
        <ToggleButton value="current">{PLANNING_MESSAGES.viewCurrent}</ToggleButton>
        <ToggleButton value="archive">{PLANNING_MESSAGES.viewArchive}</ToggleButton>
      </ToggleButtonGroup>
      <Divider sx={{ my: 2 }} />
      <DayRangeList
        groups={pageGroups}
        pager={pager}
        calendarSetting={calendarSetting}
        onJumpToGroup={onJumpToGroup}
      />
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <PlanDownloadButton organizationId={organizationId} />
        <Button size="small" startIcon={<HelpOutlineIcon />} onClick={onHelp}>
          {PLANNING_MESSAGES.help}
        </Button>
      </Box>
    </Paper>
  );
}
