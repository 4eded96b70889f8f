/**
 * The validation rules of a plan (planning.md §5), shared by the editor and the server.
 * Each returns the spec's German message, or null when the value is fine.
 */

import { COLLECTION_APP_TEXT, DISPLAY_TEXT_MESSAGES } from './display-text-fit';
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from './ibantools-esm';
import { formatMaxLength, PLAN_MESSAGES } from './plan-messages';
import type { DeviceClass, PlanType } from './plan-types';
import { shiftByCalendarMonths } from './zoned-days';

export const PLAN_EDITOR_MODES = [
  'new',
  'duplicate',
  'edit',
  'edit_after_start',
  'view',
  'group',
  'group_duplicate',
] as const;
export type PlanEditorMode = (typeof PLAN_EDITOR_MODES)[number];

export const DESCRIPTION_MAX_LENGTH = 1000;
export const GROUP_DESCRIPTION_MAX_LENGTH = 5000;
export const ACCOUNTING_MAX_LENGTH = 100;
/** "Start reference is 1 hour before now." */
export const START_REFERENCE_OFFSET_MS = 60 * 60 * 1000;
/** "Recurring donation needs at least 6 months." */
export const RECURRING_MIN_MONTHS = 6;

const GROUP_MODES: readonly PlanEditorMode[] = ['group', 'group_duplicate'];
/**
 * "Period (new or duplicate only)". The server checks a changed period on edit too: a plan that has
 * not started must not be moved into the past either.
 */
const PERIOD_MODES: readonly PlanEditorMode[] = ['new', 'duplicate', 'group', 'group_duplicate', 'edit'];

export type FieldErrors = Record<string, string[]>;

export function validatePlanName(name: string): string | null {
  return name.trim().length === 0 ? PLAN_MESSAGES.required : null;
}

/** "At least one device must be selected (except in group mode)." */
export function validatePlanTargets(targets: readonly DeviceClass[], mode: PlanEditorMode): string | null {
  if (GROUP_MODES.includes(mode)) return null;
  return targets.length === 0 ? PLAN_MESSAGES.noDevice : null;
}

/** "at most 1000 characters, 5000 in group, group-duplicate or when editing a group" */
export function getDescriptionMaxLength(mode: PlanEditorMode, isGroup = false): number {
  return GROUP_MODES.includes(mode) || isGroup ? GROUP_DESCRIPTION_MAX_LENGTH : DESCRIPTION_MAX_LENGTH;
}

export function validateDescription(text: string, mode: PlanEditorMode, isGroup = false): string | null {
  const max = getDescriptionMaxLength(mode, isGroup);
  return text.length > max ? formatMaxLength(max) : null;
}

export function getStartReference(now: Date): Date {
  return new Date(now.getTime() - START_REFERENCE_OFFSET_MS);
}

export type PeriodInput = {
  start: Date | null;
  end: Date | null;
  mode: PlanEditorMode;
  /** a free period ('custom_date') rather than the window of a date from the date list */
  isCustomDate: boolean;
  now: Date;
};

/**
 * "end must be after start and after the start reference (one hour before now), or empty. Start must
 * not be in the past (custom date; not for edit-after-start)". A start after the end is wrong on both
 * fields, so the user sees it wherever they look. A free period needs a start: without one the plan
 * would never start. Each start message names its own reason (the spec's text fits only "after the end").
 */
export function validatePlanPeriod(input: PeriodInput): { start: string | null; end: string | null } {
  if (!PERIOD_MODES.includes(input.mode)) return { start: null, end: null };
  const reference = getStartReference(input.now).getTime();
  const start = input.start?.getTime() ?? null;
  const end = input.end?.getTime() ?? null;
  const endWrong = end !== null && (end <= reference || (start !== null && end <= start));
  return {
    start: validateStart(start, end, reference, input.isCustomDate),
    end: endWrong ? PLAN_MESSAGES.endInvalid : null,
  };
}

function validateStart(
  start: number | null,
  end: number | null,
  reference: number,
  isCustomDate: boolean,
): string | null {
  if (start === null) return isCustomDate ? PLAN_MESSAGES.startRequired : null;
  if (end !== null && start > end) return PLAN_MESSAGES.startInvalid;
  if (isCustomDate && start < reference) return PLAN_MESSAGES.startInPast;
  return null;
}

/** "formatted on blur": groups of four, upper case; an invalid IBAN stays as typed, so the typo can be found. */
export function formatIban(value: string): string {
  const electronic = electronicFormatIBAN(value);
  if (!electronic || !isValidIBAN(electronic)) return value.trim();
  return friendlyFormatIBAN(electronic) ?? electronic;
}

/** "IBAN optional, must be valid after formatting." */
export function validateIban(value: string | null | undefined): string | null {
  if (!value || value.trim().length === 0) return null;
  const electronic = electronicFormatIBAN(value);
  return electronic && isValidIBAN(electronic) ? null : PLAN_MESSAGES.invalidIban;
}

/** "Accounting fields: … trimmed on change"; an empty field is no value. */
export function normalizeAccountingValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed.length === 0 ? null : trimmed;
}

/** "Accounting fields: max 100 characters" */
export function validateAccountingValue(value: string | null | undefined): string | null {
  return (normalizeAccountingValue(value)?.length ?? 0) > ACCOUNTING_MAX_LENGTH
    ? formatMaxLength(ACCOUNTING_MAX_LENGTH)
    : null;
}

/** At most this many names in one meta list of a plan (accounting, external_fields). */
export const META_LIST_MAX_KEYS = 50;
/** The longest name of an entry in a meta list. */
export const META_KEY_MAX_LENGTH = 1_000;

/**
 * A meta list (accounting or external fields) of a plan: the values have their own limits, but the
 * names are free text, so without a bound one plan could carry megabytes that every list of plans
 * then reads and sends.
 */
export function validateMetaList(values: Readonly<Record<string, unknown>>): string | null {
  const keys = Object.keys(values);
  if (keys.length > META_LIST_MAX_KEYS) return PLAN_MESSAGES.metaListTooLong;
  if (keys.some((key) => key.length > META_KEY_MAX_LENGTH)) return PLAN_MESSAGES.metaKeyTooLong;
  return null;
}

/** The collection app needs at least 3 characters; fitting the lines is display-text-fit's part. */
export function validateCollectionAppText(text: string | null | undefined): string | null {
  if (!text || text.trim().length === 0) return null; // empty: the app shows the plan's name
  return text.trim().length < COLLECTION_APP_TEXT.minLength ? DISPLAY_TEXT_MESSAGES.tooShort : null;
}

export type RecurringInput = {
  type: PlanType;
  mode: PlanEditorMode;
  /** the organisation's feature allow_recurring_payments */
  allowRecurringPayments: boolean;
  start: Date | null;
  end: Date | null;
  now: Date;
};

/**
 * "Recurring donation is available only for the donation variant, when the organisation feature
 * allow_recurring_payments is on, not for edit-after-start, and when the plan is open-ended or lasts
 * at least 6 months." Six calendar months at the same wall-clock time; a plan without a start is
 * measured from now.
 */
export function isRecurringDonationEligible(input: RecurringInput): boolean {
  if (input.type !== 'donation' || !input.allowRecurringPayments || input.mode === 'edit_after_start') {
    return false;
  }
  if (input.end === null) return true;
  const earliestEnd = shiftByCalendarMonths(input.start ?? input.now, RECURRING_MIN_MONTHS);
  return input.end.getTime() >= earliestEnd.getTime();
}

/**
 * "It is editable only if not started, or if enabled for the organisation, the plan did not allow it
 * yet and the user ticked it."
 */
export function canChangeRecurring(input: {
  hasStarted: boolean;
  allowRecurringPayments: boolean;
  currentlyAllowed: boolean;
  requested: boolean;
}): boolean {
  if (!input.hasStarted) return true;
  if (input.requested === input.currentlyAllowed) return true; // nothing changes
  return input.allowRecurringPayments && !input.currentlyAllowed && input.requested;
}

export type PlanDraft = {
  name: string;
  type: PlanType;
  targets: readonly DeviceClass[];
  start: Date | null;
  end: Date | null;
  description: string | null;
  externalFields: Readonly<Record<string, string | null>>;
  accounting: Readonly<Record<string, string | null>>;
  allowRecurring: boolean;
  display: Readonly<Record<string, string>>;
};

export type PlanDraftContext = {
  mode: PlanEditorMode;
  now: Date;
  isCustomDate: boolean;
  /** editing a group parent */
  isGroup?: boolean;
  allowRecurringPayments: boolean;
};

/** Every rule at once, keyed like the fields of the API body (`meta.description.text` …). */
export function validatePlanDraft(draft: PlanDraft, context: PlanDraftContext): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string | null) => {
    if (message) errors[field] = [...(errors[field] ?? []), message];
  };
  add('name', validatePlanName(draft.name));
  add('targets', validatePlanTargets(draft.targets, context.mode));
  if (draft.description !== null) {
    add('meta.description.text', validateDescription(draft.description, context.mode, context.isGroup));
  }
  const period = validatePlanPeriod({
    ...draft,
    mode: context.mode,
    isCustomDate: context.isCustomDate,
    now: context.now,
  });
  add('start', period.start);
  add('end', period.end);
  add('meta.external_fields.IBAN', validateIban(draft.externalFields.IBAN));
  add('meta.external_fields', validateMetaList(draft.externalFields));
  const accountingListError = validateMetaList(draft.accounting);
  add('meta.accounting', accountingListError);
  // a list refused as a whole is not also reported name by name
  if (!accountingListError) {
    for (const [key, value] of Object.entries(draft.accounting)) {
      add(`meta.accounting.${key}`, validateAccountingValue(value));
    }
  }
  add('display.WA', validateCollectionAppText(draft.display.WA));
  if (draft.allowRecurring && context.mode !== 'edit_after_start') {
    const eligible = isRecurringDonationEligible({
      ...draft,
      mode: context.mode,
      now: context.now,
      allowRecurringPayments: context.allowRecurringPayments,
    });
    add('allow_recurring', eligible ? null : PLAN_MESSAGES.recurringNotAvailable);
  }
  return errors;
}
