/**
 * 'Eingezogen bestätigen': the treasurer has seen the file's total credited on the bank statement.
 * Its debits count as collected and their payments are no longer 'noch nicht bestätigt'; a
 * Rücklastschrift can still be recorded later. The buttons wait while the request runs.
 */
import type { DirectDebitFile } from '@kollekta/contract';
import { decimalStringToCents, formatMoney } from '@kollekta/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { DIRECT_DEBIT_PAGE_MESSAGES as M } from '../messages';

type Props = {
  file: DirectDebitFile;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function ConfirmCollectedDialog({ file, isPending, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const sum = formatMoney(decimalStringToCents(file.control_sum) ?? 0, 'EUR');
  return (
    <Dialog open onClose={isPending ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{M.collectTitle}</DialogTitle>
      <DialogContent>
        <Typography>{M.collectQuestion(file.number_of_transactions, sum)}</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={isPending ? undefined : onConfirm}
          disabled={isPending}
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.collectConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
