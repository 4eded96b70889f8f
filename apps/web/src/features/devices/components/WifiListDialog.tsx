/** The Wi-Fi list of a device: subscribed to its scan results only while open (devices-income-kirchgeld.md §7). */
import type { Device } from '@kollekta/contract';
import { wifiBars } from '@kollekta/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatTime } from '../../../lib/date-format';
import { WIFI_MESSAGES } from '../messages';
import { useDeviceTelemetry, useWifiRescan, useWifiScan } from '../telemetry/use-telemetry';
import { WifiBarsIcon } from './SignalIcons';

export function WifiListDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  useWifiScan(device.mqtt_identity, true);
  const rescan = useWifiRescan(device.mqtt_identity);
  const { wifiScan } = useDeviceTelemetry(device.mqtt_identity, { live: false, extended: false });
  const networks = [...(wifiScan?.networks ?? [])].sort((a, b) => b.rssi - a.rssi);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{WIFI_MESSAGES.title(device.name)}</DialogTitle>
      <DialogContent>
        {!wifiScan ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{WIFI_MESSAGES.scanning}</Typography>
          </Stack>
        ) : networks.length === 0 ? (
          <Typography>{WIFI_MESSAGES.empty}</Typography>
        ) : (
          <>
            <Table size="small" aria-label={WIFI_MESSAGES.title(device.name)}>
              <TableHead>
                <TableRow>
                  <TableCell>{WIFI_MESSAGES.ssid}</TableCell>
                  <TableCell>{WIFI_MESSAGES.signal}</TableCell>
                  <TableCell>{WIFI_MESSAGES.security}</TableCell>
                  <TableCell align="right">{WIFI_MESSAGES.channel}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {networks.map((network) => (
                  <TableRow key={`${network.ssid}-${network.channel}`}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{network.ssid}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <WifiBarsIcon bars={wifiBars(network.rssi)} />
                        <span>{network.rssi} dBm</span>
                      </Stack>
                    </TableCell>
                    <TableCell>{WIFI_MESSAGES.securities[network.security]}</TableCell>
                    <TableCell align="right">{network.channel}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="caption" color="text.secondary">
              {WIFI_MESSAGES.scannedAt(formatTime(new Date(wifiScan.scanned_at * 1000)))}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={rescan}>{WIFI_MESSAGES.rescan}</Button>
        <Button onClick={onClose}>{WIFI_MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
