/**
 * Übersicht (mode zwecke): one tab of a month aggregated by day and collection, with the day sums.
 * Paged like the payment lists: the sums of a month of a regional church are tens of thousands of rows.
 */
import type { CollectionSum } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
import Table from '@mui/material/Table';
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
import { CollectionName, DeviceIcon, HiddenLabel } from './PaymentCells';
import { TablePager, usePaging } from './TablePager';

type Props = {
  sums: CollectionSum[];
  showOrganization: boolean;
  onEvaluate: (planId: number) => void;
};

export function OverviewTable({ sums, showOrganization, onEvaluate }: Props) {
  // day sums over the whole tab, not just the page
  const groups = groupByDay(
    sums,
    (row) => row.date,
    (row) => decimalStringToCents(row.amount) ?? 0,
  );
  const { shown, paging } = usePaging(groups.flatMap((group) => group.rows));
  const onPage = new Set(shown);
  const pageGroups = groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => onPage.has(row)) }))
    .filter((group) => group.rows.length > 0);
  const columns = COLLECTIONS_MESSAGES.columns;
  const currency = sums[0]?.currency ?? 'EUR';
  return (
    <>
      <Table
        size="small"
        aria-label={COLLECTIONS_MESSAGES.modeLabels.zwecke}
        sx={{ '& td, & th': { px: 1 } }}
      >
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
          {pageGroups.map((group) => (
            <Fragment key={group.day}>
              <TableRow sx={{ bgcolor: 'action.hover' }} data-testid="day-sum">
                <TableCell colSpan={5}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {formatIsoDayWithWeekday(group.day)} · {COLLECTIONS_MESSAGES.daySum}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {formatMoney(group.cents, currency)}
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
      </Table>
      <TablePager paging={paging} />
    </>
  );
}
