/** Name and address for the donation receipt, all required whenever shown (as the server checks). */
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GivingField, GivingValues } from '../giving-form';
import { GIVING_FORM_MESSAGES } from '../messages';
import type { GivingFieldsProps } from './giving-fields';

type PersonKey = 'firstName' | 'lastName' | 'street' | 'postalCode' | 'city';

const FIELDS: readonly {
  key: PersonKey;
  field: GivingField;
  label: string;
  autoComplete: string;
  maxLength: number;
}[] = [
  {
    key: 'firstName',
    field: 'first_name',
    label: GIVING_FORM_MESSAGES.firstName,
    autoComplete: 'given-name',
    maxLength: 100,
  },
  {
    key: 'lastName',
    field: 'last_name',
    label: GIVING_FORM_MESSAGES.lastName,
    autoComplete: 'family-name',
    maxLength: 100,
  },
  {
    key: 'street',
    field: 'street',
    label: GIVING_FORM_MESSAGES.street,
    autoComplete: 'street-address',
    maxLength: 150,
  },
  {
    key: 'postalCode',
    field: 'postal_code',
    label: GIVING_FORM_MESSAGES.postalCode,
    autoComplete: 'postal-code',
    maxLength: 10,
  },
  {
    key: 'city',
    field: 'city',
    label: GIVING_FORM_MESSAGES.city,
    autoComplete: 'address-level2',
    maxLength: 100,
  },
];

export function PersonFields({ values, errors, change, focusRef, isSending }: GivingFieldsProps) {
  const input = (entry: (typeof FIELDS)[number]) => (
    <TextField
      key={entry.key}
      label={entry.label}
      value={values[entry.key]}
      onChange={(event) =>
        change({ [entry.key]: event.target.value } as Partial<GivingValues>, [entry.field])
      }
      inputRef={focusRef(entry.field)}
      error={errors[entry.field] !== undefined}
      helperText={errors[entry.field]}
      autoComplete={entry.autoComplete}
      required
      disabled={isSending}
      size="small"
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: entry.maxLength,
          inputMode: entry.key === 'postalCode' ? 'numeric' : undefined,
        },
      }}
    />
  );
  const [firstName, lastName, street, postalCode, city] = FIELDS;
  if (!firstName || !lastName || !street || !postalCode || !city) return null;
  return (
    <Stack sx={{ gap: 1.25 }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        {input(firstName)}
        {input(lastName)}
      </Stack>
      {input(street)}
      <Stack direction="row" sx={{ gap: 1 }}>
        <Stack sx={{ width: '38%', flexShrink: 0 }}>{input(postalCode)}</Stack>
        {input(city)}
      </Stack>
    </Stack>
  );
}
