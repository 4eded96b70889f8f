/** The tenant's church-tax organisations: name, KRO number, validity and what each one replaces. */
import type { KgOrganization } from '@kollekta/contract';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatIsoDay } from '../../lib/date-format';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { KG_ORGANIZATION_TEXTS as TEXTS } from './messages';

export function OrganizationTable({ organizations }: { organizations: KgOrganization[] }) {
  const nameOf = (url: string) => organizations.find((organization) => organization.url === url)?.name ?? url;
  return (
    <TableContainer>
      <Table size="small" aria-label={TEXTS.tableLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{TEXTS.name}</TableCell>
            <TableCell>{TEXTS.kroNr}</TableCell>
            <TableCell>{TEXTS.validFrom}</TableCell>
            <TableCell>{TEXTS.validBefore}</TableCell>
            <TableCell>{TEXTS.replaces}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organizations.length === 0 && <EmptyTableRow colSpan={5} text={TEXTS.empty} />}
          {organizations.map((organization) => (
            <TableRow key={organization.id}>
              <TableCell>{organization.name}</TableCell>
              <TableCell>{organization.kro_nr}</TableCell>
              <TableCell>{formatIsoDay(organization.valid_from)}</TableCell>
              <TableCell>
                {organization.valid_before ? formatIsoDay(organization.valid_before) : '–'}
              </TableCell>
              <TableCell>{organization.replaces.map(nameOf).join(', ') || '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
