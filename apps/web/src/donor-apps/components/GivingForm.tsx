/**
 * The giving form of both donor apps, phone first: how often (where a recurring gift is possible),
 * the way to pay, the SEPA account and mandate, and what the organisation's settings ask — person
 * data for a receipt, 'Ich möchte weitere Informationen erhalten' with an e-mail address. The
 * browser checks what it can with the server's rules; the server's refusals land at their fields,
 * and a lost connection keeps everything typed. Focus goes to the first field with an error.
 */
import type { DonationReceipt, DonationRequest, PublicGivingOptions } from '@kollekta/contract';
import { formatMoney, SIMPLIFIED_PROOF_LIMIT_CENTS } from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GivingValues } from '../giving-form';
import { GIVING_FORM_MESSAGES } from '../messages';
import { useIsPreview } from '../preview-context';
import { ChoiceGroup } from './ChoiceGroup';
import { PersonFields } from './PersonFields';
import { SepaFields } from './SepaFields';
import { useGivingForm } from './use-giving-form';

type Props = {
  options: PublicGivingOptions;
  collectionId: number;
  cents: number;
  currency: string;
  send: (body: DonationRequest) => Promise<DonationReceipt>;
  onGiven: (receipt: DonationReceipt) => void;
};

export function GivingForm({ options, collectionId, cents, currency, send, onGiven }: Props) {
  const form = useGivingForm({ options, collectionId, cents, send, onGiven });
  const isPreview = useIsPreview();
  const { values, errors, general, isSending, layout, change, focusRef, handleSubmit } = form;
  const amount = formatMoney(cents, currency);
  const fieldProps = { values, errors, change, focusRef, isSending };
  const isRecurring = layout.canRecur && values.frequency !== 'once';
  const frequencyChoices = [
    { value: 'once', label: GIVING_FORM_MESSAGES.once },
    ...Object.entries(GIVING_FORM_MESSAGES.intervals).map(([value, label]) => ({ value, label })),
  ];
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      aria-busy={isSending}
      sx={{
        p: 1.5,
        color: 'text.primary',
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {options.payment_methods.length > 0 && (
        <ChoiceGroup
          label={GIVING_FORM_MESSAGES.paymentMethod}
          value={values.paymentMethod ?? ''}
          choices={options.payment_methods.map((method) => ({
            value: method,
            label: GIVING_FORM_MESSAGES.paymentMethods[method],
          }))}
          onChange={(value) =>
            change({ paymentMethod: value as GivingValues['paymentMethod'] }, ['payment_method'])
          }
          error={errors.payment_method}
          inputRef={focusRef('payment_method')}
          disabled={isSending}
        />
      )}
      {layout.canRecur && (
        <ChoiceGroup
          label={GIVING_FORM_MESSAGES.frequency}
          value={values.frequency}
          choices={frequencyChoices}
          onChange={(value) => change({ frequency: value as GivingValues['frequency'] }, ['frequency'])}
          error={errors.frequency}
          inputRef={focusRef('frequency')}
          disabled={isSending}
        />
      )}
      {layout.showSepa && options.sepa_creditor && (
        <SepaFields
          {...fieldProps}
          creditor={options.sepa_creditor}
          mandateKind={isRecurring ? 'recurring' : 'one_off'}
        />
      )}
      {layout.offerReceiptChoice && (
        <FormControlLabel
          control={
            <Checkbox
              checked={values.wantsReceipt}
              onChange={(event) => change({ wantsReceipt: event.target.checked }, [])}
              disabled={isSending}
            />
          }
          label={GIVING_FORM_MESSAGES.wantsReceipt}
        />
      )}
      {options.offer_donation_receipt && currency === 'EUR' && cents <= SIMPLIFIED_PROOF_LIMIT_CENTS && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          {GIVING_FORM_MESSAGES.receiptBankStatementHint}
        </Typography>
      )}
      {layout.showPerson && (
        <Stack sx={{ gap: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
            {GIVING_FORM_MESSAGES.personData}
          </Typography>
          <PersonFields {...fieldProps} />
        </Stack>
      )}
      {layout.offerInformation && (
        <FormControlLabel
          control={
            <Checkbox
              checked={values.wantsInformation}
              onChange={(event) => change({ wantsInformation: event.target.checked }, ['email'])}
              disabled={isSending}
            />
          }
          label={GIVING_FORM_MESSAGES.wantsInformation}
        />
      )}
      {layout.showEmail && (
        <TextField
          type="email"
          label={layout.requiresEmail ? GIVING_FORM_MESSAGES.email : GIVING_FORM_MESSAGES.emailOptional}
          value={values.email}
          onChange={(event) => change({ email: event.target.value }, ['email'])}
          inputRef={focusRef('email')}
          error={errors.email !== undefined}
          helperText={errors.email}
          autoComplete="email"
          required={layout.requiresEmail}
          disabled={isSending}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
      )}
      {general && (
        <Alert severity="error" role="alert">
          {general}
        </Alert>
      )}
      {isPreview && <Alert severity="info">{GIVING_FORM_MESSAGES.previewOnly}</Alert>}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSending || isPreview}>
        {isSending
          ? GIVING_FORM_MESSAGES.sending
          : values.frequency !== 'once' && isRecurring
            ? GIVING_FORM_MESSAGES.submitRecurring(amount, GIVING_FORM_MESSAGES.intervals[values.frequency])
            : GIVING_FORM_MESSAGES.submit(amount)}
      </Button>
    </Paper>
  );
}
