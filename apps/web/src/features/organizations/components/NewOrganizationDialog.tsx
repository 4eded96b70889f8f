/**
 * The organisation creation dialog of superusers (administration.md §2 "Organisation creation
 * dialog", §5 "New organisation"): a vertical stepper. Child variant: 1 name, 2 address, 3 level;
 * root variant: also 4 currency and 5 an optional parent. 'Speichern' is enabled only when the
 * whole form is valid; the server's refusals appear at their fields.
 */
import type { OrganizationDetail, OrganizationSummary } from '@kollekta/contract';
import {
  CURRENCIES,
  ORGANIZATION_LEVEL_LABELS,
  ORGANIZATION_LEVELS,
  type OrganizationLevel,
  validateNewOrganization,
} from '@kollekta/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { splitRefusal } from '../../../lib/form-feedback';
import { useStepButtonFocus } from '../../../lib/use-step-button-focus';
import { MESSAGE_BAR_MESSAGES, messageStore } from '../../message-bars';
import { createOrganization } from '../api';
import { ORGANIZATION_ADMIN_MESSAGES as M } from '../messages';
import { organizationName } from '../organization-access';
import {
  type AddressFormValues,
  EMPTY_ADDRESS,
  NewOrganizationAddressFields,
} from './NewOrganizationAddressFields';

type StepKey = 'name' | 'address' | 'level' | 'currency' | 'parent';
const CHILD_STEPS: readonly StepKey[] = ['name', 'address', 'level'];
const ROOT_STEPS: readonly StepKey[] = ['name', 'address', 'level', 'currency', 'parent'];
const STEP_LABELS: Record<StepKey, string> = {
  name: M.stepName,
  address: M.stepAddress,
  level: M.stepLevel,
  currency: M.stepCurrency,
  parent: M.stepParent,
};
const ADDRESS_FIELDS = ['type', 'name', 'supplement', 'address', 'postcode', 'locality', 'country'] as const;
const FORM_FIELDS = [
  'name',
  'level',
  'currency',
  'parent',
  ...ADDRESS_FIELDS.map((field) => `address.${field}` as const),
] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** The level one below the parent's; parishes get 'other' below them. */
function levelBelow(level: OrganizationLevel): OrganizationLevel {
  const index = ORGANIZATION_LEVELS.indexOf(level);
  return ORGANIZATION_LEVELS[Math.min(index + 1, ORGANIZATION_LEVELS.length - 1)] ?? 'other';
}

type Props = {
  /** the organisation to add a child to; null: a new root organisation */
  parent: OrganizationSummary | null;
  /** every organisation, for the optional parent of the root variant */
  organizations: readonly OrganizationSummary[];
  onClose: () => void;
  /** after saving: the new organisation, so that the tree can show it */
  onCreated?: (organization: OrganizationDetail) => void;
};

export function NewOrganizationDialog({ parent, organizations, onClose, onCreated }: Props) {
  const isRoot = parent === null;
  const steps = isRoot ? ROOT_STEPS : CHILD_STEPS;
  const [activeStep, setActiveStep] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<StepKey>>(new Set());
  const [name, setName] = useState('');
  const [address, setAddress] = useState<AddressFormValues>(EMPTY_ADDRESS);
  const [level, setLevel] = useState<string>(parent ? levelBelow(parent.level) : 'country');
  const [currency, setCurrency] = useState<string>('EUR');
  const [parentId, setParentId] = useState<number | null>(null);
  const [touched, setTouched] = useState<Partial<Record<FormField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  const queryClient = useQueryClient();

  const effectiveCurrency = isRoot ? currency : parent.currency;
  const errors = useMemo(
    () => validateNewOrganization({ name, level, currency: effectiveCurrency, address }),
    [name, level, effectiveCurrency, address],
  );
  const isValid = Object.keys(errors).length === 0;
  const errorOf = (field: FormField): string | null =>
    serverErrors[field] ?? (touched[field] ? (errors[field]?.[0] ?? null) : null);
  const touch = (field: FormField) => setTouched((current) => ({ ...current, [field]: true }));
  const clearServerError = (...fields: FormField[]) =>
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return next;
    });
  const fieldsOf = (step: StepKey) =>
    FORM_FIELDS.filter((field) => field === step || (step === 'address' && field.startsWith('address.')));
  const isStepValid = (step: StepKey) =>
    fieldsOf(step).every((field) => errors[field] === undefined && serverErrors[field] === undefined);
  /** a step shows its error once a field of it was left wrong, or once the user has moved past it */
  const stepHasError = (step: StepKey, index: number) =>
    fieldsOf(step).some((field) => errorOf(field) !== null) ||
    (visited.has(step) && index !== activeStep && !isStepValid(step));
  const { stepButtonRef, moveByButton } = useStepButtonFocus(activeStep);
  const goTo = (index: number) => {
    const step = steps[activeStep];
    if (step) setVisited((current) => new Set([...current, step]));
    setActiveStep(index);
  };

  const save = useMutation({
    mutationFn: () =>
      createOrganization({
        name: name.trim(),
        parent: isRoot ? parentId : parent.id,
        level,
        ...(isRoot ? { currency } : {}),
        address: {
          type: address.type,
          name: address.name.trim() || null,
          supplement: address.supplement.trim() || null,
          address: address.address,
          postcode: address.postcode,
          locality: address.locality,
          country: address.country,
        },
      }),
    meta: { handledStatuses: 'all' },
    onSuccess: async (organization) => {
      await queryClient.invalidateQueries({ queryKey: ['organizations'] });
      messageStore.showSuccess(M.saved);
      onCreated?.(organization);
      onClose();
    },
    onError: (error) => {
      const { fields, rest } = splitRefusal(error, FORM_FIELDS);
      setServerErrors(fields);
      const firstStep = steps.findIndex((step) =>
        Object.keys(fields).some(
          (field) => field === step || (step === 'address' && field.startsWith('address.')),
        ),
      );
      if (firstStep >= 0) setActiveStep(firstStep);
      if (rest) messageStore.showError(MESSAGE_BAR_MESSAGES.transferError(rest));
    },
  });

  const stepContent = (step: StepKey) => {
    switch (step) {
      case 'name':
        return (
          <TextField
            label={M.name}
            value={name}
            required
            autoFocus
            fullWidth
            onChange={(event) => {
              setName(event.target.value);
              clearServerError('name');
            }}
            onBlur={() => touch('name')}
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            autoComplete="off"
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        );
      case 'address':
        return (
          <NewOrganizationAddressFields
            values={address}
            onChange={(values) => {
              setAddress(values);
              clearServerError(...ADDRESS_FIELDS.map((field) => `address.${field}` as const));
            }}
            errorOf={(field) => errorOf(`address.${field}`)}
            onBlur={(field) => touch(`address.${field}`)}
          />
        );
      case 'level':
        return (
          <TextField
            select
            label={M.level}
            value={level}
            required
            fullWidth
            onChange={(event) => {
              setLevel(event.target.value);
              clearServerError('level');
            }}
            error={Boolean(errorOf('level'))}
            helperText={errorOf('level')}
            margin="dense"
          >
            {ORGANIZATION_LEVELS.map((option) => (
              <MenuItem key={option} value={option}>
                {ORGANIZATION_LEVEL_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'currency':
        return (
          <TextField
            select
            label={M.currency}
            value={currency}
            required
            fullWidth
            onChange={(event) => {
              setCurrency(event.target.value);
              clearServerError('currency');
            }}
            error={Boolean(errorOf('currency'))}
            helperText={errorOf('currency')}
            margin="dense"
          >
            {CURRENCIES.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'parent':
        return (
          <Autocomplete
            options={organizations}
            value={organizations.find((organization) => organization.id === parentId) ?? null}
            onChange={(_event, value) => {
              setParentId(value?.id ?? null);
              clearServerError('parent');
            }}
            getOptionLabel={(organization) => organizationName(organization)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={M.parent}
                placeholder={M.noParent}
                error={Boolean(errorOf('parent'))}
                helperText={errorOf('parent') ?? M.parentHint}
                margin="dense"
              />
            )}
          />
        );
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{isRoot ? M.newRootTitle : M.newChildTitle(organizationName(parent))}</DialogTitle>
      <DialogContent>
        <Stepper nonLinear activeStep={activeStep} orientation="vertical">
          {steps.map((step, index) => (
            <Step key={step} completed={visited.has(step) && index !== activeStep && isStepValid(step)}>
              <StepButton
                ref={stepButtonRef(index)}
                onClick={() => goTo(index)}
                // StepButton hands `optional` to its StepLabel (it would override the label's own)
                optional={
                  step === 'parent' ? <Typography variant="caption">{M.optional}</Typography> : undefined
                }
              >
                <StepLabel error={stepHasError(step, index)}>{STEP_LABELS[step]}</StepLabel>
              </StepButton>
              <StepContent>
                {stepContent(step)}
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  {index < steps.length - 1 && (
                    <Button
                      size="small"
                      variant="outlined"
                      onClick={() => moveByButton(() => goTo(index + 1))}
                    >
                      {M.next}
                    </Button>
                  )}
                  {index > 0 && (
                    <Button size="small" onClick={() => moveByButton(() => goTo(index - 1))}>
                      {M.back}
                    </Button>
                  )}
                </Box>
              </StepContent>
            </Step>
          ))}
        </Stepper>
        {!isValid && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {M.incomplete}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {M.cancel}
        </Button>
        <Button
          variant="contained"
          disabled={!isValid}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          {M.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
