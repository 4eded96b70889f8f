/** A background task's progress as the spec shows it: waiting, then 'done of total', then finished. */
import type { KgTaskProgress } from '@kollekta/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { KG_TASK_TEXTS } from './messages';

const countFormat = new Intl.NumberFormat('de-DE');
const formatNumber = (value: number) => countFormat.format(value);

export function taskProgressLabel(progress: KgTaskProgress | undefined): string {
  if (!progress || progress.state === 'waiting') return KG_TASK_TEXTS.waiting;
  if (progress.state === 'failed') return KG_TASK_TEXTS.failed;
  if (progress.state === 'finished') return KG_TASK_TEXTS.finished;
  if (progress.state === 'preparing') return KG_TASK_TEXTS.preparing;
  if (progress.state === 'completing') return KG_TASK_TEXTS.completing;
  return KG_TASK_TEXTS.doneOfTotal(formatNumber(progress.done_count), formatNumber(progress.total_count));
}

export function TaskProgressBar(props: { progress: KgTaskProgress | undefined; label?: string }) {
  const { progress } = props;
  const percent =
    progress && progress.total_count > 0
      ? Math.min(100, (progress.done_count / progress.total_count) * 100)
      : 0;
  const isDeterminate = progress?.state === 'started' || progress?.state === 'finished';
  const label = taskProgressLabel(progress);
  return (
    <Box>
      <LinearProgress
        variant={isDeterminate ? 'determinate' : 'indeterminate'}
        value={progress?.state === 'finished' ? 100 : percent}
        aria-label={props.label ?? KG_TASK_TEXTS.progress}
        aria-valuetext={label}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {label}
      </Typography>
    </Box>
  );
}
