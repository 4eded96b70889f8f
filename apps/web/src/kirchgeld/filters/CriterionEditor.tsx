/**
 * One condition of the filter builder: field, operator (German labels), value (by the field's kind:
 * text, a date picker with today as the latest day, a choice, a number, an amount with its year, a
 * parish) and 'nicht'.
 */
import './picker-setup';
import type { KgOrganization } from '@kollekta/contract';
import {
  findKgFilterField,
  KG_FILTER_FIELDS,
  KG_FILTER_MESSAGES,
  type KgFilterOperator,
  kgFilterOperatorLabel,
} from '@kollekta/domain';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { changeField, type DraftCriterion } from './filter-draft';
import { KG_FILTER_TEXTS as TEXTS } from './messages';

type Props = {
  criterion: DraftCriterion;
  organizations: readonly KgOrganization[];
  /** YYYY-MM-DD, Europe/Berlin */
  today: string;
  showMissing: boolean;
  onChange(criterion: DraftCriterion): void;
  onRemove(): void;
};

export function CriterionEditor({ criterion, organizations, today, showMissing, onChange, onRemove }: Props) {
  const field = findKgFilterField(criterion.field) ?? KG_FILTER_FIELDS[0];
  const set = (change: Partial<DraftCriterion>) => onChange({ ...criterion, ...change });
  const missing = showMissing && criterion.value.trim() === '' ? TEXTS.valueMissing : undefined;
  const futureDate =
    field.kind === 'date' && criterion.value > today ? KG_FILTER_MESSAGES.futureDate : undefined;
  const currentYear = Number(today.slice(0, 4));
  const valueError = missing ?? futureDate;

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1}
      sx={{ alignItems: { md: 'flex-start' } }}
      role="group"
      aria-label={field.label}
    >
      <FormControlLabel
        sx={{ minWidth: 80, mt: { md: 1 } }}
        control={
          <Checkbox
            checked={criterion.negated}
            onChange={(event) => set({ negated: event.target.checked })}
          />
        }
        label={TEXTS.negate}
      />
      <TextField
        select
        label={TEXTS.field}
        value={field.name}
        onChange={(event) => onChange(changeField(criterion, event.target.value))}
        sx={{ minWidth: 210 }}
        size="small"
      >
        {KG_FILTER_FIELDS.map((candidate) => (
          <MenuItem key={candidate.name} value={candidate.name}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={TEXTS.operator}
        value={criterion.op}
        onChange={(event) => set({ op: event.target.value as KgFilterOperator })}
        sx={{ minWidth: 190 }}
        size="small"
        disabled={field.operators.length === 1}
      >
        {field.operators.map((operator) => (
          <MenuItem key={operator} value={operator}>
            {kgFilterOperatorLabel(operator, field.kind)}
          </MenuItem>
        ))}
      </TextField>
      {field.kind === 'date' ? (
        <DatePicker
          label={TEXTS.value}
          value={criterion.value ? dayjs(criterion.value) : null}
          onChange={(day) => set({ value: day?.isValid() ? day.format('YYYY-MM-DD') : '' })}
          maxDate={dayjs(today)}
          format="DD.MM.YYYY"
          slotProps={{
            textField: {
              size: 'small',
              error: Boolean(valueError),
              helperText: valueError,
              sx: { minWidth: 190 },
            },
          }}
        />
      ) : field.kind === 'enum' || field.kind === 'boolean' || field.kind === 'organization' ? (
        <TextField
          select
          label={TEXTS.value}
          value={criterion.value}
          onChange={(event) => set({ value: event.target.value })}
          error={Boolean(valueError)}
          helperText={valueError}
          sx={{ minWidth: 240 }}
          size="small"
        >
          {choicesOf(field.kind, field.choices, organizations).map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          label={field.kind === 'year' ? TEXTS.year : TEXTS.value}
          value={criterion.value}
          onChange={(event) => set({ value: event.target.value })}
          error={Boolean(valueError)}
          helperText={valueError}
          size="small"
          sx={{ minWidth: 190 }}
          slotProps={{
            htmlInput: {
              maxLength: 100,
              ...(field.kind === 'text' ? {} : { inputMode: field.kind === 'money' ? 'decimal' : 'numeric' }),
              ...(field.kind === 'year' ? { min: 1900, max: currentYear } : {}),
            },
            input:
              field.kind === 'money'
                ? { endAdornment: <InputAdornment position="end">€</InputAdornment> }
                : {},
          }}
        />
      )}
      {field.takesYear && (
        <TextField
          label={TEXTS.year}
          value={criterion.year}
          placeholder={String(currentYear)}
          onChange={(event) => set({ year: event.target.value })}
          size="small"
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
      )}
      <Tooltip title={TEXTS.removeCriterion}>
        <IconButton
          aria-label={TEXTS.removeCriterion}
          onClick={onRemove}
          sx={{ alignSelf: { md: 'center' } }}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

function choicesOf(
  kind: string,
  choices: readonly { value: string; label: string }[] | undefined,
  organizations: readonly KgOrganization[],
) {
  if (kind === 'boolean')
    return [
      { value: 'true', label: TEXTS.yes },
      { value: 'false', label: TEXTS.no },
    ];
  if (kind === 'organization')
    return organizations.map((organization) => ({
      value: String(organization.id),
      label: `${organization.name} (${organization.kro_nr})`,
    }));
  return choices ?? [];
}
