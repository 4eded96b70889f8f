/**
 * The filters of the device page (devices-income-kirchgeld.md §2): chips 'Alle Geräte', 'Web Apps'
 * and one per device class, a search field, a device-type filter, 'Live-Vorschau' and, where child
 * organisations exist, the recursive switch.
 */
import { DEVICE_CLASS_LABELS, type DeviceChip, type DeviceClass } from '@kollekta/domain';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DEVICE_MESSAGES } from '../messages';

type Props = {
  chip: DeviceChip;
  onChip: (chip: DeviceChip) => void;
  classes: string[];
  search: string;
  onSearch: (value: string) => void;
  types: { value: string; label: string }[];
  type: string | null;
  onType: (type: string | null) => void;
  isLive: boolean;
  onLive: (live: boolean) => void;
  showRecursive: boolean;
  isRecursive: boolean;
  onRecursive: (recursive: boolean) => void;
};

function isSameChip(a: DeviceChip, b: DeviceChip): boolean {
  if (typeof a === 'object' && typeof b === 'object') return a.deviceClass === b.deviceClass;
  return a === b;
}

export function DeviceFilters(props: Props) {
  const chips: { chip: DeviceChip; label: string }[] = [
    { chip: 'all', label: DEVICE_MESSAGES.allDevices },
    { chip: 'webApps', label: DEVICE_MESSAGES.webApps },
    ...props.classes.map((deviceClass) => ({
      chip: { deviceClass },
      label: DEVICE_CLASS_LABELS[deviceClass as DeviceClass] ?? deviceClass,
    })),
  ];
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        role="group"
        aria-label={DEVICE_MESSAGES.chips}
        sx={{ flexWrap: 'wrap', gap: 1 }}
      >
        {chips.map((entry) => {
          const isSelected = isSameChip(entry.chip, props.chip);
          return (
            <Chip
              key={entry.label}
              label={entry.label}
              color={isSelected ? 'primary' : 'default'}
              variant={isSelected ? 'filled' : 'outlined'}
              aria-pressed={isSelected}
              onClick={() => props.onChip(entry.chip)}
            />
          );
        })}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <TextField
          size="small"
          margin="none"
          fullWidth={false}
          label={DEVICE_MESSAGES.search}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ minWidth: 220 }}
        />
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          label={DEVICE_MESSAGES.typeFilter}
          value={props.type ?? ''}
          onChange={(event) => props.onType(event.target.value === '' ? null : event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{DEVICE_MESSAGES.allTypes}</MenuItem>
          {props.types.map((type) => (
            <MenuItem key={type.value} value={type.value}>
              {type.label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={props.isLive} onChange={(event) => props.onLive(event.target.checked)} />}
          label={DEVICE_MESSAGES.livePreview}
        />
        {props.showRecursive && (
          <FormControlLabel
            control={
              <Switch
                checked={props.isRecursive}
                onChange={(event) => props.onRecursive(event.target.checked)}
              />
            }
            label={DEVICE_MESSAGES.recursive}
          />
        )}
      </Stack>
    </Stack>
  );
}
