/** The details table of the admin mails: who the chosen mails reach. */
import type { AdminMailContact } from '@kollekta/contract';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyTableRow } from '../../../lib/ServerPagedTable';
import { CONTACT_TYPE_LABELS } from '../../notifications';
import { ADMIN_MAILS_MESSAGES as TEXT } from '../messages';

export function AdminMailsTable({ contacts }: { contacts: readonly AdminMailContact[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXT.details}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXT.columns.organization}</TableCell>
            <TableCell>{TEXT.columns.name}</TableCell>
            <TableCell>{TEXT.columns.email}</TableCell>
            <TableCell>{TEXT.columns.types}</TableCell>
            <TableCell>{TEXT.columns.state}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contacts.map((contact) => (
            <TableRow key={contact.id} hover>
              <TableCell>{contact.organization_name}</TableCell>
              <TableCell>{contact.name ?? ''}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{contact.email ?? TEXT.noEmail}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {contact.types.map((type) => (
                    <Chip key={type} size="small" variant="outlined" label={CONTACT_TYPE_LABELS[type]} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={contact.is_active ? 'success' : 'default'}
                  label={contact.is_active ? TEXT.active : TEXT.inactive}
                />
              </TableCell>
            </TableRow>
          ))}
          {contacts.length === 0 && <EmptyTableRow colSpan={5} text={TEXT.empty} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
