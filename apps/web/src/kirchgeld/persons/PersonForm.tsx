/**
 * The create and edit form of a self-created person (§5 "Person creation"): the fields by group,
 * each checked as it is left (and all on saving) by the domain's rules; saving is disabled while
 * the form is invalid or the request runs. Server refusals land at their fields.
 */
import type { KgPersonDataInput } from '@kollekta/contract';
import {
  KG_GESCHLECHT,
  KG_GESCHLECHT_LABELS,
  KG_SPERRE,
  KG_SPERRE_LABELS,
  type KgPersonFieldName,
  type KgPersonTypeValue,
  toBusinessDay,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useState } from 'react';
import { KG_GROUP_TITLES, KG_PERSON_TEXTS } from './messages';
import { formFieldsFor, type PersonFormValues, toPersonData, validatePersonForm } from './person-form-values';

type FormField = ReturnType<typeof formFieldsFor>[number];

const GROUP_ORDER = ['personal', 'address', 'other', 'remarks'] as const;

export type PersonFormProps = {
  type: KgPersonTypeValue;
  initial: PersonFormValues;
  isSending: boolean;
  /** messages of the server by field name */
  serverErrors: Partial<Record<KgPersonFieldName, string>>;
  serverMessage: string | null;
  onSubmit: (data: KgPersonDataInput) => void;
  onCancel: () => void;
};

function choicesOf(name: KgPersonFieldName): { value: string; label: string }[] | null {
  if (name === 'geschlecht')
    return KG_GESCHLECHT.map((value) => ({ value, label: KG_GESCHLECHT_LABELS[value] }));
  if (name === 'sperre')
    return [
      { value: '', label: KG_PERSON_TEXTS.none },
      ...KG_SPERRE.map((value) => ({ value, label: KG_SPERRE_LABELS[value] })),
    ];
  if (name === 'betreuerstatus')
    return [
      { value: '', label: KG_PERSON_TEXTS.none },
      { value: 'B', label: KG_PERSON_TEXTS.betreuerB },
    ];
  return null;
}

export function PersonForm(props: PersonFormProps) {
  const [values, setValues] = useState<PersonFormValues>(props.initial);
  const [touched, setTouched] = useState<Partial<Record<KgPersonFieldName, boolean>>>({});
  const [changedSinceServer, setChangedSinceServer] = useState<Partial<Record<KgPersonFieldName, boolean>>>(
    {},
  );
  const errors = useMemo(
    () => validatePersonForm(props.type, values, toBusinessDay(new Date())),
    [props.type, values],
  );
  const isValid = Object.keys(errors).length === 0;
  const fields = formFieldsFor(props.type);

  const handleChange = (name: KgPersonFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setChangedSinceServer((current) => ({ ...current, [name]: true }));
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(fields.map((field) => [field.name, true])));
    setChangedSinceServer({});
    if (isValid) props.onSubmit(toPersonData(props.type, values));
  };
  const messageOf = (name: KgPersonFieldName) =>
    (touched[name] ? errors[name] : undefined) ??
    (changedSinceServer[name] ? undefined : props.serverErrors[name]);

  const renderField = (field: FormField) => {
    const choices = choicesOf(field.name);
    const message = messageOf(field.name);
    const isRequired =
      field.name === 'familienname' ||
      (props.type === 'individual' && (field.name === 'vornamen' || field.name === 'geschlecht'));
    const label =
      props.type === 'company' && field.name === 'familienname' ? KG_PERSON_TEXTS.companyName : field.label;
    return (
      <Grid
        key={field.name}
        size={{
          xs: 12,
          sm: field.name === 'bemerkungen' ? 12 : 6,
          md: field.name === 'bemerkungen' ? 12 : 4,
        }}
      >
        <TextField
          fullWidth
          size="small"
          id={`kg-person-${field.name}`}
          label={label}
          required={isRequired}
          value={values[field.name]}
          select={choices !== null}
          multiline={field.name === 'bemerkungen'}
          minRows={field.name === 'bemerkungen' ? 3 : undefined}
          placeholder={field.kind === 'date' ? KG_PERSON_TEXTS.datePlaceholder : undefined}
          error={message !== undefined}
          helperText={message ?? (field.kind === 'date' ? KG_PERSON_TEXTS.datePlaceholder : undefined)}
          onChange={(event) => handleChange(field.name, event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, [field.name]: true }))}
          slotProps={{ htmlInput: { maxLength: field.name === 'bemerkungen' ? 4000 : 200 } }}
        >
          {choices?.map((choice) => (
            <MenuItem key={choice.value || 'none'} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={KG_PERSON_TEXTS.createTitle}>
      <Stack spacing={2}>
        {GROUP_ORDER.map((group) => {
          const groupFields = fields.filter((field) => field.group === group);
          if (groupFields.length === 0) return null;
          return (
            <Card key={group} variant="outlined" component="fieldset" sx={{ border: undefined, m: 0, p: 0 }}>
              <CardContent>
                <Typography variant="h6" component="legend" gutterBottom>
                  {KG_GROUP_TITLES[group]}
                </Typography>
                <Grid container spacing={2}>
                  {groupFields.map(renderField)}
                </Grid>
              </CardContent>
            </Card>
          );
        })}
        {props.serverMessage && <Alert severity="error">{props.serverMessage}</Alert>}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={props.onCancel} disabled={props.isSending}>
            {KG_PERSON_TEXTS.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || props.isSending}>
            {props.isSending ? KG_PERSON_TEXTS.saving : KG_PERSON_TEXTS.save}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
