/**
 * 'Postausgang', `#/admin/outbox` (admin.outbox, superusers, only development and demo deployments,
 * issue 17): the newest mails first, filtered by parts of recipient and subject, paged on the
 * server; a row opens the mail. Production keeps no outbox, so the page only says so.
 */
import type { OutboxMail } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/date-format';
import { EmptyTableRow, ServerTablePagination } from '../../../lib/ServerPagedTable';
import { useStaticConfiguration } from '../../configuration';
import { outboxQuery } from '../api';
import { OUTBOX_MESSAGES as TEXT } from '../messages';
import { OutboxMailDialog } from './OutboxMailDialog';
import { OutboxStatus } from './OutboxStatus';

const FILTER_DELAY_MS = 300;
const PAGE_SIZES = [25, 50, 100] as const;

export function OutboxPage() {
  const { data: configuration } = useStaticConfiguration();
  if (!configuration) return <LinearProgress aria-label={TEXT.loading} />;
  if (configuration.deployment === 'production') {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Alert severity="info">{TEXT.notAvailable}</Alert>
      </Stack>
    );
  }
  return <OutboxList />;
}

function OutboxList() {
  const [recipient, setRecipient] = useState('');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const [opened, setOpened] = useState<OutboxMail | null>(null);
  const filter = useDebounced({ recipient, subject }, FILTER_DELAY_MS);
  // A new filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a changed filter only
  useEffect(() => setPage(0), [filter.recipient, filter.subject]);
  const { data, isError, isFetching } = useQuery({
    ...outboxQuery({ ...filter, page, pageSize }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={TEXT.recipientFilter}
          value={recipient}
          onChange={(event) => setRecipient(event.target.value)}
          size="small"
          type="search"
          slotProps={{ htmlInput: { maxLength: 254 } }}
          sx={{ minWidth: 260 }}
        />
        <TextField
          label={TEXT.subjectFilter}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          size="small"
          type="search"
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ minWidth: 260 }}
        />
      </Stack>
      {isError && <Alert severity="error">{TEXT.loadFailed}</Alert>}
      <Card variant="outlined">
        {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
        <CardContent>
          <TableContainer>
            <Table size="small" aria-label={TEXT.table}>
              <TableHead>
                <TableRow>
                  <TableCell>{TEXT.columns.date}</TableCell>
                  <TableCell>{TEXT.columns.recipient}</TableCell>
                  <TableCell>{TEXT.columns.subject}</TableCell>
                  <TableCell>{TEXT.columns.status}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.results.map((mail) => (
                  <TableRow key={mail.id} hover>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created_at)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{mail.recipient}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Link
                        component="button"
                        type="button"
                        onClick={() => setOpened(mail)}
                        aria-label={TEXT.open(mail.subject || TEXT.noSubject)}
                        sx={{ textAlign: 'left' }}
                      >
                        {mail.subject || TEXT.noSubject}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <OutboxStatus mail={mail} />
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.results.length === 0 && <EmptyTableRow colSpan={4} text={TEXT.empty} />}
              </TableBody>
            </Table>
          </TableContainer>
          <ServerTablePagination
            count={data?.count ?? 0}
            paging={{ page, pageSize, setPage, setPageSize }}
            pageSizes={PAGE_SIZES}
          />
        </CardContent>
      </Card>
      <OutboxMailDialog mail={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return debounced;
}
