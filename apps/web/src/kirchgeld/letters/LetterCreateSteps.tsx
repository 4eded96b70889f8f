/** The three steps of the letter creation (§2 "Letter create"): target group; letter type and addresses; filters. */
import type { KgLetterPreview } from '@kollekta/contract';
import {
  forcedDonationStatus,
  KG_DONATION_STATUS_LABELS,
  KG_DONATION_STATUSES,
  KG_FOLLOW_UP_LETTER_TYPES,
  KG_LETTER_TYPE_LABELS,
  KG_LETTER_TYPES,
  type KgDonationStatus,
  type KgLetterType,
} from '@kollekta/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { countText } from './letter-display';
import type { LetterAction, LetterDraft } from './letter-draft';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

type StepProps = {
  draft: LetterDraft;
  onChange: (change: Partial<LetterDraft>) => void;
  errors: Record<string, string[]>;
};

const errorOf = (errors: Record<string, string[]>, field: string) => errors[field]?.join(' ') || undefined;

export function TargetGroupStep(
  props: StepProps & {
    groups: { url: string; name: string; person_count: number | null }[];
    isLoading: boolean;
  },
) {
  if (props.isLoading) return <LinearProgress />;
  if (props.groups.length === 0)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/target-groups/create">
            {TEXTS.createTargetGroup}
          </Button>
        }
      >
        {TEXTS.noTargetGroups}
      </Alert>
    );
  const error = errorOf(props.errors, 'filter') ?? errorOf(props.errors, 'original_letter');
  return (
    <TextField
      select
      label={TEXTS.targetGroup}
      value={props.draft.filter}
      onChange={(event) => props.onChange({ filter: event.target.value })}
      error={Boolean(error)}
      helperText={error ?? TEXTS.targetGroupHint}
      sx={{ minWidth: 360 }}
    >
      {props.groups.map((group) => (
        <MenuItem key={group.url} value={group.url}>
          {group.name}
          {group.person_count === null ? '' : ` (${countText(group.person_count)})`}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function TypeStep(
  props: StepProps & {
    action: LetterAction;
    bankAccounts: { url: string; name: string; iban: string }[];
    preview: KgLetterPreview | undefined;
  },
) {
  const types: readonly KgLetterType[] =
    props.action === 'followUp' ? KG_FOLLOW_UP_LETTER_TYPES : KG_LETTER_TYPES;
  const { draft, onChange, errors } = props;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <TextField
        label={TEXTS.name}
        value={draft.name}
        required
        onChange={(event) => onChange({ name: event.target.value })}
        error={Boolean(errors.name)}
        helperText={errorOf(errors, 'name')}
      />
      <TextField
        select
        label={TEXTS.type}
        value={draft.type}
        onChange={(event) => onChange({ type: event.target.value as KgLetterType })}
        error={Boolean(errors.type)}
        helperText={errorOf(errors, 'type')}
      >
        {types.map((type) => (
          <MenuItem key={type} value={type}>
            {KG_LETTER_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.separateCouples}
            onChange={(event) => onChange({ separateCouples: event.target.checked })}
          />
        }
        label={TEXTS.separateCouples}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.useLastKnownAddress}
            onChange={(event) => onChange({ useLastKnownAddress: event.target.checked })}
          />
        }
        label={TEXTS.lastKnownAddress}
      />
      <TextField
        label={TEXTS.suggestedAmount}
        value={draft.suggestedAmount}
        onChange={(event) => onChange({ suggestedAmount: event.target.value })}
        error={Boolean(errors.options)}
        helperText={errorOf(errors, 'options') ?? TEXTS.suggestedAmountHint}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={TEXTS.bankAccount}
        value={draft.bankAccount}
        onChange={(event) => onChange({ bankAccount: event.target.value })}
      >
        <MenuItem value="">{TEXTS.firstBankAccount}</MenuItem>
        {props.bankAccounts.map((account) => (
          <MenuItem key={account.url} value={account.url}>
            {account.name} ({account.iban})
          </MenuItem>
        ))}
      </TextField>
      {props.preview && (
        <Typography role="status">
          {TEXTS.previewCounts(countText(props.preview.person_count), countText(props.preview.letter_count))}
        </Typography>
      )}
    </Stack>
  );
}

export function FilterStep(props: StepProps & { currentYear: number; specialPurposes: string[] }) {
  const { draft, onChange, errors } = props;
  const forced = forcedDonationStatus(draft.type);
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <FormControl error={Boolean(errors.additional_filter)}>
        <FormLabel id="donation-status">{TEXTS.donationStatus}</FormLabel>
        <RadioGroup
          aria-labelledby="donation-status"
          value={draft.donationStatus}
          onChange={(event) => onChange({ donationStatus: event.target.value as KgDonationStatus })}
        >
          {KG_DONATION_STATUSES.map((status) => (
            <FormControlLabel
              key={status}
              value={status}
              control={<Radio />}
              label={KG_DONATION_STATUS_LABELS[status]}
              disabled={forced !== null && status !== forced}
            />
          ))}
        </RadioGroup>
        {forced && <FormHelperText>{TEXTS.forcedStatus}</FormHelperText>}
      </FormControl>
      <TextField
        label={TEXTS.donationYear}
        type="number"
        value={draft.donationYear}
        onChange={(event) => onChange({ donationYear: event.target.value })}
        error={Boolean(errors.additional_filter)}
        helperText={errorOf(errors, 'additional_filter')}
        slotProps={{ htmlInput: { min: 0, max: props.currentYear, step: 1 } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.currentYearForPayments}
            onChange={(event) => onChange({ currentYearForPayments: event.target.checked })}
          />
        }
        label={TEXTS.currentYear}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.noChurchTax}
            onChange={(event) => onChange({ noChurchTax: event.target.checked })}
          />
        }
        label={TEXTS.noChurchTax}
      />
      {draft.noChurchTax && (
        <Autocomplete
          freeSolo
          options={props.specialPurposes}
          inputValue={draft.specialPurpose}
          onInputChange={(_event, value) => onChange({ specialPurpose: value })}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              label={TEXTS.specialPurpose}
              error={Boolean(errors.special_purpose)}
              helperText={errorOf(errors, 'special_purpose')}
            />
          )}
        />
      )}
    </Stack>
  );
}

export function LetterPreview(props: {
  preview: KgLetterPreview | undefined;
  isFetching: boolean;
  error?: string | undefined;
}) {
  const { preview } = props;
  return (
    <Box aria-label={TEXTS.preview} component="section">
      <Typography variant="h6" component="h2">
        {TEXTS.preview}
      </Typography>
      {props.isFetching && <LinearProgress aria-label={TEXTS.previewLoading} />}
      {props.error && <Alert severity="warning">{props.error}</Alert>}
      {preview && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <Typography role="status">
            {TEXTS.previewCounts(countText(preview.person_count), countText(preview.letter_count))}
          </Typography>
          {preview.skipped_count > 0 && (
            <Typography variant="body2">{TEXTS.previewSkipped(countText(preview.skipped_count))}</Typography>
          )}
          {preview.results.length > 0 && (
            <Typography variant="body2">{TEXTS.previewFirst(preview.results.length)}</Typography>
          )}
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
            {preview.results.map((item) => (
              <Box
                key={`${item.salutation}|${item.lines.join('|')}`}
                sx={{ p: 1, border: 1, borderColor: 'divider', minWidth: 220 }}
              >
                {item.lines.map((line) => (
                  <Typography key={line} variant="body2">
                    {line}
                  </Typography>
                ))}
                <Typography variant="caption" color="text.secondary">
                  {item.salutation}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
