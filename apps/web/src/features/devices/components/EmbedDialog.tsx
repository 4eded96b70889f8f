/** 'Einbinden' of a web app's device card: the embedding generator in a dialog. */
import type { Device } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { EMBED_MESSAGES } from '../messages';
import { EmbedGenerator } from './EmbedGenerator';

export function EmbedDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{EMBED_MESSAGES.title(device.name)}</DialogTitle>
      <DialogContent>
        <EmbedGenerator
          app={device.type === 'john' ? 'john' : 'bart'}
          organizationId={device.organization.id}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{EMBED_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
