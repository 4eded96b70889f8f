/** The connection status line, the collection period and the warnings of a device card (§4). */
import type { Device } from '@kollekta/contract';
import {
  type ConnectionState,
  collectionMemberStateText,
  DEVICE_WARNING_TEXTS,
  findDeviceWarning,
} from '@kollekta/domain';
import CircleIcon from '@mui/icons-material/Circle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CARD_MESSAGES } from '../messages';

const STATE_COLOR: Record<
  ConnectionState,
  'success.main' | 'warning.main' | 'error.main' | 'text.disabled' | 'info.main'
> = {
  online: 'success.main',
  booting: 'info.main',
  telemetryFailed: 'warning.main',
  offline: 'error.main',
  unknown: 'text.disabled',
};

export function ConnectionLine(props: {
  device: Device;
  connectionState: ConnectionState;
  collectionMemberState: string | null;
}) {
  const { device, connectionState } = props;
  const warning = findDeviceWarning({
    active: device.active,
    collectionMemberState: props.collectionMemberState,
    connectionState,
  });
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="connection-line">
        <CircleIcon sx={{ fontSize: 12, color: STATE_COLOR[connectionState] }} aria-hidden />
        <Typography variant="body2">{CARD_MESSAGES.connection[connectionState]}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {collectionMemberStateText(props.collectionMemberState)}
      </Typography>
      {warning && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          {DEVICE_WARNING_TEXTS[warning]}
        </Alert>
      )}
    </Stack>
  );
}
