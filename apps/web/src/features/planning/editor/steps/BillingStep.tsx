/**
 * Step 5: accounting fields (trimmed, at most 100 characters) and the external fields the
 * organisation offers; the IBAN is formatted when the field is left. Fields the user may not
 * change stay read-only and are not sent.
 */
import { formatIban } from '@kollekta/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EDITOR_MESSAGES } from '../../messages';
import { canEditField } from '../plan-form';
import { SET_OPTIONS, type StepProps } from './step-props';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  rowGap: 1.5,
} as const;

export function BillingStep({ form, values, errors, context, canEditPlan }: StepProps) {
  return (
    <Box>
      {context.accountingFields.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {EDITOR_MESSAGES.accounting}
          </Typography>
          <Box sx={GRID}>
            {context.accountingFields.map((field) => {
              const path = `accounting.${field}` as const;
              const editable = canEditField(context, 'accounting', field);
              return (
                <TextField
                  key={field}
                  label={field}
                  value={values.accounting[field] ?? ''}
                  disabled={!editable}
                  onChange={(event) => form.setValue(path, event.target.value, SET_OPTIONS)}
                  onBlur={(event) => form.setValue(path, event.target.value.trim(), SET_OPTIONS)}
                  error={Boolean(errors[path])}
                  helperText={errors[path] ?? (editable ? undefined : EDITOR_MESSAGES.fieldLocked)}
                  margin="none"
                />
              );
            })}
          </Box>
        </>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2.5, mb: 1 }}>
        {EDITOR_MESSAGES.external}
      </Typography>
      <Box sx={GRID}>
        {context.externalFields.map((field) => {
          const path = `external.${field}` as const;
          const editable = canEditField(context, 'external_fields', field);
          return (
            <TextField
              key={field}
              label={field}
              value={values.external[field] ?? ''}
              disabled={!editable}
              onChange={(event) => form.setValue(path, event.target.value, SET_OPTIONS)}
              onBlur={(event) => {
                const value = event.target.value.trim();
                form.setValue(path, field === 'IBAN' && value ? formatIban(value) : value, SET_OPTIONS);
              }}
              error={Boolean(errors[path])}
              helperText={errors[path] ?? (editable ? undefined : EDITOR_MESSAGES.fieldLocked)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              margin="none"
            />
          );
        })}
      </Box>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Switch
            checked={values.foreign}
            disabled={!canEditPlan}
            onChange={(event) => form.setValue('foreign', event.target.checked, SET_OPTIONS)}
          />
        }
        label={EDITOR_MESSAGES.foreign}
      />
    </Box>
  );
}
