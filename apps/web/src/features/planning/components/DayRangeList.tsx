/**
 * The paged list of days with their collection windows. Its footer shows the date range of the
 * page instead of "1–10 of 52", and the page size (10 by default; 'Alle' shows every day).
 */
import type { CalendarSetting } from '@kollekta/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { formatDate, formatIsoDay, formatIsoDayWithWeekday } from '../../../lib/date-format';
import { findWindow } from '../calendar-setting';
import { PLANNING_MESSAGES } from '../messages';
import type { DayGroup } from '../plan-grouping';
import type { PagerState } from './PlanningSidebar';

const PAGE_SIZES = [10, 25, 50, 0] as const;

type Props = {
  groups: DayGroup[];
  pager: PagerState;
  calendarSetting: CalendarSetting;
  onJumpToGroup: (group: DayGroup) => void;
};

function groupLabel(group: DayGroup): string {
  return group.dates.length > 0
    ? group.dates.map((date) => date.name).join(' / ')
    : PLANNING_MESSAGES.customPeriod;
}

function groupRange(group: DayGroup, setting: CalendarSetting): string {
  if (!group.day) return PLANNING_MESSAGES.withoutStart;
  const window = group.dates.length > 0 ? findWindow(group.day, setting) : null;
  if (!window) return formatIsoDayWithWeekday(group.day);
  return PLANNING_MESSAGES.pageRange(formatDate(window.start), formatDate(window.end));
}

export function pageRangeLabel(groups: readonly DayGroup[]): string {
  const days = groups.flatMap((group) => (group.day ? [group.day] : []));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last)
    return groups.length > 0 ? PLANNING_MESSAGES.withoutStart : PLANNING_MESSAGES.noDateRanges;
  return PLANNING_MESSAGES.pageRange(formatIsoDay(first), formatIsoDay(last));
}

export function DayRangeList({ groups, pager, calendarSetting, onJumpToGroup }: Props) {
  const headingId = useId();
  const sizeLabelId = useId();
  const listId = useId();
  const theme = useTheme();
  // on a phone the days fold away, so the plans are not pushed below a long list
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const [isOpen, setIsOpen] = useState(false);
  const list =
    groups.length === 0 ? (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {PLANNING_MESSAGES.noDateRanges}
      </Typography>
    ) : (
      <List dense disablePadding sx={{ mx: -1 }} data-testid="day-range-list">
        {groups.map((group) => (
          <ListItem key={group.key} disablePadding>
            <ListItemButton onClick={() => onJumpToGroup(group)} sx={{ borderRadius: 1, gap: 1 }}>
              <ListItemText
                primary={groupLabel(group)}
                secondary={groupRange(group, calendarSetting)}
                slotProps={{
                  primary: { noWrap: true, title: groupLabel(group) },
                  secondary: { sx: { fontVariantNumeric: 'tabular-nums' } },
                }}
              />
              {group.plans.length > 0 && (
                <Chip
                  size="small"
                  label={group.plans.length}
                  aria-label={PLANNING_MESSAGES.planCount(group.plans.length)}
                />
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );
  return (
    <Stack component="nav" aria-labelledby={headingId}>
      {isNarrow ? (
        <Button
          id={headingId}
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          aria-controls={listId}
          endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          sx={{ justifyContent: 'space-between', color: 'text.secondary', px: 0 }}
        >
          {PLANNING_MESSAGES.dateRanges}
        </Button>
      ) : (
        <Typography id={headingId} variant="subtitle2" color="text.secondary">
          {PLANNING_MESSAGES.dateRanges}
        </Typography>
      )}
      {isNarrow ? (
        <Collapse in={isOpen} id={listId}>
          {list}
        </Collapse>
      ) : (
        list
      )}
      <Stack direction="row" sx={{ alignItems: 'center', mt: 1, gap: 0.5 }} data-testid="day-range-pager">
        <IconButton
          size="small"
          aria-label={PLANNING_MESSAGES.previousPage}
          disabled={pager.page <= 0}
          onClick={() => pager.onPageChange(pager.page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="body2"
          sx={{ flex: 1, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid="page-range"
          aria-live="polite"
        >
          {pageRangeLabel(groups)}
        </Typography>
        <IconButton
          size="small"
          aria-label={PLANNING_MESSAGES.nextPage}
          disabled={pager.page >= pager.pageCount - 1}
          onClick={() => pager.onPageChange(pager.page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1 }}>
        <Typography id={sizeLabelId} variant="caption" color="text.secondary">
          {PLANNING_MESSAGES.rowsPerPage}
        </Typography>
        <Select
          size="small"
          variant="standard"
          value={pager.pageSize}
          onChange={(event) => pager.onPageSizeChange(Number(event.target.value))}
          labelId={sizeLabelId}
          sx={{ fontSize: '0.8125rem' }}
        >
          {PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size > 0 ? size : PLANNING_MESSAGES.allRows}
            </MenuItem>
          ))}
        </Select>
      </Stack>
    </Stack>
  );
}
