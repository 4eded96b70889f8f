/**
 * The evaluation dialog of one collection (planning.md §2 "Evaluation view"). The dashboard, income
 * by month and the collection card open it; its print button opens the print view
 * (organization.print) in a window of its own.
 */
import { addDays } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatIsoDay } from '../../../lib/date-format';
import { evaluationPrintPath } from '../api';
import { EVALUATION_MESSAGES } from '../messages';
import { type EvaluationPlan, useEvaluation } from '../use-evaluation';
import { EvaluationReport } from './EvaluationReport';

type Props = {
  organizationId: number;
  recursive: boolean;
  plan: EvaluationPlan;
  onClose: () => void;
};

export function EvaluationDialog({ organizationId, recursive, plan, onClose }: Props) {
  const { range, payments, isPending, isError } = useEvaluation(organizationId, recursive, plan);
  const titleId = `evaluation-title-${plan.id}`;
  const handlePrint = () => {
    window.open(evaluationPrintPath(organizationId, plan.id, recursive), '_blank');
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{EVALUATION_MESSAGES.title(plan.name)}</DialogTitle>
      <DialogContent dividers>
        <EvaluationPeriod range={range} />
        {isError ? (
          <Alert severity="error">{EVALUATION_MESSAGES.loadFailed}</Alert>
        ) : isPending || !payments ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 3 }} role="status">
            <CircularProgress size={24} />
            <Typography>{EVALUATION_MESSAGES.loading}</Typography>
          </Stack>
        ) : (
          <EvaluationReport payments={payments} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={handlePrint}>{EVALUATION_MESSAGES.print}</Button>
        <Button onClick={onClose} variant="contained">
          {EVALUATION_MESSAGES.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Zeitraum: {from} – {to}', or that the collection has not begun. */
export function EvaluationPeriod({ range }: { range: { since: string; before: string } }) {
  return (
    <Typography color="text.secondary" gutterBottom>
      {range.since < range.before
        ? EVALUATION_MESSAGES.period(formatIsoDay(range.since), formatIsoDay(addDays(range.before, -1)))
        : EVALUATION_MESSAGES.notStarted}
    </Typography>
  );
}
