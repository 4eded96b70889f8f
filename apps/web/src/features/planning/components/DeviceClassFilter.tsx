/**
 * The device-class filter of the planning screen. A selection is mandatory (planning.md §2): the
 * last chosen class cannot be switched off. From 'Alle', clicking a class shows only that class.
 */
import { DEVICE_CLASS_LABELS, DEVICE_CLASSES, type DeviceClass } from '@kollekta/domain';
import CheckIcon from '@mui/icons-material/Check';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PLANNING_MESSAGES } from '../messages';

type Props = {
  selected: ReadonlySet<DeviceClass>;
  onChange: (selected: Set<DeviceClass>) => void;
};

export function DeviceClassFilter({ selected, onChange }: Props) {
  const labelId = useId();
  const isAll = selected.size === DEVICE_CLASSES.length;

  const toggle = (deviceClass: DeviceClass) => {
    // from 'Alle', a click narrows the filter to that class
    if (isAll) return onChange(new Set([deviceClass]));
    const next = new Set(selected);
    if (next.has(deviceClass)) next.delete(deviceClass);
    else next.add(deviceClass);
    if (next.size > 0) onChange(next);
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" color="text.secondary">
        {PLANNING_MESSAGES.deviceFilter}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        <Chip
          label={PLANNING_MESSAGES.allDeviceClasses}
          color="primary"
          variant={isAll ? 'filled' : 'outlined'}
          icon={isAll ? <CheckIcon /> : undefined}
          aria-pressed={isAll}
          onClick={() => onChange(new Set(DEVICE_CLASSES))}
        />
        {DEVICE_CLASSES.map((deviceClass) => {
          const isSelected = selected.has(deviceClass);
          const isLast = isSelected && selected.size === 1;
          const isShownSelected = isSelected && !isAll;
          const chip = (
            <Chip
              key={deviceClass}
              label={DEVICE_CLASS_LABELS[deviceClass]}
              color="primary"
              variant={isShownSelected ? 'filled' : 'outlined'}
              icon={isShownSelected ? <CheckIcon /> : undefined}
              aria-pressed={isShownSelected}
              onClick={() => toggle(deviceClass)}
            />
          );
          return isLast ? (
            <Tooltip key={deviceClass} title={PLANNING_MESSAGES.deviceFilterMandatory} describeChild>
              {chip}
            </Tooltip>
          ) : (
            chip
          );
        })}
      </Stack>
    </Stack>
  );
}
