/**
 * 'Übersicht über die Bitte nach weiteren Informationen', `#/o/{id}/subscribers`
 * ({host}.subscriberlist, administration.md §2 "Lists", §3 "Subscriber entry", §7): who asked for
 * more information, of the organisation and those below it, paged on the server, with the whole
 * list as an Excel file.
 */
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { formatDateTime } from '../../../lib/date-format';
import { EmptyTableRow, ServerTablePagination } from '../../../lib/ServerPagedTable';
import { useCurrentOrganizationId } from '../../organizations';
import { collectionTypeLabel, formatGiftAmount } from '../../recurring-payments';
import { downloadSubscribers, subscribersQuery } from '../api';
import { INFORMATION_REQUESTS_MESSAGES as TEXT } from '../messages';

const PAGE_SIZES = [20, 50, 100, 200] as const;

export function InformationRequestsPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <SubscriberList organizationId={id} />;
}

function SubscriberList({ organizationId }: { organizationId: number }) {
  const [pageSize, setPageSize] = useState<number>(50);
  const [page, setPage] = useState(0);
  const { data, isFetching } = useQuery({
    ...subscribersQuery(organizationId, { limit: pageSize, offset: page * pageSize }),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: () => downloadSubscribers(organizationId),
    meta: { handledStatuses: 'all' },
  });
  const rows = data?.results ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h1">{TEXT.title}</Typography>
          <Typography color="text.secondary">{TEXT.intro}</Typography>
        </div>
        <div>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={download.isPending || !data || data.count === 0}
            onClick={() => download.mutate()}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {download.isPending ? TEXT.downloading : TEXT.download}
          </Button>
        </div>
      </Stack>
      {download.isError && <Alert severity="error">{TEXT.downloadFailed}</Alert>}
      <Paper variant="outlined">
        {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={TEXT.title}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXT.columns.createdAt}</TableCell>
                <TableCell>{TEXT.columns.email}</TableCell>
                <TableCell>{TEXT.columns.name}</TableCell>
                <TableCell>{TEXT.columns.collection}</TableCell>
                <TableCell>{TEXT.columns.collectionType}</TableCell>
                <TableCell align="right">{TEXT.columns.amount}</TableCell>
                <TableCell>{TEXT.columns.organization}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((entry) => (
                <TableRow key={entry.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
                  <TableCell>{entry.email}</TableCell>
                  <TableCell>{entry.name ?? TEXT.noName}</TableCell>
                  <TableCell>{entry.collection_name ?? ''}</TableCell>
                  <TableCell>{collectionTypeLabel(entry.collection_type)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {entry.amount === null ? '' : formatGiftAmount(entry.amount, entry.currency ?? 'EUR')}
                  </TableCell>
                  <TableCell>{entry.organization_name}</TableCell>
                </TableRow>
              ))}
              {data && rows.length === 0 && <EmptyTableRow colSpan={7} text={TEXT.empty} />}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerTablePagination
          count={data?.count ?? 0}
          paging={{ page, pageSize, setPage, setPageSize }}
          pageSizes={PAGE_SIZES}
        />
      </Paper>
    </Stack>
  );
}
