/** What every step of the plan editor gets from the dialog. */
import type { UseFormReturn } from 'react-hook-form';
import type { EditorContext, FormErrors, PlanFormValues } from '../plan-form';

export type StepProps = {
  form: UseFormReturn<PlanFormValues>;
  values: PlanFormValues;
  /** the errors to show now (a step's errors show once it was left or its fields changed) */
  errors: FormErrors;
  context: EditorContext;
  /** whether the plan's own fields (not its meta) can be changed in this mode */
  canEditPlan: boolean;
};

export const SET_OPTIONS = { shouldDirty: true, shouldTouch: true } as const;
