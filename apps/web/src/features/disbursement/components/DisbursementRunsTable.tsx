/**
 * 'Überweisungsläufe': the transfer runs the organisation ordered, newest first, each with its
 * booking files — the DATEV Buchungsstapel and the Excel list — fetched with the signed-in token.
 * The run just ordered is marked 'neu'.
 */
import type { DisbursementRun } from '@kollekta/contract';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-format';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { downloadRunDatev, downloadRunXlsx, runsQuery } from '../api';
import { formatAmount } from '../disbursement-display';
import { DISBURSEMENT_PAGE_MESSAGES as M } from '../messages';
import { LoadingLine } from './LoadingLine';

export function DisbursementRunsTable({
  organizationId,
  newRunId,
}: {
  organizationId: number;
  newRunId: number | null;
}) {
  const runs = useQuery(runsQuery(organizationId));
  return (
    <Stack spacing={1}>
      <Typography variant="h2">{M.runsTitle}</Typography>
      {runs.isPending ? (
        <LoadingLine text={M.loading} />
      ) : runs.isError ? (
        <Alert severity="error">{describeApiError(runs.error)}</Alert>
      ) : runs.data.length === 0 ? (
        <Alert severity="info">{M.runsEmpty}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={M.runsTable} sx={{ '& th, & td': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>{M.runColumns.run}</TableCell>
                <TableCell>{M.runColumns.createdAt}</TableCell>
                <TableCell>{M.runColumns.createdBy}</TableCell>
                <TableCell align="right">{M.runColumns.orders}</TableCell>
                <TableCell align="right">{M.runColumns.total}</TableCell>
                <TableCell>{M.runColumns.downloads}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.data.map((run) => (
                <RunRow key={run.id} run={run} isNew={run.id === newRunId} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}

function RunRow({ run, isNew }: { run: DisbursementRun; isNew: boolean }) {
  return (
    <TableRow data-run={run.id} selected={isNew}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {M.runName(run.id)}
        {isNew && <Chip size="small" color="primary" label={M.newRun} sx={{ ml: 1 }} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.created_at)}</TableCell>
      <TableCell>{run.created_by ?? ''}</TableCell>
      <TableCell align="right">{run.order_count}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatAmount(run.total, run.currency)}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          <RunDownloadButton
            label={M.datev}
            ariaLabel={M.datevFor(run.id)}
            download={() => downloadRunDatev(run.id)}
          />
          <RunDownloadButton
            label={M.xlsx}
            ariaLabel={M.xlsxFor(run.id)}
            download={() => downloadRunXlsx(run.id)}
          />
        </Stack>
      </TableCell>
    </TableRow>
  );
}

function RunDownloadButton({
  label,
  ariaLabel,
  download,
}: {
  label: string;
  ariaLabel: string;
  download: () => Promise<string>;
}) {
  const file = useMutation({
    mutationFn: download,
    meta: { handledStatuses: 'all' },
    onError: (error) => messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error))),
  });
  return (
    <Button
      size="small"
      startIcon={file.isPending ? <CircularProgress size={14} /> : <DownloadIcon />}
      disabled={file.isPending}
      onClick={() => file.mutate()}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
