/**
 * The PDF of a finalised letter: a small one downloads at once; a large one is rendered in the
 * background first (progress polled every second) and downloads when it is finished.
 */
import type { KgLetter } from '@kollekta/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TaskProgressBar } from '../app/TaskProgressBar';
import { useKgTaskProgress } from '../app/use-task-progress';
import { downloadLetterPdf, lettersKey, renderLetterPdf } from './api';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

/** matches the server's LETTER_PDF_DIRECT_LIMIT: larger letters are rendered by a job */
const DIRECT_LIMIT = 300;

export function LetterPdfButton(props: { tenantId: number; letter: KgLetter }) {
  const { tenantId, letter } = props;
  const queryClient = useQueryClient();
  const [taskId, setTaskId] = useState<string | null>(null);
  const progress = useKgTaskProgress(tenantId, taskId);
  const downloaded = useRef<string | null>(null);
  const download = useMutation({ mutationFn: () => downloadLetterPdf(tenantId, letter) });
  const render = useMutation({
    mutationFn: () => renderLetterPdf(tenantId, letter.id),
    onSuccess: (answer) => setTaskId(answer.task_id),
  });
  const { mutate: startDownload } = download;
  useEffect(() => {
    if (progress.data?.state !== 'finished' || downloaded.current === progress.data.id) return;
    downloaded.current = progress.data.id;
    setTaskId(null);
    void queryClient.invalidateQueries({ queryKey: lettersKey(tenantId) });
    startDownload();
  }, [progress.data, queryClient, tenantId, startDownload]);

  const needsRender = !letter.pdf_ready && (letter.recipient_count ?? 0) > DIRECT_LIMIT;
  const isBusy = download.isPending || render.isPending || taskId !== null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: taskId ? 180 : undefined }}>
      <Button
        size="small"
        disabled={letter.state === 'created' || isBusy}
        onClick={() => (needsRender ? render.mutate() : download.mutate())}
      >
        {TEXTS.pdf}
      </Button>
      {taskId && <TaskProgressBar progress={progress.data} label={TEXTS.pdfRendering} />}
    </Box>
  );
}
