/**
 * The steps of the plan editor and when they show (planning.md §2): 1 devices, 2 period,
 * 3 more information (only with a web-app target, WA or WS, or in group mode), 4 collection type (not for
 * donations), 5 billing, 6 scope, then the summary. Hidden steps shift the numbers of the rest.
 */
import type { PlanEditorMode } from '@kollekta/domain';
import { EDITOR_MESSAGES } from '../messages';
import { isGroupMode } from './group-form';
import { isDonation, isWebAppTarget, type PlanFormValues } from './plan-form';

export const STEP_KEYS = ['devices', 'period', 'information', 'type', 'billing', 'scope', 'summary'] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export const STEP_LABELS: Record<StepKey, string> = {
  devices: EDITOR_MESSAGES.stepDevices,
  period: EDITOR_MESSAGES.stepPeriod,
  information: EDITOR_MESSAGES.stepInformation,
  type: EDITOR_MESSAGES.stepType,
  billing: EDITOR_MESSAGES.stepBilling,
  scope: EDITOR_MESSAGES.stepScope,
  summary: EDITOR_MESSAGES.stepSummary,
};

export function visibleSteps(
  values: Pick<PlanFormValues, 'targets' | 'variant'>,
  mode: PlanEditorMode = 'new',
): StepKey[] {
  return STEP_KEYS.filter((step) => {
    // the group's members and their weights are entered in step 3
    if (step === 'information') return values.targets.some(isWebAppTarget) || isGroupMode(mode);
    if (step === 'type') return !isDonation(values);
    return true;
  });
}

/** The step a form field is entered in; the name sits above the steps. */
export function stepOfField(field: string): StepKey | null {
  if (field === 'targets') return 'devices';
  if (['period', 'start', 'end', 'allowRecurring', 'variant'].includes(field)) return 'period';
  if (['displayWA', 'displayWS', 'description'].includes(field) || field.startsWith('weights.'))
    return 'information';
  if (field.startsWith('accounting.') || field.startsWith('external.') || field === 'foreign')
    return 'billing';
  if (field === 'scope' || field === 'location') return 'scope';
  return null;
}
