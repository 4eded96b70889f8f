/** Step 4 (not for donations): Hauptkollekte, Nebenkollekte or Freie Kollekte. */
import { COLLECTION_VARIANTS, PLAN_VARIANT_LABELS } from '@kollekta/domain';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { EDITOR_MESSAGES } from '../../messages';
import { SET_OPTIONS, type StepProps } from './step-props';

export function TypeStep({ form, values, canEditPlan }: StepProps) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{EDITOR_MESSAGES.typeIntro}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={values.variant}
        onChange={(event) => {
          const variant = COLLECTION_VARIANTS.find((candidate) => candidate === event.target.value);
          if (variant) form.setValue('variant', variant, SET_OPTIONS);
        }}
      >
        {COLLECTION_VARIANTS.map((variant) => (
          <FormControlLabel
            key={variant}
            value={variant}
            control={<Radio disabled={!canEditPlan} />}
            label={PLAN_VARIANT_LABELS[variant]}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
