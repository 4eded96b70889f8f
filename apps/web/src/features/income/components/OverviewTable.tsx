/**
 * Übersicht (mode zwecke): a page of one tab of a month aggregated by day and collection, with the
 * day sums over the whole tab. Paged like the payment lists: the sums of a month of a regional
 * church are some 100,000 rows.
 */
import type { CollectionSum } from '@kollekta/contract';
import { formatMoney } from '@kollekta/domain';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { formatIsoDayWithWeekday } from '../../../lib/date-format';
import { formatAmount } from '../income-format';
import { groupByDay } from '../income-month';
import { COLLECTIONS_MESSAGES } from '../messages';
import { PagedTable, type Paging } from './PagedTable';
import { CollectionName, DeviceIcon, HiddenLabel } from './PaymentCells';

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
  const groups = groupByDay(
    sums,
    (row) => row.date,
    () => 0,
  );
  const columns = COLLECTIONS_MESSAGES.columns;
  const currency = sums[0]?.currency ?? 'EUR';
  return (
    <PagedTable label={COLLECTIONS_MESSAGES.modeLabels.zwecke} paging={paging} isLoading={isLoading}>
      <TableHead>
        <TableRow>
          <TableCell>
            <HiddenLabel>{columns.icon}</HiddenLabel>
          </TableCell>
          <TableCell>{columns.time}</TableCell>
          <TableCell>{columns.collection}</TableCell>
          <TableCell>{columns.device}</TableCell>
          <TableCell align="right">{columns.payments}</TableCell>
          <TableCell align="right">{columns.amount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <Fragment key={group.day}>
            <TableRow sx={{ bgcolor: 'action.hover' }} data-testid="day-sum">
              <TableCell colSpan={5}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {formatIsoDayWithWeekday(group.day)} · {COLLECTIONS_MESSAGES.daySum}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {formatMoney(daySums.get(group.day) ?? 0, currency)}
              </TableCell>
            </TableRow>
            {group.rows.map((row) => (
              <TableRow key={`${row.id}|${row.org.id}|${row.device?.id ?? 0}|${row.collection_variant}`}>
                <TableCell>
                  <DeviceIcon deviceClass={row.device?.device_class ?? null} />
                </TableCell>
                <TableCell />
                <TableCell>
                  <CollectionName id={row.id} name={row.name} onEvaluate={onEvaluate} />
                </TableCell>
                <TableCell>
                  {row.device?.name ?? COLLECTIONS_MESSAGES.noDevice}
                  {showOrganization && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.org.name}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{row.payments.toLocaleString('de-DE')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(row.amount, row.currency)}
                </TableCell>
              </TableRow>
            ))}
          </Fragment>
        ))}
      </TableBody>
    </PagedTable>
  );
}
