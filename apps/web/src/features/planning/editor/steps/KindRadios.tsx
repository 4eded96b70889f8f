/** Collection or donation purpose: the choice of step 2, for single plans and for groups alike. */
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { EDITOR_MESSAGES } from '../../messages';
import { isDonation } from '../plan-form';
import { SET_OPTIONS, type StepProps } from './step-props';

export function KindRadios({
  form,
  values,
  canEditPlan,
}: Pick<StepProps, 'form' | 'values' | 'canEditPlan'>) {
  return (
    <RadioGroup
      row
      aria-label={EDITOR_MESSAGES.kind}
      value={isDonation(values) ? 'donation' : 'collection'}
      onChange={(event) =>
        form.setValue('variant', event.target.value === 'donation' ? '_donation' : 'inner', SET_OPTIONS)
      }
    >
      <FormControlLabel
        value="donation"
        control={<Radio disabled={!canEditPlan} />}
        label={EDITOR_MESSAGES.kindDonation}
      />
      <FormControlLabel
        value="collection"
        control={<Radio disabled={!canEditPlan} />}
        label={EDITOR_MESSAGES.kindCollection}
      />
    </RadioGroup>
  );
}
