/**
 * 'Abschließen' (§4 "Letter"): a confirmation, then the background task's progress polled every
 * second (started, preparing, completing, finished); the list reloads when it is done.
 */
import type { KgLetter } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TaskProgressBar } from '../app/TaskProgressBar';
import { isTaskDone, useKgTaskProgress } from '../app/use-task-progress';
import { finalizeLetter, lettersKey } from './api';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

export function FinalizeLetterDialog(props: { tenantId: number; letter: KgLetter; onClose: () => void }) {
  const { tenantId, letter } = props;
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);
  const progress = useKgTaskProgress(tenantId, taskId);
  const finalize = useMutation({
    mutationFn: () => finalizeLetter(tenantId, letter.id),
    onSuccess: (answer) => setTaskId(answer.task_id),
  });
  const isDone = isTaskDone(progress.data);
  useEffect(() => {
    if (isDone) void queryClient.invalidateQueries({ queryKey: lettersKey(tenantId) });
  }, [isDone, queryClient, tenantId]);

  return (
    <Dialog open onClose={taskId && !isDone ? undefined : props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{taskId ? TEXTS.finalizing : TEXTS.finalizeTitle}</DialogTitle>
      <DialogContent>
        {!taskId && <DialogContentText>{TEXTS.finalizeText}</DialogContentText>}
        {taskId && <TaskProgressBar progress={progress.data} label={TEXTS.finalizing} />}
        {progress.data?.state === 'finished' && (
          <DialogContentText sx={{ mt: 2 }}>{TEXTS.finalized}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {!taskId && (
          <>
            <Button onClick={props.onClose} disabled={finalize.isPending}>
              {TEXTS.cancel}
            </Button>
            <Button variant="contained" onClick={() => finalize.mutate()} disabled={finalize.isPending}>
              {TEXTS.finalize}
            </Button>
          </>
        )}
        {taskId && (
          <Button onClick={props.onClose} disabled={!isDone}>
            {TEXTS.close}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
