/**
 * Step 3 (with a web-app target, or in the group modes): the group's members and their weights, the
 * display texts of WA and WS, and the description (5000 characters for a group).
 */
import { type DisplayTextFit, getDescriptionMaxLength } from '@kollekta/domain';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EDITOR_MESSAGES } from '../../messages';
import { DisplayTextField } from '../DisplayTextField';
import { isGroupMode, isGroupParent } from '../group-form';
import { canEditField } from '../plan-form';
import { GroupWeightsFields } from './GroupWeightsFields';
import { SET_OPTIONS, type StepProps } from './step-props';

type Props = StepProps & { fits: Record<'WA' | 'WS', DisplayTextFit> };

export function InformationStep({ form, values, errors, context, canEditPlan, fits }: Props) {
  const canEditDescription = canEditField(context, 'description');
  const maxLength = getDescriptionMaxLength(context.mode, isGroupParent(context.plan));
  return (
    <Stack spacing={3}>
      {isGroupMode(context.mode) && (
        <GroupWeightsFields
          form={form}
          values={values}
          errors={errors}
          context={context}
          canEditPlan={canEditPlan}
        />
      )}
      {(['WA', 'WS'] as const)
        .filter((app) => values.targets.includes(app))
        .map((app) => {
          const field = app === 'WA' ? 'displayWA' : 'displayWS';
          return (
            <DisplayTextField
              key={app}
              app={app}
              value={values[field]}
              fallback={values.name}
              fit={fits[app]}
              disabled={!canEditPlan}
              onChange={(text) => form.setValue(field, text, SET_OPTIONS)}
            />
          );
        })}
      <TextField
        label={EDITOR_MESSAGES.description}
        value={values.description}
        onChange={(event) => form.setValue('description', event.target.value, SET_OPTIONS)}
        disabled={!canEditDescription}
        multiline
        minRows={3}
        error={Boolean(errors.description)}
        helperText={
          errors.description ??
          (canEditDescription
            ? `${values.description.length} / ${maxLength}`
            : EDITOR_MESSAGES.descriptionLocked)
        }
        sx={{ mt: 0 }}
      />
    </Stack>
  );
}
