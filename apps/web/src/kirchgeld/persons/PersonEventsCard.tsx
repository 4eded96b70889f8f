/**
 * The person detail's events (§2 "Person detail"): letters and payments, filtered all / letters /
 * payments. Payments are read-only here (issue 20 adds entering, receipts and deleting); letters
 * follow with issue 19.
 */
import { decimalStringToCents, formatMoney, KG_PAYMENT_TYPE_LABELS } from '@kollekta/domain';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { personPaymentsQuery } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { DetailCard } from './PersonFieldsCard';
import { isoDayToGerman } from './person-form-values';

type EventFilter = 'all' | 'letters' | 'payments';

export function PersonEventsCard(props: { tenantId: number; personId: string }) {
  const [filter, setFilter] = useState<EventFilter>('all');
  const payments = useQuery(personPaymentsQuery(props.tenantId, props.personId));
  // letters come with issue 19: until then there are none to show
  const rows = filter === 'letters' ? [] : (payments.data?.results ?? []);
  return (
    <DetailCard title={KG_PERSON_TEXTS.events}>
      <Stack spacing={1}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filter}
          aria-label={KG_PERSON_TEXTS.events}
          onChange={(_event, value: EventFilter | null) => value && setFilter(value)}
        >
          <ToggleButton value="all">{KG_PERSON_TEXTS.eventsAll}</ToggleButton>
          <ToggleButton value="letters">{KG_PERSON_TEXTS.eventsLetters}</ToggleButton>
          <ToggleButton value="payments">{KG_PERSON_TEXTS.eventsPayments}</ToggleButton>
        </ToggleButtonGroup>
        <Table size="small" aria-label={KG_PERSON_TEXTS.events}>
          <TableHead>
            <TableRow>
              <TableCell>{KG_PERSON_TEXTS.bookingDate}</TableCell>
              <TableCell>{KG_PERSON_TEXTS.paymentType}</TableCell>
              <TableCell align="right">{KG_PERSON_TEXTS.amount}</TableCell>
              <TableCell>{KG_PERSON_TEXTS.purpose}</TableCell>
              <TableCell>{KG_PERSON_TEXTS.paymentState}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && <EmptyTableRow colSpan={5} text={KG_PERSON_TEXTS.noEvents} />}
            {rows.map((payment) => (
              <TableRow key={payment.id} sx={{ opacity: payment.state === 'completed' ? 1 : 0.5 }}>
                <TableCell>{isoDayToGerman(payment.booking_date)}</TableCell>
                <TableCell>{KG_PAYMENT_TYPE_LABELS[payment.payment_type]}</TableCell>
                <TableCell align="right">
                  {formatMoney(decimalStringToCents(payment.amount) ?? 0, payment.currency)}
                </TableCell>
                <TableCell>{payment.purpose ?? payment.target_purpose ?? ''}</TableCell>
                <TableCell>{KG_PERSON_TEXTS.paymentStates[payment.state]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Stack>
    </DetailCard>
  );
}
