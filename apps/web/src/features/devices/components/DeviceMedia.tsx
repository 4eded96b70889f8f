/**
 * The picture of a device card (devices-income-kirchgeld.md §2 "Device card"): with 'Live-Vorschau'
 * the screen the device sends through telemetry, or for a web app the app itself in an iframe
 * (285 px high for bart, otherwise 355 px, §9); an icon otherwise.
 */
import type { Device } from '@kollekta/contract';
import ChurchIcon from '@mui/icons-material/Church';
import PhonelinkIcon from '@mui/icons-material/Phonelink';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import Box from '@mui/material/Box';
import { CARD_MESSAGES } from '../messages';
import { WebAppPreview } from './WebAppPreview';

const MEDIA_HEIGHT = 180;

export function DeviceMedia(props: { device: Device; isLive: boolean; screenUrl: string | null }) {
  const { device, isLive, screenUrl } = props;
  if (isLive && device.is_web_app) {
    return (
      <WebAppPreview
        type={device.type}
        organizationId={device.organization.id}
        title={CARD_MESSAGES.previewOf(device.name)}
      />
    );
  }
  if (isLive && screenUrl) {
    return (
      <Box
        sx={{
          height: MEDIA_HEIGHT,
          bgcolor: 'grey.900',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Box
          component="img"
          src={screenUrl}
          alt={CARD_MESSAGES.screenOf(device.name)}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  const Icon = device.is_web_app
    ? PhonelinkIcon
    : device.device_class === 'KB'
      ? ChurchIcon
      : PointOfSaleIcon;
  return (
    <Box
      sx={{
        height: { xs: 88, sm: 120 },
        bgcolor: device.active ? 'primary.50' : 'grey.100',
        background: (theme) =>
          device.active
            ? `linear-gradient(135deg, ${theme.palette.primary.light}22, ${theme.palette.primary.main}11)`
            : theme.palette.grey[100],
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: device.active ? 'primary.main' : 'text.disabled',
      }}
    >
      <Icon sx={{ fontSize: { xs: 44, sm: 56 } }} aria-hidden />
    </Box>
  );
}
