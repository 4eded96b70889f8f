/** The letter's audit (§3 "Letter audit event"): who finalised it and who marked it as sent, when. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { letterAuditQuery } from './api';
import { germanDateTime } from './letter-display';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

export function LetterAuditDialog(props: {
  tenantId: number;
  letterId: number;
  name: string;
  onClose: () => void;
}) {
  const audit = useQuery(letterAuditQuery(props.tenantId, props.letterId));
  const events = audit.data?.results ?? [];
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        {TEXTS.auditTitle}: {props.name}
      </DialogTitle>
      <DialogContent>
        {audit.isPending && <LinearProgress />}
        <Table size="small" aria-label={TEXTS.auditTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{TEXTS.auditColumns.action}</TableCell>
              <TableCell>{TEXTS.auditColumns.date}</TableCell>
              <TableCell>{TEXTS.auditColumns.user}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {audit.isSuccess && events.length === 0 && <EmptyTableRow colSpan={3} text={TEXTS.auditEmpty} />}
            {events.map((event) => (
              <TableRow key={`${event.action}-${event.created_at}`}>
                <TableCell>{event.action_label}</TableCell>
                <TableCell>{germanDateTime(event.created_at)}</TableCell>
                <TableCell>{event.user}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{TEXTS.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
