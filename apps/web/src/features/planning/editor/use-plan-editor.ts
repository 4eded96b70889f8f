/**
 * The state of the plan editor: the form, the rules checked on every change, which errors are
 * shown yet, the display-text fits, and saving after the confirmation.
 */
import type { ChurchDate, CollectionPlan } from '@kollekta/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { readFieldErrors } from '../../../lib/api-client';
import { savePlan } from '../api';
import { useNow } from '../use-now';
import { useDisplayFits } from './DisplayTextField';
import { type StepKey, stepOfField, visibleSteps } from './editor-steps';
import {
  buildSaveRequest,
  canEditField,
  createInitialValues,
  type EditorContext,
  type FormErrors,
  isRecurringAvailable,
  type PlanFormValues,
  toFormField,
  validatePlanForm,
} from './plan-form';

type Options = {
  context: EditorContext;
  date: ChurchDate | null;
  onSaved: (plan: CollectionPlan) => void;
};

export function usePlanEditor({ context, date, onSaved }: Options) {
  const nowMs = useNow();
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const form = useForm<PlanFormValues>({ defaultValues: createInitialValues(context, date) });
  const values = form.watch();
  const canEditPlan = canEditField(context, 'plan');
  const steps = visibleSteps(values, context.mode);
  const [activeStep, setActiveStep] = useState<StepKey>(
    context.mode === 'edit_after_start' ? 'billing' : 'devices',
  );
  const [leftSteps, setLeftSteps] = useState<ReadonlySet<StepKey>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<FormErrors>({});

  const fits = useDisplayFits({
    WA: values.displayWA.trim() || values.name.trim(),
    WS: values.displayWS.trim() || values.name.trim(),
  });
  const allErrors = useMemo(
    () =>
      validatePlanForm(values, context, now, {
        displayWA: fits.WA.kind === 'fits' ? undefined : fits.WA.message,
        displayWS: fits.WS.kind === 'fits' ? undefined : fits.WS.message,
      }),
    [values, context, now, fits],
  );

  // "Recurring donation switches off when no longer eligible."
  const recurringAvailable = isRecurringAvailable(values, context, now);
  useEffect(() => {
    if (canEditPlan && values.allowRecurring && !recurringAvailable) {
      form.setValue('allowRecurring', false, { shouldDirty: true });
    }
  }, [canEditPlan, values.allowRecurring, recurringAvailable, form]);

  const showAll =
    context.mode === 'edit' ||
    context.mode === 'edit_after_start' ||
    leftSteps.has('summary') ||
    activeStep === 'summary';
  const dirtyFields = form.formState.dirtyFields;
  const isShown = (field: string) => {
    if (showAll) return true;
    const step = stepOfField(field);
    if (step === null) return leftSteps.size > 0 || Boolean(dirtyFields.name);
    if (leftSteps.has(step)) return true;
    return form.getFieldState(field as keyof PlanFormValues).isDirty;
  };
  const shownErrors: FormErrors = { ...serverErrors };
  for (const [field, message] of Object.entries(allErrors)) if (isShown(field)) shownErrors[field] = message;

  const goTo = (step: StepKey) => {
    setLeftSteps((left) => new Set(left).add(activeStep));
    setActiveStep(step);
  };
  const move = (offset: 1 | -1) => {
    const index = steps.indexOf(activeStep);
    const next = steps[Math.min(steps.length - 1, Math.max(0, index + offset))];
    if (next) goTo(next);
  };

  const save = useMutation({
    mutationFn: () => savePlan(buildSaveRequest(form.getValues(), context)),
    // planning.md §8: a failed save shows only the warning icon on the save button
    meta: { handledStatuses: 'all' },
    onMutate: () => setServerErrors({}),
    onSuccess: onSaved,
    onError: (error) => {
      const errors: FormErrors = {};
      for (const [field, messages] of Object.entries(readFieldErrors(error))) {
        if (messages[0]) errors[toFormField(field)] = messages[0];
      }
      setServerErrors(errors);
    },
  });

  return {
    form,
    values,
    now,
    canEditPlan,
    steps,
    activeStep: steps.includes(activeStep) ? activeStep : 'summary',
    goTo,
    move,
    fits,
    allErrors,
    shownErrors,
    stepHasErrors: (step: StepKey) => Object.keys(shownErrors).some((field) => stepOfField(field) === step),
    isValid: Object.keys(allErrors).length === 0,
    save,
  };
}
