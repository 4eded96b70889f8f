/**
 * The progress of bulk receipts (§4 "Receipt generation (bulk)"): waiting for server capacity, then
 * started with 'x von y', then finished: the ZIP is loaded and downloaded, and the dialog closes.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../lib/api-client';
import { TaskProgressBar } from '../app/TaskProgressBar';
import { useKgTaskProgress } from '../app/use-task-progress';
import { downloadReceiptsZip } from './api';
import { KG_PAYMENT_TEXTS } from './messages';

export function ReceiptGenerationDialog(props: {
  tenantId: number;
  taskId: string | null;
  onClose: () => void;
}) {
  const progress = useKgTaskProgress(props.tenantId, props.taskId);
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ loading: boolean; message: string | null; isError: boolean }>({
    loading: false,
    message: null,
    isError: false,
  });
  const handled = useRef<string | null>(null);
  const { onClose, tenantId, taskId } = props;
  const task = progress.data;

  useEffect(() => {
    if (!task || !taskId || handled.current === taskId) return;
    if (task.state === 'failed') {
      handled.current = taskId;
      setOutcome({
        loading: false,
        isError: true,
        message: KG_PAYMENT_TEXTS.failed(String(task.result.message ?? '')),
      });
      return;
    }
    if (task.state !== 'finished') return;
    handled.current = taskId;
    void queryClient.invalidateQueries({ queryKey: ['kg-receipt-audit', tenantId] });
    const receipts = (task.result.donation_receipts as string[] | undefined) ?? [];
    if (receipts.length === 0) {
      setOutcome({ loading: false, isError: false, message: KG_PAYMENT_TEXTS.noneGenerated });
      return;
    }
    setOutcome({ loading: true, isError: false, message: null });
    downloadReceiptsZip(tenantId, receipts)
      .then(() => {
        setOutcome({ loading: false, isError: false, message: null });
        onClose();
      })
      .catch((error: unknown) =>
        setOutcome({ loading: false, isError: true, message: describeApiError(error) }),
      );
  }, [task, taskId, tenantId, onClose, queryClient]);

  useEffect(() => {
    if (taskId === null) {
      handled.current = null;
      setOutcome({ loading: false, message: null, isError: false });
    }
  }, [taskId]);

  const isRunning = !outcome.message && (outcome.loading || task?.state !== 'finished');
  return (
    <Dialog open={taskId !== null} aria-labelledby="kg-receipt-generation-title" fullWidth maxWidth="sm">
      <DialogTitle id="kg-receipt-generation-title">{KG_PAYMENT_TEXTS.generating}</DialogTitle>
      <DialogContent>
        <TaskProgressBar progress={task} />
        {outcome.loading && <Typography sx={{ mt: 2 }}>{KG_PAYMENT_TEXTS.loadingZip}</Typography>}
        {outcome.message && (
          <Alert severity={outcome.isError ? 'error' : 'info'} sx={{ mt: 2 }}>
            {outcome.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isRunning}>
          {KG_PAYMENT_TEXTS.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
