/**
 * Step 2: a date from the date list (its window comes from the organisation's calendar setting)
 * or a free period ('custom_date'), and recurring donations where they are allowed.
 */
import { BUSINESS_TIME_ZONE } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime, formatIsoDayWithWeekday } from '../../../../lib/date-format';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { EDITOR_MESSAGES } from '../../messages';
import { CUSTOM_PERIOD, choosePeriod, dateKey, isDonation, isRecurringAvailable } from '../plan-form';
import { KindRadios } from './KindRadios';
import { SET_OPTIONS, type StepProps } from './step-props';

type Props = StepProps & { now: Date };

function toPickerValue(value: string | null): Dayjs | null {
  return value ? dayjs(value).tz(BUSINESS_TIME_ZONE) : null;
}

export function PeriodStep({ form, values, errors, context, canEditPlan, now }: Props) {
  const [isAskingRecurring, setIsAskingRecurring] = useState(false);
  const isCustom = values.period === CUSTOM_PERIOD;
  const recurringAvailable = isRecurringAvailable(values, context, now);
  const showRecurring =
    context.allowRecurringPayments && isDonation(values) && context.mode !== 'edit_after_start';

  const handlePeriodChange = (key: string) => {
    const next = choosePeriod(values, key, context);
    form.setValue('period', next.period, SET_OPTIONS);
    form.setValue('start', next.start, SET_OPTIONS);
    form.setValue('end', next.end, SET_OPTIONS);
    form.setValue('variant', next.variant, SET_OPTIONS);
  };
  const handlePickerChange = (field: 'start' | 'end') => (value: Dayjs | null) => {
    form.setValue(field, value?.isValid() ? value.toISOString() : null, SET_OPTIONS);
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        label={EDITOR_MESSAGES.periodChoice}
        value={values.period}
        disabled={!canEditPlan}
        onChange={(event) => handlePeriodChange(event.target.value)}
        error={Boolean(errors.period)}
        helperText={errors.period ?? EDITOR_MESSAGES.periodChoiceHelp}
        sx={{ mt: 0, maxWidth: 560 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
      >
        <MenuItem value={CUSTOM_PERIOD}>{EDITOR_MESSAGES.customDate}</MenuItem>
        {context.dates.length === 0 && (
          <MenuItem disabled value="__none">
            {EDITOR_MESSAGES.noDates}
          </MenuItem>
        )}
        {context.dates.map((date) => (
          <MenuItem key={dateKey(date)} value={dateKey(date)}>
            {date.name} · {formatIsoDayWithWeekday(date.day)}
          </MenuItem>
        ))}
      </TextField>

      {isCustom ? (
        <>
          <KindRadios form={form} values={values} canEditPlan={canEditPlan} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateTimePicker
              label={EDITOR_MESSAGES.start}
              value={toPickerValue(values.start)}
              onChange={handlePickerChange('start')}
              timezone={BUSINESS_TIME_ZONE}
              format="DD.MM.YYYY HH:mm"
              ampm={false}
              disabled={!canEditPlan}
              slotProps={{
                textField: { error: Boolean(errors.start), helperText: errors.start, margin: 'none' },
              }}
            />
            <DateTimePicker
              label={EDITOR_MESSAGES.end}
              value={toPickerValue(values.end)}
              onChange={handlePickerChange('end')}
              timezone={BUSINESS_TIME_ZONE}
              format="DD.MM.YYYY HH:mm"
              ampm={false}
              disabled={!canEditPlan}
              slotProps={{
                textField: {
                  error: Boolean(errors.end),
                  helperText: errors.end ?? EDITOR_MESSAGES.endHelp,
                  margin: 'none',
                },
                actionBar: { actions: ['clear', 'accept'] },
              }}
            />
          </Stack>
        </>
      ) : (
        values.start &&
        values.end && (
          <Alert severity={errors.end || errors.start ? 'error' : 'info'} sx={{ maxWidth: 720 }}>
            <span data-testid="editor-window">
              {EDITOR_MESSAGES.window(formatDateTime(values.start), formatDateTime(values.end))}
            </span>{' '}
            {errors.end ?? errors.start ?? EDITOR_MESSAGES.windowSource}
          </Alert>
        )
      )}

      {showRecurring && (
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.allowRecurring}
                disabled={!canEditPlan || (!recurringAvailable && !values.allowRecurring)}
                onChange={(event) => {
                  if (event.target.checked) setIsAskingRecurring(true);
                  else form.setValue('allowRecurring', false, SET_OPTIONS);
                }}
              />
            }
            label={EDITOR_MESSAGES.recurring}
          />
          <FormHelperText error={Boolean(errors.allowRecurring)} sx={{ mt: -0.5, ml: 4 }}>
            {errors.allowRecurring ?? EDITOR_MESSAGES.recurringHelp}
          </FormHelperText>
        </div>
      )}
      <ConfirmDialog
        open={isAskingRecurring}
        title={EDITOR_MESSAGES.recurringConfirmTitle}
        cancelLabel={EDITOR_MESSAGES.recurringConfirmNo}
        confirmLabel={EDITOR_MESSAGES.recurringConfirmYes}
        onCancel={() => {
          setIsAskingRecurring(false);
          form.setValue('allowRecurring', false, SET_OPTIONS);
        }}
        onConfirm={() => {
          setIsAskingRecurring(false);
          form.setValue('allowRecurring', true, SET_OPTIONS);
        }}
      >
        {EDITOR_MESSAGES.recurringConfirmText}
      </ConfirmDialog>
    </Stack>
  );
}
