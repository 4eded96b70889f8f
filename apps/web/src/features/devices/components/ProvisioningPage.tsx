/**
 * 'Geräte-Provisionierung', `#/admin/devices/provision` (superusers; devices-income-kirchgeld.md §2,
 * §4): open requests ('Neu', 'Angenommen', 'in Arbeit') and finished ones ('Abgeschlossen').
 * Accepting sets the device name, type and organisation.
 */
import type { ProvisioningRequest } from '@kollekta/contract';
import { BOARD_TYPE_LABELS, type BoardType, deviceTypeLabel } from '@kollekta/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { provisioningQuery } from '../api';
import { PROVISIONING_MESSAGES } from '../messages';
import { AcceptProvisioningDialog } from './AcceptProvisioningDialog';

const COLUMNS = PROVISIONING_MESSAGES.columns;

export function ProvisioningPage() {
  const open = useQuery(provisioningQuery('open'));
  const finished = useQuery(provisioningQuery('finished'));
  const [accepting, setAccepting] = useState<ProvisioningRequest | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="h1">{PROVISIONING_MESSAGES.title}</Typography>
      <Typography color="text.secondary">{PROVISIONING_MESSAGES.intro}</Typography>
      <RequestTable
        title={PROVISIONING_MESSAGES.open}
        empty={PROVISIONING_MESSAGES.noOpen}
        requests={open.data ?? []}
        onAccept={setAccepting}
      />
      <RequestTable
        title={PROVISIONING_MESSAGES.finished}
        empty={PROVISIONING_MESSAGES.noFinished}
        requests={finished.data ?? []}
        onAccept={null}
      />
      {accepting && <AcceptProvisioningDialog request={accepting} onClose={() => setAccepting(null)} />}
    </Stack>
  );
}

function typeLabel(type: string | null): string {
  if (!type) return '–';
  return deviceTypeLabel(type);
}

function RequestTable(props: {
  title: string;
  empty: string;
  requests: ProvisioningRequest[];
  onAccept: ((request: ProvisioningRequest) => void) | null;
}) {
  return (
    <Card component="section" aria-label={props.title}>
      <CardContent>
        <Typography variant="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.requests.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{COLUMNS.createdAt}</TableCell>
                  <TableCell>{COLUMNS.pin}</TableCell>
                  <TableCell>{COLUMNS.board}</TableCell>
                  <TableCell>{COLUMNS.serial}</TableCell>
                  <TableCell>{COLUMNS.source}</TableCell>
                  <TableCell>{COLUMNS.state}</TableCell>
                  <TableCell>{COLUMNS.device}</TableCell>
                  <TableCell>{COLUMNS.organization}</TableCell>
                  {props.onAccept && <TableCell />}
                </TableRow>
              </TableHead>
              <TableBody>
                {props.requests.map((request) => (
                  <TableRow key={request.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.created_at)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>{request.pin}</TableCell>
                    <TableCell>
                      {BOARD_TYPE_LABELS[request.request_data.board_type as BoardType] ??
                        request.request_data.board_type}
                    </TableCell>
                    <TableCell>{request.request_data.serial}</TableCell>
                    <TableCell>{request.source}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={PROVISIONING_MESSAGES.states[request.state]}
                        color={
                          request.state === 'pending'
                            ? 'warning'
                            : request.state === 'done'
                              ? 'success'
                              : 'info'
                        }
                      />
                    </TableCell>
                    <TableCell>
                      {request.device_name
                        ? `${request.device_name}, ${typeLabel(request.device_type)}`
                        : '–'}
                    </TableCell>
                    <TableCell>{request.organization?.name ?? '–'}</TableCell>
                    {props.onAccept && (
                      <TableCell>
                        {request.state === 'pending' && (
                          <Button size="small" variant="contained" onClick={() => props.onAccept?.(request)}>
                            {PROVISIONING_MESSAGES.accept}
                          </Button>
                        )}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
