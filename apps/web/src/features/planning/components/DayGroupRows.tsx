/** The rows of one day in the plans table: the day's heading, its plans, and its add rows. */
import type { CollectionPlan } from '@kollekta/contract';
import { canAddPlanForDate } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatDateTime, formatIsoDayWithWeekday } from '../../../lib/date-format';
import { findWindow } from '../calendar-setting';
import { PLANNING_MESSAGES } from '../messages';
import { PlanRow } from './PlanRow';
import { countColumns, type GroupRowProps } from './PlansTable';

export const DayGroupRows = memo(function DayGroupRows({
  group,
  view,
  today,
  showDayRows,
  calendarSetting,
  canCreate,
  onAddForDate,
  isNarrow,
  ...planProps
}: GroupRowProps) {
  const columnCount = countColumns(isNarrow);
  const names = group.dates.map((date) => date.name);
  const window = group.day && group.dates.length > 0 ? findWindow(group.day, calendarSetting) : null;
  const addable =
    showDayRows && canCreate
      ? group.dates.filter((date) => canAddPlanForDate(date, { today, isArchiveView: view === 'archive' }))
      : [];

  return (
    <>
      <TableRow
        id={`plan-day-${group.key}`}
        data-testid="day-row"
        sx={{ bgcolor: 'action.hover', scrollMarginTop: 72 }}
      >
        <TableCell colSpan={columnCount} sx={{ py: 0.75 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
            <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {group.day ? formatIsoDayWithWeekday(group.day) : PLANNING_MESSAGES.withoutStart}
            </Typography>
            {names.length > 0 && (
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {names.join(' / ')}
              </Typography>
            )}
            {window && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                {formatDateTime(window.start)} – {formatDateTime(window.end)}
              </Typography>
            )}
          </Box>
        </TableCell>
      </TableRow>
      {group.plans.map((plan: CollectionPlan) => (
        <PlanRow key={plan.id} plan={plan} canCreate={canCreate} isNarrow={isNarrow} {...planProps} />
      ))}
      {showDayRows && group.plans.length === 0 && addable.length === 0 && (
        <TableRow>
          <TableCell colSpan={columnCount} sx={{ color: 'text.secondary', py: 0.75 }}>
            {PLANNING_MESSAGES.noPlansOnDay}
          </TableCell>
        </TableRow>
      )}
      {addable.map((date) => (
        <TableRow key={`${date.day}-${date.name}`} data-testid="add-row">
          <TableCell colSpan={columnCount} sx={{ py: 0.25 }}>
            <Button size="small" onClick={() => onAddForDate(date)} sx={{ ml: { xs: 0, sm: 4.5 } }}>
              {PLANNING_MESSAGES.addForDay(date.name)}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </>
  );
});
