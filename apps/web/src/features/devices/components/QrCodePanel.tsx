/**
 * The QR code of a web app (devices-income-kirchgeld.md §2, §9): its direct link shown at 400 px,
 * a 512 px PNG to download and the link to copy. In the device card's 'QR-Code' dialog and on the
 * web app's own page.
 */
import { QR_CODE } from '@kollekta/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMessages } from '../../message-bars';
import { directLinkQuery } from '../api';
import { QR_MESSAGES } from '../messages';
import type { EmbeddableApp } from './EmbedGenerator';

export function QrCodePanel({ app, organizationId }: { app: EmbeddableApp; organizationId: number }) {
  const { data } = useQuery(directLinkQuery(organizationId, app));
  const { showSuccess } = useMessages();
  if (!data) return <CircularProgress size={24} aria-label={QR_MESSAGES.loading} />;
  return (
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
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={() => navigator.clipboard?.writeText(data.url).then(() => showSuccess(QR_MESSAGES.copied))}
        >
          {QR_MESSAGES.copy}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          component="a"
          href={data.qr_png}
          download={`qr-${app}-${organizationId}.png`}
        >
          {QR_MESSAGES.download}
        </Button>
      </Stack>
    </Stack>
  );
}
