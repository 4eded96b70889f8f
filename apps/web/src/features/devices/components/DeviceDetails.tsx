/** The 'mehr' panel of a device card: identity, hardware, network, VPN, location, last Kassenschnitt. */
import type { Device } from '@kollekta/contract';
import {
  FIRMWARE_MESSAGES,
  hasFirmwareLookup,
  wifiBars,
  wwanSignalPercent,
  wwanSignalQuality,
} from '@kollekta/domain';
import WifiFindIcon from '@mui/icons-material/WifiFind';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { firmwareQuery } from '../api';
import { ageText, uptimeText } from '../device-display';
import { CARD_MESSAGES } from '../messages';
import type { TelemetrySnapshot } from '../telemetry/telemetry-snapshot';

const TEXT = CARD_MESSAGES.details;

export function DeviceDetails(props: {
  device: Device;
  telemetry: TelemetrySnapshot;
  now: number;
  onOpenWifiList: () => void;
}) {
  const { device, telemetry, now } = props;
  const info = telemetry.deviceInformation;
  const activeInterface = telemetry.networkStatus?.interface;
  const rows: [string, ReactNode][] = [
    [TEXT.organization, device.organization.name],
    [TEXT.identity, device.mqtt_identity ?? TEXT.none],
    [TEXT.serial, device.bcmserno ?? info?.serial ?? TEXT.none],
    [TEXT.location, device.current_location?.name ?? TEXT.noLocation],
    [
      TEXT.firmware,
      info?.firmware ? (
        <FirmwareLine key="firmware" deviceClass={device.device_class} identifier={info.firmware} />
      ) : (
        TEXT.none
      ),
    ],
    [TEXT.board, info?.board_type ?? TEXT.none],
    [TEXT.uptime, info ? uptimeText(info.uptime_seconds) : TEXT.none],
    [TEXT.ipAddress, info?.ip_address ?? TEXT.none],
    [
      TEXT.network,
      activeInterface
        ? TEXT.interfaces[activeInterface]
        : telemetry.networkStatus
          ? TEXT.notConnected
          : TEXT.none,
    ],
    [
      TEXT.wifi,
      telemetry.wifiStatus
        ? [
            telemetry.wifiStatus.connected && telemetry.wifiStatus.ssid
              ? TEXT.connectedTo(telemetry.wifiStatus.ssid)
              : TEXT.notConnected,
            telemetry.wifiRssi === null
              ? null
              : `${telemetry.wifiRssi} dBm, ${wifiBars(telemetry.wifiRssi)}/4`,
          ]
            .filter(Boolean)
            .join(', ')
        : TEXT.none,
    ],
    [
      TEXT.wwan,
      telemetry.wwanRssi === null
        ? TEXT.none
        : `${telemetry.wwanNetworkType ?? ''} ${CARD_MESSAGES.wwan(
            wwanSignalPercent(telemetry.wwanRssi),
            CARD_MESSAGES.signalQuality[wwanSignalQuality(wwanSignalPercent(telemetry.wwanRssi))],
          )}`.trim(),
    ],
    [TEXT.vpn, telemetry.vpnLastHandshake === null ? TEXT.none : ageText(now - telemetry.vpnLastHandshake)],
    [
      TEXT.lastCashUp,
      device.last_cash_up
        ? `${formatDateTime(device.last_cash_up.requested_at)} (${TEXT.cashUpStates[device.last_cash_up.state]})`
        : TEXT.none,
    ],
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          fontSize: '0.875rem',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {!device.is_web_app && (
        <Button size="small" startIcon={<WifiFindIcon />} onClick={props.onOpenWifiList} sx={{ mt: 1 }}>
          {TEXT.wifiList}
        </Button>
      )}
    </Box>
  );
}

/** A KB device's firmware with its release date, looked up by kind and identifier (§3 "Firmware info"). */
function FirmwareLine({ deviceClass, identifier }: { deviceClass: string; identifier: string }) {
  const isLookedUp = hasFirmwareLookup(deviceClass);
  const { data, error } = useQuery({ ...firmwareQuery(deviceClass, identifier), enabled: isLookedUp });
  if (!isLookedUp) return identifier;
  if (data) return FIRMWARE_MESSAGES.release(data.identifier, formatDate(data.created_at));
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return `${FIRMWARE_MESSAGES.unknown} (${identifier})`;
  return identifier;
}
