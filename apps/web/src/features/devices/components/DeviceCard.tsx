/**
 * One device or web app (devices-income-kirchgeld.md §2 "Device card"): picture, settings button,
 * class name ('(inaktiv)'), name, contract, connection line, 'Kassenschnitt', the 'mehr' panel,
 * and for web apps 'QR-Code' and 'Einbinden'.
 */
import type { Device } from '@kollekta/contract';
import {
  batteryLevel,
  deriveConnectionState,
  isBatteryLow,
  UNKNOWN_DEVICE_NAME,
  wifiBars,
  wwanSignalPercent,
  wwanSignalQuality,
} from '@kollekta/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CodeIcon from '@mui/icons-material/Code';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import SettingsIcon from '@mui/icons-material/Settings';
import SignalCellularAltIcon from '@mui/icons-material/SignalCellularAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListName } from '../../../lib/ListName';
import { type WebAppPage, webAppPagePath } from '../../organizations';
import { classLine, contractLine } from '../device-display';
import { CARD_MESSAGES } from '../messages';
import { useDeviceTelemetry } from '../telemetry/use-telemetry';
import { useUnixSeconds } from '../use-clock';
import { ConnectionLine } from './ConnectionLine';
import { DeviceDetails } from './DeviceDetails';
import { DeviceMedia } from './DeviceMedia';
import { BatteryIcon, WifiBarsIcon } from './SignalIcons';

export type DeviceCardActions = {
  onSettings: (device: Device) => void;
  onCashUp: (device: Device) => void;
  onQrCode: (device: Device) => void;
  onEmbed: (device: Device) => void;
  onWifiList: (device: Device) => void;
};

type Props = { device: Device; isLive: boolean; showOrganization: boolean; actions: DeviceCardActions };

export function DeviceCard({ device, isLive, showOrganization, actions }: Props) {
  const [isExpanded, setIsExpanded] = useState(false);
  const hasTelemetry = !device.is_web_app && device.mqtt_identity !== null;
  const telemetry = useDeviceTelemetry(hasTelemetry ? device.mqtt_identity : null, {
    live: isLive,
    extended: isExpanded,
  });
  const now = useUnixSeconds();
  const connectionState = deriveConnectionState({
    now,
    vpnLastHandshake: telemetry.vpnLastHandshake,
    telemetryStatus: telemetry.status,
  });
  const collectionMemberState = telemetry.collectionMemberState ?? device.collection_member_state;
  const screenUrl = telemetry.screens.main ?? Object.values(telemetry.screens)[0] ?? null;
  const appPage = webAppPage(device);

  return (
    <Card
      component="article"
      aria-label={device.name}
      data-testid="device-card"
      sx={{ display: 'flex', flexDirection: 'column', opacity: device.active ? 1 : 0.85 }}
    >
      <DeviceMedia device={device} isLive={isLive} screenUrl={screenUrl} />
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
              {classLine(device)}
            </Typography>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {/* cut at 22 characters like every name in a list (administration.md §9) */}
              <ListName name={device.name.trim() || UNKNOWN_DEVICE_NAME} />
            </Typography>
            {showOrganization && (
              <Typography variant="body2" color="text.secondary">
                {device.organization.name}
              </Typography>
            )}
          </Box>
          {device.can_change_settings && (
            <Tooltip title={CARD_MESSAGES.settings}>
              <IconButton
                aria-label={CARD_MESSAGES.settings}
                onClick={() => actions.onSettings(device)}
                edge="end"
              >
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
        {!device.is_web_app && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {device.contracts[0] ? contractLine(device.contracts[0]) : CARD_MESSAGES.contract.none}
          </Typography>
        )}
        <Box sx={{ mt: 1.5 }}>
          {hasTelemetry ? (
            <ConnectionLine
              device={device}
              connectionState={connectionState}
              collectionMemberState={collectionMemberState}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {CARD_MESSAGES.webAppLine}
            </Typography>
          )}
        </Box>
        {hasTelemetry && <SignalRow telemetry={telemetry} />}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1.5 }}>
        {device.can_cash_up && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<PointOfSaleIcon />}
            onClick={() => actions.onCashUp(device)}
          >
            {CARD_MESSAGES.cashUp}
          </Button>
        )}
        {device.is_web_app && (
          <>
            <Button size="small" startIcon={<QrCodeIcon />} onClick={() => actions.onQrCode(device)}>
              {CARD_MESSAGES.qrCode}
            </Button>
            <Button size="small" startIcon={<CodeIcon />} onClick={() => actions.onEmbed(device)}>
              {CARD_MESSAGES.embed}
            </Button>
            {appPage && (
              <Button
                size="small"
                startIcon={<ArrowForwardIcon />}
                component={RouterLink}
                to={webAppPagePath(device.organization.id, appPage)}
              >
                {CARD_MESSAGES.webAppPage}
              </Button>
            )}
          </>
        )}
        <Button
          size="small"
          onClick={() => setIsExpanded((expanded) => !expanded)}
          endIcon={isExpanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={isExpanded}
          sx={{ ml: 'auto !important' }}
        >
          {isExpanded ? CARD_MESSAGES.less : CARD_MESSAGES.more}
        </Button>
      </CardActions>
      <Collapse in={isExpanded} unmountOnExit>
        <CardContent sx={{ pt: 0 }}>
          <DeviceDetails
            device={device}
            telemetry={telemetry}
            now={now}
            onOpenWifiList={() => actions.onWifiList(device)}
          />
        </CardContent>
      </Collapse>
    </Card>
  );
}

/** The web app's own page (`{host}.kollekteapp`, `{host}.spendeapp`) for the card of a web app. */
function webAppPage(device: Device): WebAppPage | null {
  if (device.device_class === 'WA') return 'kollekteapp';
  if (device.device_class === 'WS') return 'spendeapp';
  return null;
}

function SignalRow({ telemetry }: { telemetry: ReturnType<typeof useDeviceTelemetry> }) {
  const { batteryPercent, wifiRssi, wwanRssi } = telemetry;
  if (batteryPercent === null && wifiRssi === null && wwanRssi === null) return null;
  const wwanPercent = wwanRssi === null ? null : wwanSignalPercent(wwanRssi);
  const wwanQuality = wwanPercent === null ? null : wwanSignalQuality(wwanPercent);
  return (
    <Stack direction="row" sx={{ mt: 1.5, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {batteryPercent !== null && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <BatteryIcon level={batteryLevel(batteryPercent)} isLow={isBatteryLow(batteryPercent)} />
          <Typography variant="body2" color={isBatteryLow(batteryPercent) ? 'warning.main' : 'text.primary'}>
            {CARD_MESSAGES.battery(Math.round(batteryPercent))}
            {isBatteryLow(batteryPercent) && ` · ${CARD_MESSAGES.batteryLow}`}
          </Typography>
        </Stack>
      )}
      {wifiRssi !== null && (
        <Tooltip title={CARD_MESSAGES.wifiBars(wifiBars(wifiRssi))}>
          <Box
            sx={{ display: 'flex', color: 'text.secondary' }}
            aria-label={CARD_MESSAGES.wifiBars(wifiBars(wifiRssi))}
            role="img"
          >
            <WifiBarsIcon bars={wifiBars(wifiRssi)} />
          </Box>
        </Tooltip>
      )}
      {wwanPercent !== null && wwanQuality !== null && (
        <Stack
          direction="row"
          spacing={0.5}
          sx={{
            alignItems: 'center',
            color:
              wwanQuality === 'veryWeak'
                ? 'error.main'
                : wwanQuality === 'weak'
                  ? 'warning.dark'
                  : 'success.main',
          }}
        >
          <SignalCellularAltIcon fontSize="small" aria-hidden />
          <Typography variant="body2" color="inherit">
            {CARD_MESSAGES.wwan(wwanPercent, CARD_MESSAGES.signalQuality[wwanQuality])}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
