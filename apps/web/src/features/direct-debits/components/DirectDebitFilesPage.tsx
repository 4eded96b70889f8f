/**
 * `#/o/{id}/directdebits` ({host}.directdebits, administration.md "Direct debits"): the SEPA files of
 * the organisation to download. A download fetches the XML and then marks the file processed
 * ('Bereits heruntergeladen'). Administrators start a run by hand ('Dateien jetzt erstellen'); the
 * latest run shows its state and progress while it goes.
 */
import type { DirectDebitFile } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { describeApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { messageStore } from '../../message-bars';
import { useCurrentOrganizationId } from '../../organizations';
import {
  confirmDirectDebitFileCollected,
  directDebitFilesQuery,
  directDebitKeys,
  directDebitRunsQuery,
  downloadDirectDebitFile,
  markDirectDebitFileProcessed,
  startDirectDebitRun,
} from '../api';
import { DIRECT_DEBIT_PAGE_MESSAGES as M } from '../messages';
import { ConfirmCollectedDialog } from './ConfirmCollectedDialog';
import { DirectDebitRunStatus } from './DirectDebitRunStatus';

export function DirectDebitFilesPage() {
  const id = useCurrentOrganizationId();
  if (id === null) return <Navigate to="/" replace />;
  return <DirectDebitFiles organizationId={id} />;
}

function DirectDebitFiles({ organizationId }: { organizationId: number }) {
  const queryClient = useQueryClient();
  const files = useQuery(directDebitFilesQuery(organizationId));
  const runs = useQuery(directDebitRunsQuery(organizationId));
  const latestRun = runs.data?.[0] ?? null;
  const isRunning = latestRun !== null && ['created', 'retry', 'active'].includes(latestRun.state);

  // when a run has ended (even one that ended before the page saw it going), its files are new
  const finishedRun = latestRun && !isRunning ? `${latestRun.id}:${latestRun.state}` : null;
  useEffect(() => {
    if (finishedRun) void queryClient.invalidateQueries({ queryKey: directDebitKeys.files(organizationId) });
  }, [finishedRun, organizationId, queryClient]);

  const start = useMutation({
    mutationFn: () => startDirectDebitRun(organizationId),
    onSuccess: () => {
      messageStore.showSuccess(M.runStarted);
      void queryClient.invalidateQueries({ queryKey: directDebitKeys.runs(organizationId) });
    },
    onError: (error) => messageStore.showError(describeApiError(error)),
  });

  if (files.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
        <CircularProgress size={24} />
        <Typography>{M.loading}</Typography>
      </Stack>
    );
  }
  if (files.isError) return <Alert severity="error">{describeApiError(files.error)}</Alert>;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          {M.title}
        </Typography>
        <Button
          variant="contained"
          onClick={() => start.mutate()}
          disabled={start.isPending || isRunning}
          startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.createNow}
        </Button>
      </Stack>
      <Typography color="text.secondary">{M.intro}</Typography>
      {latestRun && <DirectDebitRunStatus run={latestRun} />}
      {files.data.length === 0 ? (
        <Alert severity="info">{M.empty}</Alert>
      ) : (
        <FileTable files={files.data} organizationId={organizationId} />
      )}
    </Stack>
  );
}

function FileTable({ files, organizationId }: { files: DirectDebitFile[]; organizationId: number }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={M.table}>
        <TableHead>
          <TableRow>
            <TableCell>{M.columns.fileName}</TableCell>
            <TableCell>{M.columns.createdAt}</TableCell>
            <TableCell align="right">{M.columns.transactions}</TableCell>
            <TableCell align="right">{M.columns.controlSum}</TableCell>
            <TableCell>{M.columns.state}</TableCell>
            <TableCell>{M.columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => (
            <FileRow key={file.id} file={file} organizationId={organizationId} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FileRow({ file, organizationId }: { file: DirectDebitFile; organizationId: number }) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: async () => {
      await downloadDirectDebitFile(file);
      if (!file.processed) await markDirectDebitFileProcessed(file.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.files(organizationId) }),
    onError: (error) => messageStore.showError(describeApiError(error)),
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const collect = useMutation({
    mutationFn: () => confirmDirectDebitFileCollected(file.id),
    onSuccess: () => {
      setIsConfirming(false);
      messageStore.showSuccess(M.collectDone);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: directDebitKeys.files(organizationId) }),
    onError: (error) => {
      setIsConfirming(false);
      messageStore.showError(describeApiError(error));
    },
  });
  return (
    <TableRow>
      <TableCell sx={{ wordBreak: 'break-word' }}>{file.file_name}</TableCell>
      <TableCell>{formatDateTime(file.created_at)}</TableCell>
      <TableCell align="right">{file.number_of_transactions}</TableCell>
      <TableCell align="right">{formatMoney(decimalStringToCents(file.control_sum) ?? 0, 'EUR')}</TableCell>
      <TableCell>
        {file.collected_at ? (
          <Chip size="small" color="success" label={M.collected(formatDate(file.collected_at))} />
        ) : file.processed ? (
          <Chip size="small" label={M.processed} />
        ) : (
          <Chip size="small" color="primary" label={M.notProcessed} />
        )}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          startIcon={download.isPending ? <CircularProgress size={14} /> : <DownloadIcon />}
          disabled={download.isPending}
          onClick={() => download.mutate()}
          aria-label={`${file.processed ? M.downloadAgain : M.download}: ${file.file_name}`}
        >
          {download.isPending ? M.downloading : file.processed ? M.downloadAgain : M.download}
        </Button>
        {file.processed && !file.collected_at && (
          <Button
            size="small"
            disabled={collect.isPending}
            onClick={() => setIsConfirming(true)}
            aria-label={`${M.collect}: ${file.file_name}`}
          >
            {M.collect}
          </Button>
        )}
        {isConfirming && (
          <ConfirmCollectedDialog
            file={file}
            isPending={collect.isPending}
            onCancel={() => setIsConfirming(false)}
            onConfirm={() => collect.mutate()}
          />
        )}
      </TableCell>
    </TableRow>
  );
}
