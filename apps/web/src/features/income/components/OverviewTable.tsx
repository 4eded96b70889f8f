/**
 * Übersicht (mode zwecke): a page of one tab of a month aggregated by day and collection, with the
 * day sums over the whole tab. Paged like the payment lists: the sums of a month of a regional
 * church are some 100,000 rows. On a phone only the columns that keep the amount on screen.
 */
import type { CollectionSum } from '@kollekta/contract';
import { deviceListName, formatMoney } from '@kollekta/domain';
import type { Theme } from '@mui/material/styles';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Fragment, type ReactNode } from 'react';
import { formatIsoDay, formatIsoDayWithWeekday } from '../../../lib/date-format';
import { formatAmount } from '../income-format';
import { groupByDay, type OverviewColumn, overviewColumns } from '../income-month';
import { COLLECTIONS_MESSAGES } from '../messages';
import { PagedTable, type Paging } from './PagedTable';
import { CollectionName, ColumnHead, DeviceIcon } from './PaymentCells';

type Props = {
  /** the page in view, newest day first */
  sums: CollectionSum[];
  /** the tab's sum per Berlin day */
  daySums: Map<string, number>;
  paging: Paging;
  /** a next page is on its way: the rows in view are the previous ones */
  isLoading: boolean;
  showOrganization: boolean;
  onEvaluate: (planId: number) => void;
};

export function OverviewTable({ sums, daySums, paging, isLoading, showOrganization, onEvaluate }: Props) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const shown = overviewColumns(isPhone);
  const groups = groupByDay(
    sums,
    (row) => row.date,
    () => 0,
  );
  const currency = sums[0]?.currency ?? 'EUR';
  const cells = (row: CollectionSum): Record<OverviewColumn, ReactNode> => ({
    icon: (
      <TableCell key="icon">
        <DeviceIcon deviceClass={row.device?.device_class ?? null} />
      </TableCell>
    ),
    // a row sums a day's payments: its time is that day
    time: (
      <TableCell key="time" sx={{ whiteSpace: 'nowrap' }}>
        {formatIsoDay(row.date)}
      </TableCell>
    ),
    collection: (
      <TableCell key="collection">
        <CollectionName id={row.id} name={row.name} onEvaluate={onEvaluate} />
        {/* a phone has no device column: rows of one collection are told apart here */}
        {isPhone && (
          <Typography variant="caption" color="text.secondary" component="div">
            {deviceListName(row.device)}
          </Typography>
        )}
      </TableCell>
    ),
    device: (
      <TableCell key="device">
        {deviceListName(row.device)}
        {showOrganization && (
          <Typography variant="caption" color="text.secondary" component="div">
            {row.org.name}
          </Typography>
        )}
      </TableCell>
    ),
    payments: (
      <TableCell key="payments" align="right">
        {row.payments.toLocaleString('de-DE')}
      </TableCell>
    ),
    amount: (
      <TableCell key="amount" align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatAmount(row.amount, row.currency)}
      </TableCell>
    ),
  });
  return (
    <PagedTable label={COLLECTIONS_MESSAGES.modeLabels.zwecke} paging={paging} isLoading={isLoading}>
      <TableHead>
        <TableRow>
          {shown.map((column) => (
            <ColumnHead key={column} column={column} />
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <Fragment key={group.day}>
            <TableRow sx={{ bgcolor: 'action.hover' }} data-testid="day-sum">
              <TableCell colSpan={shown.length - 1}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {formatIsoDayWithWeekday(group.day)} · {COLLECTIONS_MESSAGES.daySum}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {formatMoney(daySums.get(group.day) ?? 0, currency)}
              </TableCell>
            </TableRow>
            {group.rows.map((row) => {
              const rowCells = cells(row);
              return (
                <TableRow key={`${row.id}|${row.org.id}|${row.device?.id ?? 0}|${row.collection_variant}`}>
                  {shown.map((column) => rowCells[column])}
                </TableRow>
              );
            })}
          </Fragment>
        ))}
      </TableBody>
    </PagedTable>
  );
}
