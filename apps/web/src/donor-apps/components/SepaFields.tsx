/** SEPA-Lastschrift: account holder, IBAN (checked as the server does) and the mandate to accept. */
import type { MandateKind } from '@kollekta/domain';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { GIVING_FORM_MESSAGES } from '../messages';
import type { GivingFieldsProps } from './giving-fields';
import { MandateText } from './MandateText';

type Props = GivingFieldsProps & {
  creditor: { name: string; creditor_identifier: string };
  mandateKind: MandateKind;
};

export function SepaFields({ values, errors, change, focusRef, isSending, creditor, mandateKind }: Props) {
  const mandateId = useId();
  const acceptErrorId = useId();
  return (
    <Stack sx={{ gap: 1.25 }}>
      <TextField
        label={GIVING_FORM_MESSAGES.accountHolder}
        value={values.accountHolder}
        onChange={(event) => change({ accountHolder: event.target.value }, ['account_holder'])}
        inputRef={focusRef('account_holder')}
        error={errors.account_holder !== undefined}
        helperText={errors.account_holder}
        autoComplete="name"
        required
        disabled={isSending}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 70 } }}
      />
      <TextField
        label={GIVING_FORM_MESSAGES.iban}
        value={values.iban}
        onChange={(event) => change({ iban: event.target.value }, ['iban'])}
        inputRef={focusRef('iban')}
        error={errors.iban !== undefined}
        helperText={errors.iban}
        required
        disabled={isSending}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { maxLength: 42, autoCapitalize: 'characters', spellCheck: false, autoCorrect: 'off' },
        }}
      />
      <MandateText id={mandateId} kind={mandateKind} creditor={creditor} />
      <FormControl error={errors.mandate_accepted !== undefined}>
        <FormControlLabel
          control={
            <Checkbox
              checked={values.mandateAccepted}
              onChange={(event) => change({ mandateAccepted: event.target.checked }, ['mandate_accepted'])}
              disabled={isSending}
              slotProps={{
                input: {
                  ref: focusRef('mandate_accepted'),
                  'aria-describedby': errors.mandate_accepted ? `${mandateId} ${acceptErrorId}` : mandateId,
                },
              }}
            />
          }
          label={GIVING_FORM_MESSAGES.acceptMandate}
        />
        {errors.mandate_accepted && (
          <FormHelperText id={acceptErrorId} sx={{ mt: 0 }}>
            {errors.mandate_accepted}
          </FormHelperText>
        )}
      </FormControl>
    </Stack>
  );
}
