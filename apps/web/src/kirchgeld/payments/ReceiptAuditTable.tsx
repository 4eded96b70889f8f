/** The audit of generated receipts (§7 `GET audit/?include_action=DonationReceiptAPIAction.GENERATED`). */
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { isoDayToGerman } from '../persons/person-form-values';
import { receiptAuditQuery } from './api';
import { KG_PAYMENT_TEXTS as TEXTS } from './messages';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

function period(data: Record<string, unknown>): string {
  const from = typeof data.date_from === 'string' ? data.date_from : null;
  const before = typeof data.date_before === 'string' ? data.date_before : null;
  if (!from || !before) return '–';
  return `${isoDayToGerman(from)} – ${isoDayToGerman(before)}`;
}

export function ReceiptAuditTable(props: { tenantId: number }) {
  const audit = useQuery(receiptAuditQuery(props.tenantId));
  if (audit.isPending) return <LinearProgress aria-label={TEXTS.audit} />;
  const rows = audit.data?.results ?? [];
  return (
    <Table size="small" aria-label={TEXTS.audit}>
      <TableHead>
        <TableRow>
          <TableCell>{TEXTS.auditWhen}</TableCell>
          <TableCell>{TEXTS.auditWho}</TableCell>
          <TableCell>{TEXTS.auditPeriod}</TableCell>
          <TableCell align="right">{TEXTS.auditCount}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && <EmptyTableRow colSpan={4} text={TEXTS.auditEmpty} />}
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{dateTime.format(new Date(row.created_at))}</TableCell>
            <TableCell>{row.user ?? TEXTS.unknownUser}</TableCell>
            <TableCell>{period(row.data)}</TableCell>
            <TableCell align="right">{row.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
