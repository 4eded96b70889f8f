/**
 * Adding or changing an address (administration.md §4 "Address change", §5): a change ends the old
 * address and starts the new one, which the dialog says. Only expired or unused types are offered
 * for a new address; the fields are checked with the domain's rules, the server's answer lands at
 * its field.
 */
import type { OrganizationAddress } from '@kollekta/contract';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_TYPE_LABELS,
  type AddressType,
  normalizeAddress,
  validateAddress,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import type { AddressValues } from '../api';
import { CONTRACT_DATA_MESSAGES as M } from '../messages';

type Props = {
  /** null: a new address */
  address: OrganizationAddress | null;
  /** the types the address may take */
  types: readonly AddressType[];
  defaultName: string;
  isSaving: boolean;
  serverErrors: Record<string, string[]>;
  onSave: (values: AddressValues) => void;
  onCancel: () => void;
};

type Field = 'type' | 'name' | 'supplement' | 'address' | 'postcode' | 'locality' | 'country';

export function AddressDialog({
  address,
  types,
  defaultName,
  isSaving,
  serverErrors,
  onSave,
  onCancel,
}: Props) {
  const titleId = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    type: address?.type ?? types[0] ?? 'other',
    name: address?.name ?? defaultName,
    supplement: address?.supplement ?? '',
    address: address?.address ?? '',
    postcode: address?.postcode ?? '',
    locality: address?.locality ?? '',
    country: address?.country ?? 'DE',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const errors = validateAddress(normalizeAddress(values));
  const isValid = Object.keys(errors).length === 0;
  const isChanged =
    address === null ||
    (Object.keys(values) as Field[]).some((field) => values[field] !== String(address[field] ?? ''));

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const errorOf = (field: Field) =>
    (isSubmitted || touched[field] ? errors[field]?.[0] : undefined) ?? serverErrors[field]?.[0];
  const textField = (field: Exclude<Field, 'type' | 'country'>, label: string, required = true) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
      required={required}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field)}
      slotProps={{ htmlInput: { maxLength: 200 } }}
      fullWidth
    />
  );
  const submit = () => {
    setIsSubmitted(true);
    if (!isValid) return;
    onSave({ ...values, supplement: values.supplement.trim() === '' ? null : values.supplement });
  };

  return (
    <Dialog
      open
      onClose={isSaving ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: 450, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={titleId}>{address ? M.addressDialogChange : M.addressDialogNew}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {address && <Alert severity="info">{M.addressChangeHint}</Alert>}
          <TextField
            select
            label={M.fieldType}
            value={values.type}
            onChange={set('type')}
            required
            error={Boolean(serverErrors.type)}
            helperText={serverErrors.type?.[0]}
          >
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                {ADDRESS_TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {textField('name', M.fieldName)}
          {textField('supplement', M.fieldSupplement, false)}
          {textField('address', M.fieldAddress)}
          <Stack direction="row" spacing={2}>
            <TextField
              label={M.fieldPostcode}
              value={values.postcode}
              onChange={set('postcode')}
              onBlur={() => setTouched((current) => ({ ...current, postcode: true }))}
              required
              error={Boolean(errorOf('postcode'))}
              helperText={errorOf('postcode')}
              slotProps={{
                htmlInput: { maxLength: 10, inputMode: values.country === 'DE' ? 'numeric' : 'text' },
              }}
              sx={{ width: 160, flexShrink: 0 }}
            />
            {textField('locality', M.fieldLocality)}
          </Stack>
          <TextField
            select
            label={M.fieldCountry}
            value={values.country}
            onChange={set('country')}
            error={Boolean(errorOf('country'))}
            helperText={errorOf('country')}
          >
            {Object.entries(ADDRESS_COUNTRIES).map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={isSaving}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={isSaving || !isChanged || (isSubmitted && !isValid)}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
