/**
 * 'Geräte' under Administration, `#/admin/devices` (administration.md §2 route table: admin.devices,
 * superusers only): every device of every organisation with name, class, type, organisation (linked
 * to its device page), location, active, MQTT identity and live connection state; searched, filtered
 * by class and paged on the server (a large world holds thousands of devices).
 */
import type { AdminDevice } from '@kollekta/contract';
import {
  ADMIN_DEVICE_PAGE_SIZES,
  collectionMemberStateText,
  DEFAULT_ADMIN_DEVICE_PAGE_SIZE,
  DEVICE_CLASSES,
  deriveConnectionState,
  deviceClassLabel,
  deviceTypeLabel,
  isHardwareClass,
  UNKNOWN_DEVICE_NAME,
} from '@kollekta/domain';
import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ListName } from '../../../lib/ListName';
import { EmptyTableRow, ServerTablePagination } from '../../../lib/ServerPagedTable';
import { useCurrentUser, useSession } from '../../session';
import { everyDeviceQuery } from '../api';
import { CARD_MESSAGES, ADMIN_DEVICES_MESSAGES as TEXT } from '../messages';
import { TelemetryProvider, useDeviceTelemetry } from '../telemetry/use-telemetry';
import { useUnixSeconds } from '../use-clock';

const SEARCH_DELAY_MS = 300;

export function AdminDevicesPage() {
  const { token } = useSession();
  const user = useCurrentUser();
  return (
    <TelemetryProvider username={user?.username ?? null} token={token}>
      <AdminDevicesScreen />
    </TelemetryProvider>
  );
}

function AdminDevicesScreen() {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, SEARCH_DELAY_MS);
  const [deviceClass, setDeviceClass] = useState<string | null>(null);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_ADMIN_DEVICE_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const query = { search, deviceClass, limit: pageSize, offset: page * pageSize };
  const { data, isFetching } = useQuery({ ...everyDeviceQuery(query), placeholderData: keepPreviousData });
  const rows = data?.results ?? [];

  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h1">{TEXT.title}</Typography>
        <Typography color="text.secondary">{TEXT.intro}</Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={TEXT.search}
          helperText={TEXT.searchHelp}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(0);
          }}
          margin="none"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100, type: 'search' } }}
        />
        <TextField
          select
          label={TEXT.deviceClass}
          value={deviceClass ?? ''}
          onChange={(event) => {
            setDeviceClass(event.target.value === '' ? null : event.target.value);
            setPage(0);
          }}
          margin="none"
          sx={{ minWidth: 240 }}
          fullWidth={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{TEXT.allClasses}</MenuItem>
          {DEVICE_CLASSES.map((value) => (
            <MenuItem key={value} value={value}>
              {deviceClassLabel(value)} ({value})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper variant="outlined">
        {isFetching ? <LinearProgress aria-label={TEXT.loading} /> : <div style={{ height: 4 }} />}
        <TableContainer>
          <Table size="small" aria-label={TEXT.title}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXT.columns.name}</TableCell>
                <TableCell>{TEXT.columns.deviceClass}</TableCell>
                <TableCell>{TEXT.columns.type}</TableCell>
                <TableCell>{TEXT.columns.organization}</TableCell>
                <TableCell>{TEXT.columns.location}</TableCell>
                <TableCell>{TEXT.columns.active}</TableCell>
                <TableCell>{TEXT.columns.identity}</TableCell>
                <TableCell>{TEXT.columns.state}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((device) => (
                <DeviceRow key={device.id} device={device} />
              ))}
              {data && rows.length === 0 && <EmptyTableRow colSpan={8} text={TEXT.empty} />}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerTablePagination
          count={data?.count ?? 0}
          paging={{ page, pageSize, setPage, setPageSize }}
          pageSizes={ADMIN_DEVICE_PAGE_SIZES}
        />
      </Paper>
    </Stack>
  );
}

function DeviceRow({ device }: { device: AdminDevice }) {
  return (
    <TableRow
      hover
      // an inactive device reads quieter, but still at 4.5:1 (fading the row would not be)
      sx={
        device.active
          ? undefined
          : { bgcolor: 'grey.50', '& .MuiTableCell-root': { color: 'text.secondary' } }
      }
    >
      <TableCell sx={{ fontWeight: 500 }}>
        <ListName name={device.name.trim() || UNKNOWN_DEVICE_NAME} />
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          label={device.device_class}
          title={deviceClassLabel(device.device_class)}
        />
      </TableCell>
      <TableCell>{deviceTypeLabel(device.type)}</TableCell>
      <TableCell>
        <Link
          component={RouterLink}
          to={`/o/${device.organization.id}/devices`}
          aria-label={TEXT.devicesOf(device.organization.name)}
        >
          {device.organization.name}
        </Link>
      </TableCell>
      <TableCell>{device.location ?? TEXT.noLocation}</TableCell>
      <TableCell>{device.active ? TEXT.yes : TEXT.no}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{device.mqtt_identity}</TableCell>
      <TableCell>
        {isHardwareClass(device.device_class) ? <ConnectionCell device={device} /> : TEXT.webApp}
      </TableCell>
    </TableRow>
  );
}

/** The live connection state, as on the device card, and the collection period. */
function ConnectionCell({ device }: { device: AdminDevice }) {
  const telemetry = useDeviceTelemetry(device.mqtt_identity, { live: false, extended: false });
  const now = useUnixSeconds();
  const state = deriveConnectionState({
    now,
    vpnLastHandshake: telemetry.vpnLastHandshake,
    telemetryStatus: telemetry.status,
  });
  const color = {
    online: 'success.main',
    booting: 'info.main',
    telemetryFailed: 'warning.main',
    offline: 'error.main',
    unknown: 'text.disabled',
  }[state];
  return (
    <Stack spacing={0.25}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <CircleIcon sx={{ fontSize: 10, color }} aria-hidden />
        <Typography variant="body2">{CARD_MESSAGES.connection[state]}</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {collectionMemberStateText(telemetry.collectionMemberState ?? device.collection_member_state)}
      </Typography>
    </Stack>
  );
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
