/**
 * 'Zahlung erfassen' (devices-income-kirchgeld.md §5 "Manual payment"): booking date (not after
 * today), amount, Bar or Gemeindekonto, the no-receipt checkbox, special purpose and comment. Save
 * is enabled only with date, amount and type, and disabled while the request runs; the server's
 * German field errors stand at their fields.
 */
import {
  KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS,
  KG_MANUAL_ENTRY_PAYMENT_TYPES,
  toBusinessDay,
} from '@kollekta/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readFieldErrors } from '../../lib/api-client';
import { createPayment, specialPurposesQuery } from '../payments/api';
import { KG_PAYMENT_TEXTS } from '../payments/messages';
import {
  emptyPaymentForm,
  isPaymentFormComplete,
  type PaymentFormValues,
  toPaymentBody,
} from './payment-form';

export function PaymentEntryDialog(props: {
  tenantId: number;
  personId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form, setForm] = useState<PaymentFormValues>(emptyPaymentForm);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const today = toBusinessDay(new Date());
  const queryClient = useQueryClient();
  const purposes = useQuery({ ...specialPurposesQuery(props.tenantId), enabled: props.open });
  const mutation = useMutation({
    mutationFn: () => createPayment(props.tenantId, toPaymentBody(props.personId, form)),
    meta: { handledStatuses: [400] },
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: ['kg-person-payments', props.tenantId, props.personId],
      });
      setForm(emptyPaymentForm());
      setErrors({});
      props.onClose();
    },
    onError: (error) => setErrors(readFieldErrors(error)),
  });
  const set = <K extends keyof PaymentFormValues>(key: K, value: PaymentFormValues[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string) => errors[field]?.join(' ');
  const close = () => !mutation.isPending && props.onClose();
  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby="kg-payment-entry-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="kg-payment-entry-title">{KG_PAYMENT_TEXTS.enterPayment}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={KG_PAYMENT_TEXTS.bookingDate}
            type="date"
            required
            value={form.bookingDate}
            onChange={(event) => set('bookingDate', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            error={Boolean(errorOf('booking_date')) || form.bookingDate > today}
            helperText={
              errorOf('booking_date') ??
              (form.bookingDate > today
                ? 'Das Buchungsdatum darf nicht nach dem heutigen Tag liegen'
                : undefined)
            }
          />
          <TextField
            label={KG_PAYMENT_TEXTS.amount}
            required
            value={form.amount}
            onChange={(event) => set('amount', event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            error={Boolean(errorOf('amount'))}
            helperText={errorOf('amount')}
          />
          <FormControl error={Boolean(errorOf('type'))} required>
            <FormLabel id="kg-payment-type-label">{KG_PAYMENT_TEXTS.type}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="kg-payment-type-label"
              value={form.type}
              onChange={(event) => set('type', event.target.value)}
            >
              {KG_MANUAL_ENTRY_PAYMENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={KG_MANUAL_ENTRY_PAYMENT_TYPE_LABELS[type]}
                />
              ))}
            </RadioGroup>
            {errorOf('type') && <FormHelperText>{errorOf('type')}</FormHelperText>}
          </FormControl>
          <FormControlLabel
            control={
              <Checkbox
                checked={form.disallowReceipt}
                onChange={(event) => set('disallowReceipt', event.target.checked)}
              />
            }
            label={KG_PAYMENT_TEXTS.noReceipt}
          />
          <TextField
            select
            label={KG_PAYMENT_TEXTS.specialPurpose}
            value={form.specialPurpose}
            onChange={(event) => set('specialPurpose', event.target.value)}
            error={Boolean(errorOf('special_purpose'))}
            helperText={errorOf('special_purpose')}
          >
            <MenuItem value="">{KG_PAYMENT_TEXTS.noSpecialPurpose}</MenuItem>
            {(purposes.data?.results ?? []).map((purpose) => (
              <MenuItem key={purpose.id} value={purpose.special_purpose}>
                {purpose.special_purpose}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={KG_PAYMENT_TEXTS.comment}
            multiline
            minRows={2}
            value={form.comment}
            onChange={(event) => set('comment', event.target.value)}
            error={Boolean(errorOf('comment'))}
            helperText={errorOf('comment')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={mutation.isPending}>
          {KG_PAYMENT_TEXTS.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => mutation.mutate()}
          disabled={mutation.isPending || !isPaymentFormComplete(form, today)}
        >
          {KG_PAYMENT_TEXTS.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
