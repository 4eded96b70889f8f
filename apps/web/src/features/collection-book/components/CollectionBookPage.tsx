/**
 * 'Kollektenbuch', `#/o/{id}/evaluation/book` (administration.md §2 "Lists", issue 16 point 4): per
 * year every collection of the organisation – its own and those ordered from above – with date,
 * purpose, ordering organisation, cash, card, online, total, the forwarded amount and the state of
 * the forwarding, a totals row, and the same as Excel and PDF. Replaces the spec's placeholder.
 */
import type { CollectionBook, CollectionBookRow } from '@kollekta/contract';
import { decimalStringToCents, formatMoney, toBusinessYear } from '@kollekta/domain';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { describeApiError } from '../../../lib/api-client';
import { formatIsoDay } from '../../../lib/date-format';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { useCurrentOrganizationId } from '../../organizations';
import { type CollectionBookFile, collectionBookQuery, downloadCollectionBook } from '../api';
import { COLLECTION_BOOK_MESSAGES as TEXT } from '../messages';

const COLUMNS = 9;

export function CollectionBookPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <Book organizationId={id} />;
}

function Book({ organizationId }: { organizationId: number }) {
  const [year, setYear] = useState(() => toBusinessYear(new Date()));
  const { data, isFetching, isError, error } = useQuery({
    ...collectionBookQuery(organizationId, year),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: (kind: CollectionBookFile) => downloadCollectionBook(organizationId, year, kind),
    meta: { handledStatuses: 'all' },
    onError: (failure) =>
      messageStore.showError(
        MESSAGE_BAR_MESSAGES.transferError(describeApiError(failure) || TEXT.downloadFailed),
      ),
  });
  const book = data?.year === year ? data : undefined;
  const years = data?.years ?? [year];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h1">{TEXT.title}</Typography>
          <Typography color="text.secondary">{TEXT.intro}</Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending || !book}
            onClick={() => download.mutate('xlsx')}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {download.isPending && download.variables === 'xlsx' ? TEXT.downloading : TEXT.downloadXlsx}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfOutlinedIcon />}
            disabled={download.isPending || !book}
            onClick={() => download.mutate('pdf')}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {download.isPending && download.variables === 'pdf' ? TEXT.downloading : TEXT.downloadPdf}
          </Button>
        </Stack>
      </Stack>
      <TextField
        select
        size="small"
        label={TEXT.year}
        value={year}
        onChange={(event) => setYear(Number(event.target.value))}
        sx={{ width: { sm: 180 } }}
      >
        {years.map((offered) => (
          <MenuItem key={offered} value={offered}>
            {offered}
          </MenuItem>
        ))}
      </TextField>
      {isError && <Alert severity="error">{describeApiError(error)}</Alert>}
      <Paper variant="outlined">
        {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={`${TEXT.title} ${year}`} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXT.columns.date}</TableCell>
                <TableCell>{TEXT.columns.purpose}</TableCell>
                <TableCell>{TEXT.columns.orderedBy}</TableCell>
                <TableCell align="right">{TEXT.columns.cash}</TableCell>
                <TableCell align="right">{TEXT.columns.card}</TableCell>
                <TableCell align="right">{TEXT.columns.online}</TableCell>
                <TableCell align="right">{TEXT.columns.total}</TableCell>
                <TableCell align="right">{TEXT.columns.forwarded}</TableCell>
                <TableCell>{TEXT.columns.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {book?.rows.map((row) => (
                <BookRow key={row.collection_plan?.id ?? 'none'} row={row} currency={book.currency} />
              ))}
              {book && book.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>
                    <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                      {TEXT.empty(year)}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
            {book && book.rows.length > 0 && <TotalsRow book={book} />}
          </Table>
        </TableContainer>
      </Paper>
      {book && <CashNote book={book} />}
    </Stack>
  );
}

function money(amount: string, currency: string): string {
  return formatMoney(decimalStringToCents(amount) ?? 0, currency);
}

function BookRow({ row, currency }: { row: CollectionBookRow; currency: string }) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date ? formatIsoDay(row.date) : ''}</TableCell>
      <TableCell>{row.purpose}</TableCell>
      <TableCell>{row.ordering_organization?.name ?? ''}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {money(row.cash, currency)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {money(row.card, currency)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {money(row.online, currency)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
        {money(row.total, currency)}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.forwarded === null ? '' : money(row.forwarded, currency)}
      </TableCell>
      <TableCell>{row.state_label}</TableCell>
    </TableRow>
  );
}

function TotalsRow({ book }: { book: CollectionBook }) {
  const { totals, currency } = book;
  const cell = {
    whiteSpace: 'nowrap',
    fontWeight: 700,
    color: 'text.primary',
    fontSize: '0.875rem',
  } as const;
  return (
    <TableFooter>
      <TableRow data-testid="collection-book-totals">
        <TableCell sx={cell} />
        <TableCell sx={cell}>{TEXT.totals}</TableCell>
        <TableCell sx={cell} />
        <TableCell align="right" sx={cell}>
          {money(totals.cash, currency)}
        </TableCell>
        <TableCell align="right" sx={cell}>
          {money(totals.card, currency)}
        </TableCell>
        <TableCell align="right" sx={cell}>
          {money(totals.online, currency)}
        </TableCell>
        <TableCell align="right" sx={cell}>
          {money(totals.total, currency)}
        </TableCell>
        <TableCell align="right" sx={cell}>
          {money(totals.forwarded, currency)}
        </TableCell>
        <TableCell sx={cell} />
      </TableRow>
    </TableFooter>
  );
}

/** Cash counts once confirmed; what still waits for its confirmation is named, not summed. */
function CashNote({ book }: { book: CollectionBook }) {
  const waiting = decimalStringToCents(book.totals.cash_unconfirmed) ?? 0;
  return (
    <Typography variant="body2" color="text.secondary">
      {TEXT.cashNote}
      {waiting !== 0 && ` ${TEXT.unconfirmedNote(formatMoney(waiting, book.currency))}`}
    </Typography>
  );
}
