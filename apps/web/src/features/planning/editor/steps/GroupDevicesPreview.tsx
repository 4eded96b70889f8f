/** Step 1 in the group modes: a preview of the devices the group runs on (its members' devices). */
import { DEVICE_CLASS_LABELS, DEVICE_CLASSES } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { GROUP_UI_MESSAGES } from '../../messages';
import type { StepProps } from './step-props';

export function GroupDevicesPreview({ values }: Pick<StepProps, 'values'>) {
  const labelId = useId();
  const targets = DEVICE_CLASSES.filter((deviceClass) => values.targets.includes(deviceClass));
  return (
    <Box data-testid="group-devices-preview">
      <Typography id={labelId} sx={{ mb: 1 }}>
        {GROUP_UI_MESSAGES.devicesPreview}
      </Typography>
      {targets.length > 0 ? (
        <Stack
          direction="row"
          component="ul"
          aria-labelledby={labelId}
          sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
        >
          {targets.map((deviceClass) => (
            <Chip
              key={deviceClass}
              component="li"
              label={`${DEVICE_CLASS_LABELS[deviceClass]} (${deviceClass})`}
              variant="outlined"
              color="primary"
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{GROUP_UI_MESSAGES.noDevices}</Typography>
      )}
      <FormHelperText sx={{ mt: 1 }}>{GROUP_UI_MESSAGES.devicesPreviewHint}</FormHelperText>
    </Box>
  );
}
