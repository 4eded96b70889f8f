/**
 * 'Korrigieren': the receipt is archived and a new one with the corrected name and address is
 * issued that names it. Each field's message stands at its field (the dialog's own 'Verpflichtend'
 * and the server's refusal alike); what has no field goes to the error bar.
 */
import type { DonationReceiptRequest, IssuedReceipt, ReceiptPersonData } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { correctDonationReceipt, donationReceiptKeys } from '../api';
import { DONATION_RECEIPTS_MESSAGES, CORRECT_DIALOG_MESSAGES as TEXT } from '../messages';
import { PERSON_FIELDS, type PersonField, splitPersonRefusal, validatePerson } from '../person-fields';
import { ReceiptPersonFields } from './ReceiptPersonFields';

type Props = { request: DonationReceiptRequest; receipt: IssuedReceipt; onClose: () => void };

export function CorrectReceiptDialog({ request, receipt, onClose }: Props) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ReceiptPersonData>({ ...request.person_data });
  const [touched, setTouched] = useState<Partial<Record<PersonField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<PersonField, string>>>({});
  const ownErrors = validatePerson(values);
  const correct = useMutation({
    mutationFn: () =>
      correctDonationReceipt(receipt.id, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        street: values.street.trim(),
        postal_code: values.postal_code.trim(),
        city: values.city.trim(),
      }),
    meta: { handledStatuses: 'all' },
    onSuccess: (issued) => {
      messageStore.showSuccess(TEXT.done(issued.number));
      onClose();
    },
    onError: (error) => {
      const { fields, rest } = splitPersonRefusal(error, PERSON_FIELDS);
      setServerErrors(fields);
      if (rest) messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(rest));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: donationReceiptKeys.lists }),
  });
  const errors: Partial<Record<PersonField, string>> = {};
  for (const field of PERSON_FIELDS) {
    const error = (touched[field] ? ownErrors[field] : undefined) ?? serverErrors[field];
    if (error) errors[field] = error;
  }
  const isValid = Object.keys(ownErrors).length === 0;

  const handleSubmit = () => {
    if (!isValid) {
      setTouched(Object.fromEntries(PERSON_FIELDS.map((field) => [field, true])));
      return;
    }
    correct.mutate();
  };

  return (
    <Dialog
      open
      onClose={correct.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{TEXT.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Alert severity="info">{TEXT.explanation(receipt.number)}</Alert>
          <ReceiptPersonFields
            values={values}
            errors={errors}
            disabled={correct.isPending}
            onChange={(field, value) => {
              setValues({ ...values, [field]: value });
              setServerErrors({ ...serverErrors, [field]: undefined });
            }}
            onBlur={(field) => setTouched({ ...touched, [field]: true })}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={correct.isPending}>
          {DONATION_RECEIPTS_MESSAGES.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={handleSubmit}
          disabled={correct.isPending}
          startIcon={correct.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {correct.isPending ? TEXT.sending : TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
