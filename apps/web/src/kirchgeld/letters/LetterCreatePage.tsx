/**
 * Letter creation (§2 "Letter create", /letters/create): a 3-step stepper (target group; letter type
 * and address count; filters) with a preview of the recipients and a confirmation dialog. The query
 * `preselectedTargetGroupId` picks the group; `action=duplicate|followUp&originalLetter={url}` takes
 * the original letter's settings over.
 */

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, readFieldErrors } from '../../lib/api-client';
import { useTenant } from '../app/tenant-context';
import { bankAccountsQuery } from '../bank/api';
import { kgTargetGroupsQuery } from '../filters/api';
import { specialPurposesQuery } from '../payments/api';
import { useDebouncedValue } from '../persons/use-debounced-value';
import { createLetter, letterPreviewQuery, letterQuery, lettersKey } from './api';
import { FilterStep, LetterPreview, TargetGroupStep, TypeStep } from './LetterCreateSteps';
import { countText } from './letter-display';
import {
  draftFromOriginal,
  emptyDraft,
  type LetterAction,
  type LetterDraft,
  STEP_OF_FIELD,
  toLetterBody,
  toPreviewQuery,
  withType,
} from './letter-draft';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

const CURRENT_YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);

export default function LetterCreatePage() {
  const tenant = useTenant();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const actionParam = searchParams.get('action');
  const action: LetterAction = actionParam === 'duplicate' || actionParam === 'followUp' ? actionParam : null;
  const originalLetter = action ? searchParams.get('originalLetter') : null;
  const preselected = searchParams.get('preselectedTargetGroupId');

  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<LetterDraft>(() => emptyDraft(CURRENT_YEAR));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [isConfirming, setConfirming] = useState(false);

  const groups = useQuery(kgTargetGroupsQuery(tenant.id));
  const accounts = useQuery(bankAccountsQuery(tenant.id));
  const purposes = useQuery({ ...specialPurposesQuery(tenant.id), meta: { handledStatuses: 'all' } });
  const original = useQuery(letterQuery(tenant.id, originalLetter));

  useEffect(() => {
    if (original.data && action) setDraft(draftFromOriginal(original.data, action));
  }, [original.data, action]);
  useEffect(() => {
    if (!preselected || action) return;
    const group = groups.data?.results.find((item) => String(item.id) === preselected);
    if (group) setDraft((current) => (current.filter ? current : { ...current, filter: group.url }));
  }, [preselected, action, groups.data]);

  const previewInput = useDebouncedValue(
    useMemo(() => toPreviewQuery(draft, action, originalLetter), [draft, action, originalLetter]),
    400,
  );
  const preview = useQuery(letterPreviewQuery(tenant.id, previewInput));
  const previewError = isApiError(preview.error)
    ? Object.values(readFieldErrors(preview.error)).flat()[0]
    : undefined;

  const create = useMutation({
    mutationFn: () => createLetter(tenant.id, toLetterBody(draft, action, originalLetter)),
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: lettersKey(tenant.id) });
      navigate('/letters');
    },
    onError: (error) => {
      setConfirming(false);
      const fieldErrors = readFieldErrors(error);
      setErrors(fieldErrors);
      const steps = Object.keys(fieldErrors).map((field) => STEP_OF_FIELD[field] ?? 0);
      if (steps.length > 0) setStep(Math.min(...steps));
    },
  });

  const change = (update: Partial<LetterDraft>) => {
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(update)) delete next[key === 'filter' ? 'filter' : key];
      return next;
    });
    setDraft((current) =>
      update.type ? withType({ ...current, ...update }, update.type) : { ...current, ...update },
    );
  };
  const stepProps = { draft, onChange: change, errors };
  const groupOptions = groups.data?.results ?? [];
  const isLast = step === TEXTS.steps.length - 1;

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {TEXTS.createTitle}
      </Typography>
      {original.data && action && (
        <Typography>
          {action === 'followUp'
            ? TEXTS.followUpOf(original.data.name)
            : TEXTS.duplicateOf(original.data.name)}
        </Typography>
      )}
      <Paper sx={{ p: 2 }}>
        <Stepper activeStep={step} sx={{ mb: 3 }}>
          {TEXTS.steps.map((label, index) => (
            <Step key={label}>
              <StepLabel error={Object.keys(errors).some((field) => (STEP_OF_FIELD[field] ?? 0) === index)}>
                {label}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <TargetGroupStep {...stepProps} groups={groupOptions} isLoading={groups.isPending} />}
        {step === 1 && (
          <TypeStep
            {...stepProps}
            action={action}
            bankAccounts={accounts.data?.results ?? []}
            preview={preview.data}
          />
        )}
        {step === 2 && (
          <FilterStep
            {...stepProps}
            currentYear={CURRENT_YEAR}
            specialPurposes={(purposes.data?.results ?? []).map((item) => item.special_purpose)}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 3 }}>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            {TEXTS.back}
          </Button>
          {!isLast && (
            <Button
              variant="contained"
              disabled={step === 0 && !draft.filter}
              onClick={() => setStep(step + 1)}
            >
              {TEXTS.next}
            </Button>
          )}
          {isLast && (
            <Button variant="contained" disabled={create.isPending} onClick={() => setConfirming(true)}>
              {TEXTS.create}
            </Button>
          )}
        </Stack>
      </Paper>
      <Paper sx={{ p: 2 }}>
        <LetterPreview preview={preview.data} isFetching={preview.isFetching} error={previewError} />
      </Paper>
      <Dialog open={isConfirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{TEXTS.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {TEXTS.confirmText(draft.name.trim() || '…', countText(preview.data?.letter_count ?? 0))}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={create.isPending}>
            {TEXTS.cancel}
          </Button>
          <Button variant="contained" onClick={() => create.mutate()} disabled={create.isPending}>
            {TEXTS.create}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
