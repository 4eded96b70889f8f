/** The organisation's name and its identifiers (KRO number, creditor id, tax number …). */
import type { OrganizationDetail } from '@kollekta/contract';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { identifiersQuery } from '../api';
import { IDENTIFIER_LABELS, CONTRACT_DATA_MESSAGES as M } from '../messages';

export function IdentityCard({
  organization,
  canRead,
}: {
  organization: OrganizationDetail;
  canRead: boolean;
}) {
  const { data: identifiers } = useQuery({ ...identifiersQuery(organization.id), enabled: canRead });
  return (
    <Card variant="outlined" component="section" aria-label={M.identityTitle}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {M.identityTitle}
        </Typography>
        <Table size="small" aria-label={M.identityTitle}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: '40%' }}>{M.identifierType}</TableCell>
              <TableCell>{M.identifierValue}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {M.organizationName}
              </TableCell>
              <TableCell>{organization.name}</TableCell>
            </TableRow>
            {identifiers?.map((identifier) => (
              <TableRow key={identifier.type}>
                <TableCell component="th" scope="row">
                  {IDENTIFIER_LABELS[identifier.type]}
                </TableCell>
                <TableCell>
                  {identifier.value}
                  {identifier.source === 'sepa_creditor' && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` (${M.fromSepaCreditor})`}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {canRead && identifiers?.length === 0 && (
              <TableRow>
                <TableCell colSpan={2}>
                  <Typography color="text.secondary">{M.noIdentifiers}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
