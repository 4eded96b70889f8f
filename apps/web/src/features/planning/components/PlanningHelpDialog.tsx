/** The info dialog with help on planning (planning.md §2 "Dialogs"). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useStaticConfiguration } from '../../configuration';
import { DIALOG_MESSAGES } from '../messages';

export function PlanningHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const { data: configuration } = useStaticConfiguration();
  const email = configuration?.support_email;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{DIALOG_MESSAGES.helpTitle}</DialogTitle>
      <DialogContent>
        {DIALOG_MESSAGES.helpParagraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5 }}>
            {paragraph}
          </Typography>
        ))}
        {email && (
          <Typography color="text.secondary">
            {DIALOG_MESSAGES.helpSupportLead} <Link href={`mailto:${email}`}>{email}</Link>.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {DIALOG_MESSAGES.closeDialog}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
