/** Name and address of the donor for a receipt (correction dialog and claim page). */
import type { ReceiptPersonData } from '@kollekta/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CORRECT_DIALOG_MESSAGES as TEXT } from '../messages';
import type { PersonField } from '../person-fields';

const LABELS: Record<PersonField, string> = {
  first_name: TEXT.firstName,
  last_name: TEXT.lastName,
  street: TEXT.street,
  postal_code: TEXT.postalCode,
  city: TEXT.city,
};

const AUTOCOMPLETE: Record<PersonField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  street: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
};

type Props = {
  values: ReceiptPersonData;
  errors: Partial<Record<PersonField, string>>;
  onChange: (field: PersonField, value: string) => void;
  onBlur: (field: PersonField) => void;
  disabled?: boolean;
};

export function ReceiptPersonFields({ values, errors, onChange, onBlur, disabled }: Props) {
  const field = (name: PersonField, sx?: object) => (
    <TextField
      label={LABELS[name]}
      value={values[name]}
      required
      disabled={disabled}
      onChange={(event) => onChange(name, event.target.value)}
      onBlur={() => onBlur(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      autoComplete={AUTOCOMPLETE[name]}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      sx={sx}
      fullWidth
    />
  );
  return (
    <Stack spacing={0.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        {field('first_name')}
        {field('last_name')}
      </Stack>
      {field('street')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        {field('postal_code', { maxWidth: { sm: 160 } })}
        {field('city')}
      </Stack>
    </Stack>
  );
}
