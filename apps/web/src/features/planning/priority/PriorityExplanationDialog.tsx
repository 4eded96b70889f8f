/** The priority explanation dialog (planning.md §2 "Dialogs"): what the display priority does on devices. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PRIORITY_MESSAGES } from './messages';

export function PriorityExplanationDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{PRIORITY_MESSAGES.dialogTitle}</DialogTitle>
      <DialogContent>
        {PRIORITY_MESSAGES.explanation.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {PRIORITY_MESSAGES.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
