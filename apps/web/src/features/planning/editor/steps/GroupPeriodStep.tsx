/**
 * Step 2 when a group is made of existing plans: their shared period, which the group keeps, and
 * whether the group is a collection or a donation purpose.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '../../../../lib/date-format';
import { CARD_MESSAGES, EDITOR_MESSAGES, GROUP_UI_MESSAGES } from '../../messages';
import { KindRadios } from './KindRadios';
import type { StepProps } from './step-props';

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
      <KindRadios form={form} values={values} canEditPlan={canEditPlan} />
    </Stack>
  );
}
