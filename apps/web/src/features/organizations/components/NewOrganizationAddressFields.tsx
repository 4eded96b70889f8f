/** The address step of the organisation creation dialog: type, addressee, street, postcode, place, country. */
import { ADDRESS_COUNTRIES, ADDRESS_TYPE_LABELS, ADDRESS_TYPES } from '@kollekta/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORGANIZATION_ADMIN_MESSAGES as M } from '../messages';

export type AddressFormValues = {
  type: string;
  name: string;
  supplement: string;
  address: string;
  postcode: string;
  locality: string;
  country: string;
};

export const EMPTY_ADDRESS: AddressFormValues = {
  type: 'primary',
  name: '',
  supplement: '',
  address: '',
  postcode: '',
  locality: '',
  country: 'DE',
};

type Props = {
  values: AddressFormValues;
  onChange: (values: AddressFormValues) => void;
  /** the message shown at each field (`address.postcode` → its text) */
  errorOf: (field: keyof AddressFormValues) => string | null;
  onBlur: (field: keyof AddressFormValues) => void;
};

export function NewOrganizationAddressFields({ values, onChange, errorOf, onBlur }: Props) {
  const field = (
    name: keyof AddressFormValues,
    label: string,
    options: { required?: boolean; helper?: string; maxLength?: number } = {},
  ) => {
    const error = errorOf(name);
    return (
      <TextField
        label={label}
        value={values[name]}
        required={options.required ?? true}
        onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        onBlur={() => onBlur(name)}
        error={Boolean(error)}
        helperText={error ?? options.helper}
        autoComplete="off"
        margin="dense"
        slotProps={{ htmlInput: { maxLength: options.maxLength ?? 200 } }}
      />
    );
  };
  return (
    <Stack spacing={0.5}>
      <TextField
        select
        label={M.addressType}
        value={values.type}
        required
        onChange={(event) => onChange({ ...values, type: event.target.value })}
        error={Boolean(errorOf('type'))}
        helperText={errorOf('type')}
        margin="dense"
      >
        {ADDRESS_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ADDRESS_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      {field('name', M.addressName, { required: false, helper: M.addressNameHint })}
      {field('supplement', M.supplement, { required: false })}
      {field('address', M.street)}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={M.postcode}
          value={values.postcode}
          required
          onChange={(event) => onChange({ ...values, postcode: event.target.value })}
          onBlur={() => onBlur('postcode')}
          error={Boolean(errorOf('postcode'))}
          helperText={errorOf('postcode')}
          autoComplete="off"
          margin="dense"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        />
        <TextField
          label={M.locality}
          value={values.locality}
          required
          onChange={(event) => onChange({ ...values, locality: event.target.value })}
          onBlur={() => onBlur('locality')}
          error={Boolean(errorOf('locality'))}
          helperText={errorOf('locality')}
          autoComplete="off"
          margin="dense"
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
      <TextField
        select
        label={M.country}
        value={values.country}
        required
        onChange={(event) => onChange({ ...values, country: event.target.value })}
        error={Boolean(errorOf('country'))}
        helperText={errorOf('country')}
        margin="dense"
      >
        {Object.entries(ADDRESS_COUNTRIES).map(([code, label]) => (
          <MenuItem key={code} value={code}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
