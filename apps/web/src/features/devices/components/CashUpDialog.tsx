/**
 * 'Kassenschnitt' (devices-income-kirchgeld.md §4, §8): chargeable, so it is confirmed first; the
 * success text is the spec's. The recommended day for occasionally used devices is computed.
 */
import type { Device } from '@kollekta/contract';
import { recommendedManualCashUpDay, toBusinessDay } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatIsoDay } from '../../../lib/date-format';
import { useMessages } from '../../message-bars';
import { requestCashUp } from '../api';
import { CASH_UP_DIALOG_MESSAGES } from '../messages';

export function CashUpDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const queryClient = useQueryClient();
  const { showSuccess } = useMessages();
  const cashUp = useMutation({
    mutationFn: () => requestCashUp(device.id as number),
    onSuccess: async () => {
      showSuccess(CASH_UP_DIALOG_MESSAGES.success);
      await queryClient.invalidateQueries({ queryKey: ['devices', 'list'] });
      onClose();
    },
  });
  const recommended = formatIsoDay(recommendedManualCashUpDay(toBusinessDay(new Date())));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{CASH_UP_DIALOG_MESSAGES.title(device.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Alert severity="info">{CASH_UP_DIALOG_MESSAGES.chargeable}</Alert>
          <Typography>{CASH_UP_DIALOG_MESSAGES.automatic}</Typography>
          <Typography>{CASH_UP_DIALOG_MESSAGES.recommendation(recommended)}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CASH_UP_DIALOG_MESSAGES.cancel}</Button>
        <Button
          variant="contained"
          onClick={() => cashUp.mutate()}
          disabled={cashUp.isPending || device.id === null}
        >
          {CASH_UP_DIALOG_MESSAGES.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
