/**
 * The device page, `#/o/{id}/devices` (devices-income-kirchgeld.md §2 "Device administration"):
 * filters, 'Aktive Spendengeräte (zeige X von Y)', 'Live-Vorschau', the recursive switch where
 * child organisations exist, the device cards with live telemetry, and their dialogs.
 */
import type { Device, OrganizationDetail } from '@kollekta/contract';
import {
  type DeviceChip,
  type DeviceType,
  deviceTypeLabel,
  filterDevices,
  HARDWARE_CLASSES,
  HARDWARE_TYPES,
  isDeviceType,
  presentClasses,
} from '@kollekta/domain';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useStaticConfiguration } from '../../configuration';
import { canDo, OrganizationBreadcrumbs, organizationName, organizationQuery } from '../../organizations';
import { useCurrentUser, usePreferences, useSession } from '../../session';
import { devicesQuery } from '../api';
import { deviceKey } from '../device-display';
import { DEVICE_MESSAGES, SETTINGS_MESSAGES } from '../messages';
import { TelemetryProvider, useTelemetryStatus } from '../telemetry/use-telemetry';
import { CashUpDialog } from './CashUpDialog';
import { DeviceCard, type DeviceCardActions } from './DeviceCard';
import { DeviceFilters } from './DeviceFilters';
import { EmbedDialog } from './EmbedDialog';
import { QrCodeDialog } from './QrCodeDialog';
import { SettingsDialog } from './SettingsDialog';
import { WifiListDialog } from './WifiListDialog';

export function DevicesPage() {
  const params = useParams();
  const organizationId = Number(params.id);
  const { data: organization, isPending, error } = useQuery(organizationQuery(organizationId));
  const { token } = useSession();
  const user = useCurrentUser();
  if (isPending) return <Loading />;
  if (isApiError(error) && error.status === 404) return <Navigate to="/" replace />;
  if (!organization) return null; // the error bar says what went wrong
  return (
    <TelemetryProvider username={user?.username ?? null} token={token}>
      <DevicesScreen organization={organization} />
    </TelemetryProvider>
  );
}

function Loading() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
      <CircularProgress size={24} />
      <Typography>{DEVICE_MESSAGES.loading}</Typography>
    </Stack>
  );
}

type Dialog =
  | { kind: 'settings'; device: Device }
  | { kind: 'typeSettings'; type: DeviceType }
  | { kind: 'cashUp'; device: Device }
  | { kind: 'qr'; device: Device }
  | { kind: 'embed'; device: Device }
  | { kind: 'wifi'; device: Device };

const SETTING_TYPES: readonly DeviceType[] = [
  ...HARDWARE_TYPES.filter((type) => type !== 'philip'),
  'john',
  'bart',
];

function DevicesScreen({ organization }: { organization: OrganizationDetail }) {
  const [preferences, setPreferences] = usePreferences();
  const hasChildren = organization.children.length > 0;
  const isRecursive = hasChildren && preferences.recursive;
  const [isLive, setIsLive] = useState(false);
  const [chip, setChip] = useState<DeviceChip>('all');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [typeMenu, setTypeMenu] = useState<HTMLElement | null>(null);
  const { data: devices, isPending } = useQuery(devicesQuery(organization.id, isRecursive));
  const { data: configuration } = useStaticConfiguration();

  const all = devices ?? [];
  const shown = filterDevices(all, { chip, search, type });
  const types = [...new Set(all.map((device) => device.type))].map((value) => ({
    value,
    label: deviceTypeLabel(value),
  }));
  const canChangeTypeSettings = canDo(organization, 'WRITE_ORG_DATA');
  const actions: DeviceCardActions = {
    onSettings: (device) => setDialog({ kind: 'settings', device }),
    onCashUp: (device) => setDialog({ kind: 'cashUp', device }),
    onQrCode: (device) => setDialog({ kind: 'qr', device }),
    onEmbed: (device) => setDialog({ kind: 'embed', device }),
    onWifiList: (device) => setDialog({ kind: 'wifi', device }),
  };

  return (
    <Stack spacing={2}>
      <OrganizationBreadcrumbs organizationId={organization.id} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1">{DEVICE_MESSAGES.title}</Typography>
          <Typography color="text.secondary">{organizationName(organization)}</Typography>
        </Box>
        {canChangeTypeSettings && (
          <>
            <Button startIcon={<TuneIcon />} onClick={(event) => setTypeMenu(event.currentTarget)}>
              {DEVICE_MESSAGES.typeSettings}
            </Button>
            <Menu anchorEl={typeMenu} open={typeMenu !== null} onClose={() => setTypeMenu(null)}>
              {SETTING_TYPES.map((value) => (
                <MenuItem
                  key={value}
                  onClick={() => {
                    setTypeMenu(null);
                    setDialog({ kind: 'typeSettings', type: value });
                  }}
                >
                  {deviceTypeLabel(value)}
                </MenuItem>
              ))}
            </Menu>
          </>
        )}
      </Stack>
      <DeviceFilters
        chip={chip}
        onChip={setChip}
        classes={presentClasses(all, HARDWARE_CLASSES)}
        search={search}
        onSearch={setSearch}
        types={types}
        type={type}
        onType={setType}
        isLive={isLive}
        onLive={setIsLive}
        showRecursive={hasChildren}
        isRecursive={isRecursive}
        onRecursive={(recursive) => setPreferences({ recursive })}
      />
      <TelemetryNotice />
      {isPending ? (
        <Loading />
      ) : all.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h2" gutterBottom>
            {DEVICE_MESSAGES.noDevices}
          </Typography>
          <Typography>{DEVICE_MESSAGES.noActiveDevices}</Typography>
          {configuration && (
            <Typography sx={{ mt: 1 }}>
              <Link href={`mailto:${configuration.support_email}`}>
                {DEVICE_MESSAGES.contact(configuration.support_email)}
              </Link>
            </Typography>
          )}
        </Paper>
      ) : (
        <>
          <Typography variant="h2">{DEVICE_MESSAGES.heading(shown.length, all.length)}</Typography>
          {shown.length === 0 ? (
            <Typography color="text.secondary">{DEVICE_MESSAGES.noDevices}</Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: {
                  xs: '1fr',
                  sm: 'repeat(2, minmax(0, 1fr))',
                  lg: 'repeat(3, minmax(0, 1fr))',
                },
                alignItems: 'start',
              }}
            >
              {shown.map((device) => (
                <DeviceCard
                  key={deviceKey(device)}
                  device={device}
                  isLive={isLive}
                  showOrganization={isRecursive}
                  actions={actions}
                />
              ))}
            </Box>
          )}
        </>
      )}
      <DeviceDialog dialog={dialog} organization={organization} onClose={() => setDialog(null)} />
    </Stack>
  );
}

/** Said only when the live data stay away for a while: a notice for every short reconnect would make the page jump. */
const NOTICE_DELAY_MS = 3000;

function TelemetryNotice() {
  const status = useTelemetryStatus();
  const [shown, setShown] = useState<typeof status>(null);
  useEffect(() => {
    if (status === null || status === 'connected') {
      setShown(null);
      return;
    }
    if (status === 'refused') {
      setShown(status);
      return;
    }
    const timer = setTimeout(() => setShown(status), NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
  if (shown === null || shown === 'connected') return null;
  return (
    <Alert severity={shown === 'refused' ? 'warning' : 'info'} variant="outlined">
      {DEVICE_MESSAGES.telemetry[shown]}
    </Alert>
  );
}

function DeviceDialog(props: {
  dialog: Dialog | null;
  organization: OrganizationDetail;
  onClose: () => void;
}) {
  const { dialog, organization, onClose } = props;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'settings': {
      const { device } = dialog;
      const isWebApp = device.is_web_app || device.id === null;
      return (
        <SettingsDialog
          target={
            isWebApp || device.id === null
              ? {
                  kind: 'organization',
                  organizationId: device.organization.id,
                  type: isDeviceType(device.type) ? device.type : 'john',
                }
              : { kind: 'device', deviceId: device.id }
          }
          title={SETTINGS_MESSAGES.title(device.name)}
          organizationId={device.organization.id}
          organizationUrl={device.organization.url}
          canChange={device.can_change_settings}
          onClose={onClose}
        />
      );
    }
    case 'typeSettings':
      return (
        <SettingsDialog
          target={{ kind: 'organization', organizationId: organization.id, type: dialog.type }}
          title={SETTINGS_MESSAGES.typeTitle(deviceTypeLabel(dialog.type), organizationName(organization))}
          organizationId={organization.id}
          organizationUrl={organization.url}
          canChange={canDo(organization, 'WRITE_ORG_DATA')}
          onClose={onClose}
        />
      );
    case 'cashUp':
      return <CashUpDialog device={dialog.device} onClose={onClose} />;
    case 'qr':
      return <QrCodeDialog device={dialog.device} onClose={onClose} />;
    case 'embed':
      return <EmbedDialog device={dialog.device} onClose={onClose} />;
    case 'wifi':
      return <WifiListDialog device={dialog.device} onClose={onClose} />;
  }
}
