/**
 * Step 2 when a group is made of existing plans: their shared period, which the group keeps, and
 * whether the group is a collection or a donation purpose.
 */
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '../../../../lib/date-format';
import { CARD_MESSAGES, EDITOR_MESSAGES, GROUP_UI_MESSAGES } from '../../messages';
import { isDonation } from '../plan-form';
import { SET_OPTIONS, type StepProps } from './step-props';

export function GroupPeriodStep({ form, values, errors, canEditPlan }: StepProps) {
  const start = values.start ? formatDateTime(values.start) : CARD_MESSAGES.noStart;
  const window = values.end
    ? EDITOR_MESSAGES.window(start, formatDateTime(values.end))
    : GROUP_UI_MESSAGES.windowOpenEnded(start);
  return (
    <Stack spacing={2}>
      <Alert severity={errors.start || errors.end ? 'error' : 'info'} sx={{ maxWidth: 720 }}>
        <span data-testid="editor-window">{window}</span>{' '}
        {errors.start ?? errors.end ?? GROUP_UI_MESSAGES.periodFixed}
      </Alert>
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
    </Stack>
  );
}
