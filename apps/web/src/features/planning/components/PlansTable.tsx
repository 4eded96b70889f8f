/**
 * The table 'Alle Sammlungen' / 'Archivierte Sammlungen' (planning.md §2): one page of day groups,
 * each with its plan rows and, for named future days, the row '+ Neue Sammlung an {day name}'.
 * The per-day rows can be hidden. A row opens its plan's card in place.
 */
import type { ChurchDate, OrganizationDetail } from '@kollekta/contract';
import type { CalendarSetting } from '@kollekta/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import type { PlansView } from '../api';
import { CreateGroupButton } from '../groups/CreateGroupButton';
import { PLANNING_MESSAGES } from '../messages';
import type { DayGroup } from '../plan-grouping';
import { DayGroupRows } from './DayGroupRows';
import type { PlanActions } from './plan-actions';

/** Read by screen readers only (sx would read a bare 1 as 100 %, hence the pixel strings). */
type Props = {
  groups: DayGroup[];
  view: PlansView;
  today: string;
  now: number;
  organization: OrganizationDetail;
  calendarSetting: CalendarSetting;
  showDayRows: boolean;
  onShowDayRowsChange: (show: boolean) => void;
  canCreate: boolean;
  emptyText: string;
  actions: PlanActions;
  onAddForDate: (date: ChurchDate) => void;
};

export function PlansTable({
  groups,
  view,
  showDayRows,
  onShowDayRowsChange,
  emptyText,
  ...rowProps
}: Props) {
  const headingId = useId();
  const theme = useTheme();
  // narrow screens get one stacked cell per plan instead of five columns
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const title = view === 'archive' ? PLANNING_MESSAGES.tableArchive : PLANNING_MESSAGES.tableAll;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          px: 2,
          pt: 1.5,
          pb: 1,
        }}
      >
        <Typography variant="h2" id={headingId}>
          {title}
        </Typography>
        {view !== 'archive' && (
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
            <CreateGroupButton />
            <FormControlLabel
              control={
                <Switch
                  size="small"
                  checked={showDayRows}
                  onChange={(event) => onShowDayRowsChange(event.target.checked)}
                />
              }
              label={PLANNING_MESSAGES.showDayRows}
              sx={{ mr: 0 }}
            />
          </Stack>
        )}
      </Stack>
      {groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {emptyText}
        </Typography>
      ) : (
        <Table
          size="small"
          aria-labelledby={headingId}
          data-testid="plans-table"
          sx={{ tableLayout: 'fixed' }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 44, px: 1 }} />
              <TableCell>{PLANNING_MESSAGES.columnPlan}</TableCell>
              {!isNarrow && (
                <>
                  <TableCell sx={{ width: 130 }}>{PLANNING_MESSAGES.columnType}</TableCell>
                  <TableCell sx={{ width: 172 }}>{PLANNING_MESSAGES.columnPeriod}</TableCell>
                  <TableCell sx={{ width: 170 }}>{PLANNING_MESSAGES.columnScope}</TableCell>
                  <TableCell sx={{ width: 104 }}>{PLANNING_MESSAGES.columnStatus}</TableCell>
                </>
              )}
              <TableCell sx={{ width: 3 * 34 + 8 }}>
                <Box component="span" sx={VISUALLY_HIDDEN}>
                  {PLANNING_MESSAGES.columnActions}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((group) => (
              <DayGroupRows
                key={group.key}
                group={group}
                view={view}
                showDayRows={showDayRows}
                isNarrow={isNarrow}
                {...rowProps}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

export type GroupRowProps = Omit<Props, 'groups' | 'onShowDayRowsChange' | 'emptyText'> & {
  group: DayGroup;
  isNarrow: boolean;
};

/** Columns of the table: expand, plan, type, period, scope, status, actions; narrow: three. */
export function countColumns(isNarrow: boolean): number {
  return isNarrow ? 3 : 7;
}
