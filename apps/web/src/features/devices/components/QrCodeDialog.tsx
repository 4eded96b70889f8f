/** 'QR-Code' of a web app's device card: the QR code panel in a dialog. */
import type { Device } from '@kollekta/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { QR_MESSAGES } from '../messages';
import { QrCodePanel } from './QrCodePanel';

export function QrCodeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{QR_MESSAGES.title(device.name)}</DialogTitle>
      <DialogContent>
        <QrCodePanel app={device.type === 'john' ? 'john' : 'bart'} organizationId={device.organization.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{QR_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
