/** Step 6: the organisation only, with its sub-organisations, or one of its locations. */
import type { PlanScope } from '@kollekta/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EDITOR_MESSAGES, GROUP_UI_MESSAGES } from '../../messages';
import { targetsForScope } from '../plan-form';
import { SET_OPTIONS, type StepProps } from './step-props';

const SCOPE_LABELS: Record<PlanScope, string> = {
  org: EDITOR_MESSAGES.scopeOrg,
  inherit: EDITOR_MESSAGES.scopeInherit,
  loc: EDITOR_MESSAGES.scopeLoc,
};

export function ScopeStep({ form, values, errors, context, canEditPlan }: StepProps) {
  const locations = context.organization.locations;
  // a group made of existing plans stays where they are: at their location, or at none
  const isLocationFixed = context.mode === 'group';
  const isDisabled = (scope: PlanScope) =>
    !canEditPlan ||
    (scope === 'loc' && locations.length === 0) ||
    (isLocationFixed && (values.scope === 'loc' || scope === 'loc'));
  const handleScopeChange = (scope: PlanScope) => {
    form.setValue('scope', scope, SET_OPTIONS);
    // a location has no web apps: choosing it takes WA and WS off the targets
    form.setValue('targets', targetsForScope(values.targets, scope), SET_OPTIONS);
    if (scope === 'loc' && !values.location && locations.length === 1 && locations[0]) {
      form.setValue('location', locations[0].url, SET_OPTIONS);
    }
  };
  return (
    <Stack spacing={1}>
      <FormControl>
        <RadioGroup
          aria-label={EDITOR_MESSAGES.stepScope}
          value={values.scope}
          onChange={(event) => {
            const scope = (['org', 'inherit', 'loc'] as const).find((value) => value === event.target.value);
            if (scope) handleScopeChange(scope);
          }}
        >
          {(['org', 'inherit', 'loc'] as const).map((scope) => (
            <FormControlLabel
              key={scope}
              value={scope}
              control={<Radio disabled={isDisabled(scope)} />}
              label={
                scope === 'loc' && locations.length === 0
                  ? `${SCOPE_LABELS.loc} – ${EDITOR_MESSAGES.noLocations}`
                  : SCOPE_LABELS[scope]
              }
            />
          ))}
        </RadioGroup>
        {isLocationFixed && <FormHelperText>{GROUP_UI_MESSAGES.scopeLocationFixed}</FormHelperText>}
      </FormControl>
      {values.scope === 'loc' && (
        <TextField
          select
          label={EDITOR_MESSAGES.location}
          value={values.location}
          disabled={!canEditPlan || isLocationFixed}
          onChange={(event) => form.setValue('location', event.target.value, SET_OPTIONS)}
          error={Boolean(errors.location)}
          helperText={errors.location ?? EDITOR_MESSAGES.webAppsNotForLocation}
          sx={{ maxWidth: 420, mt: 0 }}
        >
          {locations.map((location) => (
            <MenuItem key={location.url} value={location.url}>
              {location.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
