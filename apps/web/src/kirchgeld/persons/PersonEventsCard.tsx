/**
 * The person detail's events (§2 "Person detail"): letters and payments, filtered all / letters /
 * payments; 'Zahlung erfassen', and per payment its receipts and actions. Cancelled payments and
 * cancellations are greyed (§4).
 */
import type { KgPersonPayment } from '@kollekta/contract';
import {
  decimalStringToCents,
  formatMoney,
  isPaymentGreyed,
  KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS,
  KG_PAYMENT_TYPE_LABELS,
} from '@kollekta/domain';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { PersonLettersTable } from '../letters/PersonLettersTable';
import { KG_PAYMENT_TEXTS } from '../payments/messages';
import { personPaymentsQuery } from './api';
import { KG_PERSON_TEXTS } from './messages';
import { PaymentActions } from './PaymentActions';
import { PaymentEntryDialog } from './PaymentEntryDialog';
import { DetailCard } from './PersonFieldsCard';
import { isoDayToGerman } from './person-form-values';

type EventFilter = 'all' | 'letters' | 'payments';

function paymentTypeLabel(payment: KgPersonPayment): string {
  const kind = KG_PAYMENT_TYPE_LABELS[payment.payment_type];
  return payment.type ? `${kind} (${KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS[payment.type]})` : kind;
}

function PaymentsTable(props: { tenantId: number; personId: string; payments: KgPersonPayment[] }) {
  return (
    <Table size="small" aria-label={KG_PERSON_TEXTS.eventsPayments}>
      <TableHead>
        <TableRow>
          <TableCell>{KG_PERSON_TEXTS.bookingDate}</TableCell>
          <TableCell>{KG_PERSON_TEXTS.paymentType}</TableCell>
          <TableCell align="right">{KG_PERSON_TEXTS.amount}</TableCell>
          <TableCell>{KG_PERSON_TEXTS.purpose}</TableCell>
          <TableCell>{KG_PERSON_TEXTS.paymentState}</TableCell>
          <TableCell>{KG_PAYMENT_TEXTS.receipt}</TableCell>
          <TableCell align="right">{KG_PAYMENT_TEXTS.actions}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.payments.length === 0 && <EmptyTableRow colSpan={7} text={KG_PERSON_TEXTS.noEvents} />}
        {props.payments.map((payment) => (
          <TableRow
            key={payment.id}
            data-state={payment.state}
            sx={
              isPaymentGreyed(payment.state)
                ? { opacity: 0.5, '& td': { color: 'text.disabled' } }
                : undefined
            }
          >
            <TableCell>{isoDayToGerman(payment.booking_date)}</TableCell>
            <TableCell>{paymentTypeLabel(payment)}</TableCell>
            <TableCell align="right">
              {formatMoney(decimalStringToCents(payment.amount) ?? 0, payment.currency)}
            </TableCell>
            <TableCell>
              {[payment.special_purpose, payment.purpose ?? payment.target_purpose, payment.comment]
                .filter(Boolean)
                .join(' · ')}
            </TableCell>
            <TableCell>{KG_PERSON_TEXTS.paymentStates[payment.state]}</TableCell>
            <TableCell>
              {payment.donation_receipts.map((receipt) => (
                <Typography
                  key={receipt.id}
                  variant="body2"
                  sx={
                    receipt.archived ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined
                  }
                >
                  {KG_PAYMENT_TEXTS.receiptNumber(receipt.number)}
                  {receipt.archived ? ` (${KG_PAYMENT_TEXTS.archived})` : ''}
                </Typography>
              ))}
            </TableCell>
            <TableCell align="right">
              <PaymentActions tenantId={props.tenantId} personId={props.personId} payment={payment} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function PersonEventsCard(props: { tenantId: number; personId: string }) {
  const [filter, setFilter] = useState<EventFilter>('all');
  const [isEntering, setEntering] = useState(false);
  const payments = useQuery(personPaymentsQuery(props.tenantId, props.personId));
  return (
    <DetailCard title={KG_PERSON_TEXTS.events}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
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
          <Button variant="outlined" size="small" onClick={() => setEntering(true)}>
            {KG_PAYMENT_TEXTS.enterPayment}
          </Button>
        </Stack>
        {filter !== 'payments' && <PersonLettersTable tenantId={props.tenantId} personId={props.personId} />}
        {filter !== 'letters' && (
          <PaymentsTable
            tenantId={props.tenantId}
            personId={props.personId}
            payments={payments.data?.results ?? []}
          />
        )}
      </Stack>
      <PaymentEntryDialog
        tenantId={props.tenantId}
        personId={props.personId}
        open={isEntering}
        onClose={() => setEntering(false)}
      />
    </DetailCard>
  );
}
