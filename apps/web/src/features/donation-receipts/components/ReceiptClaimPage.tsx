/**
 * The donor's page `#/zuwendungsbestaetigung`, without sign-in (issue 15 item 4): a device showed a
 * confirmation code for a gift at or above its confirmationMinAmount; with the code, name and
 * address the donor gets the receipt (number and PDF). A code works once; an unknown, used or
 * guessed code is refused in German at the code field, too many tries above the button.
 */
import type { ReceiptPersonData } from '@kollekta/contract';
import {
  checkReceiptClaimPerson,
  decimalStringToCents,
  formatMoney,
  normalizeReceiptCode,
  RECEIPT_MESSAGES,
} from '@kollekta/domain';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { claimDeviceReceipt, resolveDownloadUrl } from '../api';
import { RECEIPT_CLAIM_MESSAGES as TEXT } from '../messages';
import {
  EMPTY_PERSON,
  firstMessages,
  PERSON_FIELDS,
  type PersonField,
  splitPersonRefusal,
} from '../person-fields';
import { ReceiptPersonFields } from './ReceiptPersonFields';

const FORM_FIELDS = ['code', ...PERSON_FIELDS, 'email'] as const;
type FormField = (typeof FORM_FIELDS)[number];
/** refusals that are about the code itself: unknown, already used, expired */
const CODE_STATUSES = [404, 409, 410];

export function ReceiptClaimPage() {
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [person, setPerson] = useState<ReceiptPersonData>(EMPTY_PERSON);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ownErrors = firstMessages(checkReceiptClaimPerson({ ...person, email }), FORM_FIELDS);
  if (code.trim() === '') ownErrors.code = TEXT.codeRequired;
  else if (normalizeReceiptCode(code) === null) ownErrors.code = RECEIPT_MESSAGES.codeInvalid;

  const claim = useMutation({
    mutationFn: () =>
      claimDeviceReceipt({
        code: code.trim(),
        first_name: person.first_name.trim(),
        last_name: person.last_name.trim(),
        street: person.street.trim(),
        postal_code: person.postal_code.trim(),
        city: person.city.trim(),
        ...(email.trim() ? { email: email.trim() } : {}),
      }),
    meta: { handledStatuses: 'all' },
    onMutate: () => setFailure(null),
    onError: (error) => {
      const { fields, rest } = splitPersonRefusal(error, FORM_FIELDS);
      if (isApiError(error) && error.status === 429) {
        setServerErrors(fields);
        setFailure(rest ?? TEXT.tooManyTries);
      } else if (isApiError(error) && CODE_STATUSES.includes(error.status) && rest) {
        setServerErrors({ ...fields, code: rest });
      } else {
        setServerErrors(fields);
        setFailure(rest ?? (Object.keys(fields).length > 0 ? null : TEXT.failed));
      }
    },
  });

  const errorOf = (field: FormField) => (isSubmitted ? ownErrors[field] : undefined) ?? serverErrors[field];
  const personErrors: Partial<Record<PersonField, string>> = {};
  for (const field of PERSON_FIELDS) {
    const error = errorOf(field);
    if (error) personErrors[field] = error;
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    if (Object.keys(ownErrors).length > 0) return;
    claim.mutate();
  };

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 2, sm: 6 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h1">{TEXT.title}</Typography>
            {claim.isSuccess ? (
              <ClaimResult
                number={claim.data.number}
                amount={claim.data.amount}
                downloadUrl={claim.data.download_url}
              />
            ) : (
              <Stack component="form" spacing={1.5} noValidate onSubmit={handleSubmit}>
                <Typography color="text.secondary">{TEXT.intro}</Typography>
                <TextField
                  label={TEXT.code}
                  value={code}
                  required
                  disabled={claim.isPending}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setServerErrors({ ...serverErrors, code: undefined });
                  }}
                  error={Boolean(errorOf('code'))}
                  helperText={errorOf('code') ?? TEXT.codeHint}
                  autoComplete="one-time-code"
                  slotProps={{
                    htmlInput: { maxLength: 64, autoCapitalize: 'characters', spellCheck: false },
                  }}
                  fullWidth
                />
                <ReceiptPersonFields
                  values={person}
                  errors={personErrors}
                  disabled={claim.isPending}
                  onChange={(field, value) => {
                    setPerson({ ...person, [field]: value });
                    setServerErrors({ ...serverErrors, [field]: undefined });
                  }}
                  onBlur={() => undefined}
                />
                <TextField
                  label={TEXT.email}
                  type="email"
                  value={email}
                  disabled={claim.isPending}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    setServerErrors({ ...serverErrors, email: undefined });
                  }}
                  error={Boolean(errorOf('email'))}
                  helperText={errorOf('email') ?? TEXT.emailHint}
                  autoComplete="email"
                  slotProps={{ htmlInput: { maxLength: 254 } }}
                  fullWidth
                />
                {failure && <Alert severity="error">{failure}</Alert>}
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={claim.isPending}
                  startIcon={claim.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {claim.isPending ? TEXT.sending : TEXT.submit}
                </Button>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

function ClaimResult({
  number,
  amount,
  downloadUrl,
}: {
  number: string;
  amount: string;
  downloadUrl: string;
}) {
  return (
    <Stack spacing={2}>
      <Alert severity="success">{TEXT.done}</Alert>
      <div>
        <Typography sx={{ fontWeight: 500 }}>{TEXT.number(number)}</Typography>
        <Typography>{TEXT.amount(formatMoney(decimalStringToCents(amount) ?? 0, 'EUR'))}</Typography>
      </div>
      <Button
        variant="contained"
        size="large"
        startIcon={<DownloadIcon />}
        href={resolveDownloadUrl(downloadUrl)}
        download
      >
        {TEXT.download}
      </Button>
      <Typography color="text.secondary">{TEXT.keepHint}</Typography>
    </Stack>
  );
}
