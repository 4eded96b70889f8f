/** A person's letters, for the person detail's events (§2 "Person detail", issue 19). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { EmptyTableRow } from '../../lib/ServerPagedTable';
import { personLettersQuery } from './api';
import { germanDay, letterStateLabel, letterTypeLabel } from './letter-display';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

export function PersonLettersTable(props: { tenantId: number; personId: string }) {
  const letters = useQuery(personLettersQuery(props.tenantId, props.personId));
  const rows = letters.data?.results ?? [];
  return (
    <Table size="small" aria-label={TEXTS.personLetters}>
      <TableHead>
        <TableRow>
          <TableCell>{TEXTS.columns.name}</TableCell>
          <TableCell>{TEXTS.columns.type}</TableCell>
          <TableCell>{TEXTS.columns.state}</TableCell>
          <TableCell>{TEXTS.columns.date}</TableCell>
          <TableCell>{TEXTS.columns.reference}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {letters.isSuccess && rows.length === 0 && (
          <EmptyTableRow colSpan={5} text={TEXTS.personLettersEmpty} />
        )}
        {rows.map((letter) => (
          <TableRow key={`${letter.id}-${letter.reference}`}>
            <TableCell>{letter.name}</TableCell>
            <TableCell>{letterTypeLabel(letter.type)}</TableCell>
            <TableCell>{letterStateLabel(letter.state)}</TableCell>
            <TableCell>{germanDay(letter.date)}</TableCell>
            <TableCell>{letter.reference}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
