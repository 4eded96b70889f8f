/** The state of the latest file run, with its progress while it goes. */
import type { DirectDebitRun } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/date-format';
import { DIRECT_DEBIT_PAGE_MESSAGES as M } from '../messages';

const SEVERITY = {
  created: 'info',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'warning',
  failed: 'error',
} as const;

export function DirectDebitRunStatus({ run }: { run: DirectDebitRun }) {
  const isRunning = run.state === 'created' || run.state === 'retry' || run.state === 'active';
  const progress =
    run.progress && run.progress.total > 0 ? (run.progress.done / run.progress.total) * 100 : null;
  return (
    <Alert severity={SEVERITY[run.state]} role="status">
      <Stack spacing={1}>
        <Typography variant="body2">
          {M.runStates[run.state]}
          {run.completed_at && !isRunning ? ` (${formatDateTime(run.completed_at)})` : ''}
        </Typography>
        {run.error && run.state !== 'completed' && <Typography variant="body2">{run.error}</Typography>}
        {isRunning && (
          <>
            <LinearProgress
              variant={progress === null ? 'indeterminate' : 'determinate'}
              {...(progress === null ? {} : { value: progress })}
              aria-label={M.runStates[run.state]}
            />
            {run.progress && (
              <Typography variant="caption">{M.progress(run.progress.done, run.progress.total)}</Typography>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}
