/**
 * 'Zuwendungsbestätigungen', `#/o/{id}/donation-receipts` (administration.md §2 "Lists", §5 "Donation
 * receipt status", issue 15): the receipt requests of the organisation and those below it, paged on
 * the server, filtered by year and state, with a status icon and the spec's text per row, the
 * receipt's download, archiving and correction, the Excel export and a period's receipts as one ZIP.
 * Without any receipt it explains that payments must first be matched with the bank statement.
 */
import { DONATION_RECEIPT_STATES, type DonationReceiptState } from '@kollekta/contract';
import DownloadIcon from '@mui/icons-material/Download';
import FolderZipOutlinedIcon from '@mui/icons-material/FolderZipOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { describeApiError } from '../../../lib/api-client';
import { EmptyTableRow, ServerTablePagination } from '../../../lib/ServerPagedTable';
import { useStaticConfiguration } from '../../configuration';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { useCurrentOrganizationId } from '../../organizations';
import { donationReceiptsQuery, downloadDonationReceiptExport, type ReceiptListFilter } from '../api';
import { DONATION_RECEIPTS_MESSAGES as TEXT } from '../messages';
import { ReceiptRow } from './ReceiptRow';
import { ReceiptZipDialog } from './ReceiptZipDialog';

const PAGE_SIZES = [20, 50, 100] as const;
const COLUMNS = 7;
/** the years offered: this one and the five before (receipts are kept for the tax office) */
const YEARS = Array.from({ length: 6 }, (_, index) => new Date().getFullYear() - index);

export function DonationReceiptsPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <ReceiptList organizationId={id} />;
}

function ReceiptList({ organizationId }: { organizationId: number }) {
  const [pageSize, setPageSize] = useState<number>(50);
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState<ReceiptListFilter>({});
  const [isZipOpen, setIsZipOpen] = useState(false);
  const { data, isFetching, isError, error } = useQuery({
    ...donationReceiptsQuery(organizationId, filter, { limit: pageSize, offset: page * pageSize }),
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => downloadDonationReceiptExport(organizationId),
    meta: { handledStatuses: 'all' },
    onError: (failure) =>
      messageStore.showError(
        MESSAGE_BAR_MESSAGES.transferError(describeApiError(failure) || TEXT.exportFailed),
      ),
  });
  const rows = data?.results ?? [];
  const isFiltered = filter.year !== undefined || filter.state !== undefined;
  const isEmpty = data !== undefined && data.count === 0 && !isFiltered;
  const changeFilter = (patch: ReceiptListFilter) => {
    setFilter({ ...filter, ...patch });
    setPage(0);
  };

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
            startIcon={<FolderZipOutlinedIcon />}
            onClick={() => setIsZipOpen(true)}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {TEXT.zip}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exportFile.isPending || isEmpty || data === undefined}
            onClick={() => exportFile.mutate()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {exportFile.isPending ? TEXT.exporting : TEXT.export}
          </Button>
        </Stack>
      </Stack>
      {isError && <Alert severity="error">{describeApiError(error)}</Alert>}
      {isEmpty ? (
        <EmptyExplanation />
      ) : (
        <>
          <Filters filter={filter} onChange={changeFilter} />
          <Paper variant="outlined">
            {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
            <TableContainer>
              <Table size="small" aria-label={TEXT.title} sx={{ '& th, & td': { px: 1 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{TEXT.columns.status}</TableCell>
                    <TableCell>{TEXT.columns.donor}</TableCell>
                    <TableCell>{TEXT.columns.purpose}</TableCell>
                    <TableCell align="right">{TEXT.columns.amount}</TableCell>
                    <TableCell>{TEXT.columns.date}</TableCell>
                    <TableCell>{TEXT.columns.number}</TableCell>
                    <TableCell>{TEXT.columns.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((request) => (
                    <ReceiptRow key={request.id} request={request} />
                  ))}
                  {data && rows.length === 0 && <EmptyTableRow colSpan={COLUMNS} text={TEXT.emptyFiltered} />}
                </TableBody>
              </Table>
            </TableContainer>
            <ServerTablePagination
              count={data?.count ?? 0}
              paging={{ page, pageSize, setPage, setPageSize }}
              pageSizes={PAGE_SIZES}
            />
          </Paper>
        </>
      )}
      {isZipOpen && <ReceiptZipDialog organizationId={organizationId} onClose={() => setIsZipOpen(false)} />}
    </Stack>
  );
}

function Filters({
  filter,
  onChange,
}: {
  filter: ReceiptListFilter;
  onChange: (patch: ReceiptListFilter) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        select
        size="small"
        label={TEXT.filters.year}
        value={filter.year ?? ''}
        onChange={(event) =>
          onChange({ year: event.target.value === '' ? undefined : Number(event.target.value) })
        }
        sx={{ width: { sm: 180 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{TEXT.filters.allYears}</MenuItem>
        {YEARS.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={TEXT.filters.state}
        value={filter.state ?? ''}
        onChange={(event) =>
          onChange({
            state: event.target.value === '' ? undefined : (event.target.value as DonationReceiptState),
          })
        }
        sx={{ width: { sm: 280 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{TEXT.filters.allStates}</MenuItem>
        {DONATION_RECEIPT_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {TEXT.stateLabels[state]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function EmptyExplanation() {
  const { data: configuration } = useStaticConfiguration();
  return (
    <Alert severity="info">
      <Typography sx={{ fontWeight: 500, mb: 1 }}>{TEXT.emptyTitle}</Typography>
      <Typography sx={{ mb: 1 }}>{TEXT.emptyExplanation}</Typography>
      {configuration && (
        <Link href={`mailto:${configuration.support_email}`}>
          {TEXT.emptyContact(configuration.support_email)}
        </Link>
      )}
    </Alert>
  );
}
