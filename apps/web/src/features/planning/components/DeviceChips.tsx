/**
 * The device classes a plan runs on, as short chips with the full name on hover. A plain title
 * rather than a tooltip component: a page of the table shows a hundred of these.
 */
import { DEVICE_CLASS_LABELS, DEVICE_CLASSES, type DeviceClass } from '@kollekta/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CARD_MESSAGES } from '../messages';

export function DeviceChips({ targets }: { targets: readonly DeviceClass[] }) {
  const ordered = DEVICE_CLASSES.filter((deviceClass) => targets.includes(deviceClass));
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={CARD_MESSAGES.targets}
      sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {ordered.map((deviceClass) => (
        <Chip
          key={deviceClass}
          component="li"
          size="small"
          label={deviceClass}
          title={DEVICE_CLASS_LABELS[deviceClass]}
          aria-label={DEVICE_CLASS_LABELS[deviceClass]}
          variant="outlined"
          color="primary"
          sx={{ fontWeight: 600, letterSpacing: 0.3, height: 22 }}
        />
      ))}
    </Stack>
  );
}
