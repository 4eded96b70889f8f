/** The legacy records of a page: AdrID, name, address, bookings of the chosen years with their sum, target groups, status. */
import type { KgLegacyRecord } from '@kollekta/contract';
import { contextKAddressLine, contextKName, decimalStringToCents, formatMoney } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatIsoDay } from '../../lib/date-format';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { bookingsOfYears, targetGroupsText } from './legacy-display';
import { KG_LEGACY_TEXTS as TEXTS } from './messages';

export function LegacyRecordTable(props: {
  records: KgLegacyRecord[];
  years: number[];
  onAdopt: (record: KgLegacyRecord) => void;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXTS.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.adrId}</TableCell>
            <TableCell>{TEXTS.name}</TableCell>
            <TableCell>{TEXTS.address}</TableCell>
            <TableCell>{TEXTS.bookings}</TableCell>
            <TableCell>{TEXTS.targetGroups}</TableCell>
            <TableCell>{TEXTS.status}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.records.length === 0 && <EmptyTableRow colSpan={6} text={TEXTS.empty} />}
          {props.records.map((record) => {
            const { bookings, sumCents } = bookingsOfYears(record, props.years);
            return (
              <TableRow key={record.ID}>
                <TableCell>{record.AdrID}</TableCell>
                <TableCell>{contextKName(record.raw_data)}</TableCell>
                <TableCell>{contextKAddressLine(record.raw_data)}</TableCell>
                <TableCell>
                  {bookings.length === 0 ? (
                    <Typography variant="body2" color="text.secondary">
                      {TEXTS.noBookings}
                    </Typography>
                  ) : (
                    <Stack spacing={0.25}>
                      {bookings.map((booking) => (
                        <Typography
                          variant="body2"
                          key={`${booking.booking_date}-${booking.amount}-${booking.purpose}`}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {formatIsoDay(booking.booking_date)}:{' '}
                          {formatMoney(decimalStringToCents(booking.amount) ?? 0)}
                          {booking.booking_date.startsWith(String(booking.year))
                            ? ''
                            : ` ${TEXTS.forYear(booking.year)}`}
                        </Typography>
                      ))}
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {TEXTS.sum}: {formatMoney(sumCents)}
                      </Typography>
                    </Stack>
                  )}
                </TableCell>
                <TableCell>{targetGroupsText(record)}</TableCell>
                <TableCell>
                  {record.person_id ? (
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Chip size="small" color="success" label={TEXTS.adopted} />
                      <Link component={RouterLink} to={`/persons/detail/${record.person_id}`}>
                        {TEXTS.openPerson}
                      </Link>
                    </Stack>
                  ) : (
                    <Button size="small" variant="outlined" onClick={() => props.onAdopt(record)}>
                      {TEXTS.adopt}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
