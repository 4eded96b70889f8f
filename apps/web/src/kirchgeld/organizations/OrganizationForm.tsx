/**
 * The creation form of a church-tax organisation (§5 "Organisation": name, valid-from date and KRO
 * required, 'Verpflichtend'; external id optional). Choosing organisations it replaces makes it a
 * merge, which a dialog confirms before it is sent.
 */
import type { KgOrganization } from '@kollekta/contract';
import { parseGermanDay, validateKgOrganization } from '@kollekta/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { readDetail, readFieldErrors } from '../../lib/api-client';
import { createKgOrganization } from './api';
import { KG_ORGANIZATION_TEXTS as TEXTS } from './messages';

type Values = {
  name: string;
  valid_from: string;
  kro_nr: string;
  external_id: string;
  replaces: KgOrganization[];
};
const EMPTY: Values = { name: '', valid_from: '', kro_nr: '', external_id: '', replaces: [] };

export function OrganizationForm(props: { tenantId: number; organizations: KgOrganization[] }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [isConfirming, setIsConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () =>
      createKgOrganization(props.tenantId, {
        name: values.name,
        valid_from: parseGermanDay(values.valid_from) ?? '',
        kro_nr: values.kro_nr,
        external_id: values.external_id.trim() || null,
        replaces: values.replaces.map((organization) => organization.url),
      }),
    meta: { handledStatuses: [400] },
    onSuccess: async (created) => {
      setValues(EMPTY);
      setTouched({});
      setNotice(TEXTS.created(created.name));
      await queryClient.invalidateQueries({ queryKey: ['kg-organizations', props.tenantId] });
    },
  });
  const errors = validateKgOrganization(values);
  if (!errors.valid_from && !parseGermanDay(values.valid_from)) errors.valid_from = [TEXTS.invalidDate];
  const serverErrors = readFieldErrors(create.error);
  const isValid = Object.keys(errors).length === 0;
  const fieldError = (name: 'name' | 'valid_from' | 'kro_nr' | 'external_id' | 'replaces') =>
    (touched[name] ? errors[name]?.[0] : undefined) ??
    (create.isPending ? undefined : serverErrors[name]?.[0]);
  const current = props.organizations.filter((organization) => organization.valid_before === null);

  const send = () => {
    setIsConfirming(false);
    setNotice(null);
    create.mutate();
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, valid_from: true, kro_nr: true });
    if (!isValid || create.isPending) return;
    if (values.replaces.length > 0) setIsConfirming(true);
    else send();
  };
  const set = (name: keyof Omit<Values, 'replaces'>) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [name]: event.target.value }));
  const generalError = create.isError && !create.isPending ? (readDetail(create.error) ?? null) : null;

  return (
    <Stack component="form" spacing={2} onSubmit={handleSubmit} noValidate aria-label={TEXTS.formTitle}>
      <Typography variant="h6" component="h2">
        {TEXTS.formTitle}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={TEXTS.name}
          required
          value={values.name}
          onChange={set('name')}
          onBlur={() => setTouched((previous) => ({ ...previous, name: true }))}
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name') ?? ' '}
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label={TEXTS.kroNr}
          required
          value={values.kro_nr}
          onChange={set('kro_nr')}
          onBlur={() => setTouched((previous) => ({ ...previous, kro_nr: true }))}
          error={Boolean(fieldError('kro_nr'))}
          helperText={fieldError('kro_nr') ?? ' '}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
        />
        <TextField
          label={TEXTS.validFrom}
          required
          placeholder={TEXTS.datePlaceholder}
          value={values.valid_from}
          onChange={set('valid_from')}
          onBlur={() => setTouched((previous) => ({ ...previous, valid_from: true }))}
          error={Boolean(fieldError('valid_from'))}
          helperText={fieldError('valid_from') ?? ' '}
          sx={{ flex: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        />
        <TextField
          label={`${TEXTS.externalId} (${TEXTS.optional})`}
          value={values.external_id}
          onChange={set('external_id')}
          onBlur={() => setTouched((previous) => ({ ...previous, external_id: true }))}
          error={Boolean(fieldError('external_id'))}
          helperText={fieldError('external_id') ?? ' '}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Stack>
      <Autocomplete
        multiple
        options={current}
        value={values.replaces}
        onChange={(_event, replaces) => setValues((previous) => ({ ...previous, replaces }))}
        getOptionLabel={(organization) => `${organization.name} (${organization.kro_nr})`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={TEXTS.replacesLabel}
            error={Boolean(fieldError('replaces'))}
            helperText={fieldError('replaces') ?? TEXTS.replacesHelp}
          />
        )}
      />
      {generalError && !Object.keys(serverErrors).some((key) => key !== 'detail') && (
        <Typography color="error">{generalError}</Typography>
      )}
      {notice && <Typography color="success.main">{notice}</Typography>}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={!isValid || create.isPending}>
          {create.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
      </Stack>
      <Dialog open={isConfirming} onClose={() => setIsConfirming(false)} aria-labelledby="kg-merge-title">
        <DialogTitle id="kg-merge-title">{TEXTS.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {TEXTS.confirmText(
              values.name.trim(),
              values.valid_from.trim(),
              values.replaces.map((organization) => organization.name),
            )}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsConfirming(false)}>{TEXTS.cancel}</Button>
          <Button variant="contained" onClick={send} disabled={create.isPending}>
            {TEXTS.confirm}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
