/** Step 1: the device classes the plan runs on; no web apps for a single location. */
import { DEVICE_CLASS_LABELS, DEVICE_CLASSES, type DeviceClass } from '@kollekta/domain';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EDITOR_MESSAGES } from '../../messages';
import { isWebAppTarget } from '../plan-form';
import { SET_OPTIONS, type StepProps } from './step-props';

export function DevicesStep({ form, values, errors, context, canEditPlan }: StepProps) {
  // the classes the user may use, and any the plan already has
  const offered = DEVICE_CLASSES.filter(
    (deviceClass) =>
      context.usableDeviceClasses.includes(deviceClass) || values.targets.includes(deviceClass),
  );
  const toggle = (deviceClass: DeviceClass, checked: boolean) => {
    const next = checked
      ? DEVICE_CLASSES.filter((candidate) => candidate === deviceClass || values.targets.includes(candidate))
      : values.targets.filter((target) => target !== deviceClass);
    form.setValue('targets', next, SET_OPTIONS);
  };
  const isLocation = values.scope === 'loc';
  return (
    <FormControl component="fieldset" error={Boolean(errors.targets)} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {EDITOR_MESSAGES.devicesIntro}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
          columnGap: 2,
        }}
      >
        {offered.map((deviceClass) => (
          <FormControlLabel
            key={deviceClass}
            control={
              <Checkbox
                checked={values.targets.includes(deviceClass)}
                disabled={!canEditPlan || (isLocation && isWebAppTarget(deviceClass))}
                onChange={(event) => toggle(deviceClass, event.target.checked)}
              />
            }
            label={`${DEVICE_CLASS_LABELS[deviceClass]} (${deviceClass})`}
          />
        ))}
      </Box>
      {isLocation && <FormHelperText error={false}>{EDITOR_MESSAGES.webAppsNotForLocation}</FormHelperText>}
      {errors.targets && <FormHelperText>{errors.targets}</FormHelperText>}
    </FormControl>
  );
}
