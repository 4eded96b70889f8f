/** 'QR-Code' of a web app (devices-income-kirchgeld.md §2, §9): the direct link, shown at 400 px, a 512 px PNG. */
import type { Device } from '@kollekta/contract';
import { QR_CODE } from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../message-bars';
import { directLinkQuery } from '../api';
import { QR_MESSAGES } from '../messages';

export function QrCodeDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const app = device.type === 'john' ? 'john' : 'bart';
  const { data } = useQuery(directLinkQuery(device.organization.id, app));
  const { showSuccess } = useMessages();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{QR_MESSAGES.title(device.name)}</DialogTitle>
      <DialogContent>
        {!data ? (
          <CircularProgress size={24} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(data.qr_svg)}`}
              alt={QR_MESSAGES.alt(data.url)}
              sx={{ width: '100%', maxWidth: QR_CODE.displaySize, aspectRatio: '1 / 1' }}
            />
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                {QR_MESSAGES.directLink}
              </Typography>
              <Link href={data.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                {data.url}
              </Link>
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          startIcon={<ContentCopyIcon />}
          disabled={!data}
          onClick={() =>
            data && navigator.clipboard?.writeText(data.url).then(() => showSuccess(QR_MESSAGES.copied))
          }
        >
          {QR_MESSAGES.copy}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={!data}
          component="a"
          href={data?.qr_png}
          download={`qr-${app}-${device.organization.id}.png`}
        >
          {QR_MESSAGES.download}
        </Button>
        <Button onClick={onClose}>{QR_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
