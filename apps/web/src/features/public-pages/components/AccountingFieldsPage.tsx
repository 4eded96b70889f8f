/**
 * The accounting fields page `#/misc/accounting_fields/{token}` without sign-in (administration.md
 * "Public pages", devices spec "Accounting fields form"): the collection's name and the fields of
 * its organisation (type confirmed hidden), each at most 100 characters, trimmed, an empty field
 * sent as null; after saving a success state with a way to edit again.
 */
import type { AccountingField } from '@kollekta/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from 'react-router';
import { describeApiError, isApiError, readFieldErrors } from '../../../lib/api-client';
import {
  type AccountingDraft,
  checkAccountingDraft,
  readAccountingFieldErrors,
  toAccountingBody,
  toAccountingDraft,
} from '../accounting-form';
import { accountingFieldsQuery, publicPageKeys, saveAccountingFields } from '../api';
import { describeLoadFailure } from '../load-failure';
import { PUBLIC_PAGE_TEXT, ACCOUNTING_PAGE_TEXT as TEXT } from '../messages';
import { PublicPageCard } from './PublicPageCard';

export function AccountingFieldsPage() {
  const token = useParams().token?.trim() ?? '';
  if (token === '') {
    return (
      <PublicPageCard title={TEXT.title}>
        <Alert severity="error">{TEXT.noCollectionId}</Alert>
      </PublicPageCard>
    );
  }
  return <AccountingFieldsOfToken token={token} />;
}

function AccountingFieldsOfToken({ token }: { token: string }) {
  const query = useQuery(accountingFieldsQuery(token));
  if (query.isPending) {
    return (
      <PublicPageCard title={TEXT.title}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{PUBLIC_PAGE_TEXT.loading}</Typography>
        </Stack>
      </PublicPageCard>
    );
  }
  if (query.isError) {
    return (
      <PublicPageCard title={TEXT.title}>
        <Alert severity="error">{describeLoadFailure(query.error)}</Alert>
      </PublicPageCard>
    );
  }
  const page = query.data;
  if (page.name.trim() === '') {
    return (
      <PublicPageCard title={TEXT.title}>
        <Alert severity="error">{TEXT.noCollectionName}</Alert>
      </PublicPageCard>
    );
  }
  return (
    <PublicPageCard title={TEXT.title}>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {TEXT.intro(page.name, page.organization_name)}
      </Typography>
      <AccountingForm token={token} initialFields={page.fields} />
    </PublicPageCard>
  );
}

function AccountingForm({ token, initialFields }: { token: string; initialFields: AccountingField[] }) {
  const queryClient = useQueryClient();
  // what is stored: after saving, editing again starts from the server's trimmed values
  const [fields, setFields] = useState(initialFields);
  const [draft, setDraft] = useState<AccountingDraft>(() => toAccountingDraft(fields));
  const [isEditing, setIsEditing] = useState(true);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const ownErrors = checkAccountingDraft(draft);

  const save = useMutation({
    mutationFn: () => saveAccountingFields(token, toAccountingBody(draft)),
    meta: { handledStatuses: 'all' },
    onMutate: () => setFailure(null),
    onError: (error) => {
      if (isApiError(error) && error.status === 400) {
        setServerErrors(readAccountingFieldErrors(readFieldErrors(error)));
        setFailure(TEXT.invalidData);
      } else if (isApiError(error) && error.status === 404) {
        setFailure(PUBLIC_PAGE_TEXT.linkInvalid);
      } else {
        setFailure(describeApiError(error));
      }
    },
    onSuccess: (page) => {
      queryClient.setQueryData(publicPageKeys.accounting(token), page);
      setFields(page.fields);
      setDraft(toAccountingDraft(page.fields));
      setServerErrors({});
      setIsEditing(false);
    },
  });

  if (fields.length === 0) return <Alert severity="info">{TEXT.noFields}</Alert>;

  if (!isEditing) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">{TEXT.saved}</Alert>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {fields.map((field) => (
            <div key={field.name}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {field.name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {field.value ?? TEXT.empty}
              </Typography>
            </div>
          ))}
        </Stack>
        <Button variant="outlined" onClick={() => setIsEditing(true)} sx={{ alignSelf: 'flex-start' }}>
          {TEXT.editAgain}
        </Button>
      </Stack>
    );
  }

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(ownErrors).length > 0 || save.isPending) return;
    save.mutate();
  };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      {fields.map((field) => {
        const error = ownErrors[field.name] ?? serverErrors[field.name];
        return (
          <TextField
            key={field.name}
            label={field.name}
            value={draft[field.name] ?? ''}
            disabled={save.isPending}
            onChange={(event) => {
              setDraft({ ...draft, [field.name]: event.target.value });
              setServerErrors({ ...serverErrors, [field.name]: '' });
            }}
            error={Boolean(error)}
            helperText={error || TEXT.fieldHint}
            fullWidth
          />
        );
      })}
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={save.isPending || Object.keys(ownErrors).length > 0}
        startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {save.isPending ? TEXT.saving : TEXT.save}
      </Button>
    </Stack>
  );
}
