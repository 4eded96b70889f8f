/**
 * The plan editor's form: its values, where they start from in each mode, the rules of
 * planning.md §5 (from `@kollekta/domain`) keyed by form field, and what is sent on save.
 * Fields the user may not edit are not sent.
 */
import type { ChurchDate, CollectionPlan, OrganizationDetail, PlanBody, PlanMeta } from '@kollekta/contract';
import {
  type CalendarSetting,
  type DeviceClass,
  formatIban,
  isRecurringDonationEligible,
  normalizeAccountingValue,
  type PlanDraft,
  type PlanScope,
  type PlanVariantChoice,
  validatePlanDraft,
  WEB_APP_CLASSES,
} from '@kollekta/domain';
import type { SavePlanRequest } from '../api';
import { findWindow } from '../calendar-setting';
import { EDITOR_ERRORS, EDITOR_MESSAGES } from '../messages';
import { variantOf } from '../plan-grouping';
import type { EditorMode } from './editor-mode';
import {
  buildGroupSaveRequest,
  createGroupValues,
  type GroupMemberDraft,
  isGroupMode,
  isGroupParent,
  validateGroupWeights,
} from './group-form';
import { canEditMetaField, type MetaSection } from './plan-fields';

export const CUSTOM_PERIOD = 'custom_date';

export type PlanFormValues = {
  name: string;
  targets: DeviceClass[];
  /** CUSTOM_PERIOD, a date of the date list (dateKey), or '' before a choice */
  period: string;
  /** ISO instants */
  start: string | null;
  end: string | null;
  allowRecurring: boolean;
  variant: PlanVariantChoice;
  displayWA: string;
  displayWS: string;
  description: string;
  accounting: Record<string, string>;
  external: Record<string, string>;
  foreign: boolean;
  scope: PlanScope;
  location: string;
  /** group modes: each member's weight as typed, in the members' order */
  weights: string[];
};

export type EditorContext = {
  mode: EditorMode;
  plan: CollectionPlan | null;
  organization: OrganizationDetail;
  /** the date list the editor offers (at most 7 days in the past) */
  dates: readonly ChurchDate[];
  calendarSetting: CalendarSetting;
  allowRecurringPayments: boolean;
  /** what the user may choose: every class for superusers and collection planners, else the owned ones */
  usableDeviceClasses: readonly DeviceClass[];
  accountingFields: readonly string[];
  externalFields: readonly string[];
  /** group: the marked candidates; group_duplicate: the source group's members (planning.md §3) */
  groupMembers?: readonly GroupMemberDraft[];
  /** "Superuser: may … edit the title in group modes" */
  isSuperuser?: boolean;
};

export function dateKey(date: Pick<ChurchDate, 'day' | 'name'>): string {
  return `${date.day}|${date.name}`;
}

export function findDate(dates: readonly ChurchDate[], key: string): ChurchDate | null {
  return dates.find((date) => dateKey(date) === key) ?? null;
}

export function isWebAppTarget(target: DeviceClass): boolean {
  return WEB_APP_CLASSES.includes(target);
}

function scopeOf(plan: Pick<CollectionPlan, 'location' | 'inherit'>): PlanScope {
  if (plan.location) return 'loc';
  return plan.inherit ? 'inherit' : 'org';
}

function textRecord(fields: readonly string[], values: Record<string, string | null> | undefined) {
  return Object.fromEntries(fields.map((field) => [field, values?.[field] ?? '']));
}

/** The period of a plan as the editor shows it: its date from the list, or a free period. */
function periodOf(plan: CollectionPlan, dates: readonly ChurchDate[], setting: CalendarSetting): string {
  const byUrl = plan.date ? dates.find((date) => date.url === plan.date) : undefined;
  if (byUrl) return dateKey(byUrl);
  const byDay = plan.date_day
    ? dates.find((date) => date.day === plan.date_day && (!plan.date_name || date.name === plan.date_name))
    : undefined;
  if (byDay) return dateKey(byDay);
  const byWindow = dates.find((date) => {
    if (plan.date_name && date.name !== plan.date_name) return false;
    const window = findWindow(date.day, setting);
    return (
      window !== null &&
      plan.start !== null &&
      plan.end !== null &&
      window.start.getTime() === Date.parse(plan.start) &&
      window.end.getTime() === Date.parse(plan.end)
    );
  });
  return byWindow ? dateKey(byWindow) : CUSTOM_PERIOD;
}

/**
 * Defaults: scope org, variant _donation (planning.md §4). A date from the table's day row makes
 * a collection for that date; a duplicate keeps everything but the period.
 */
export function createInitialValues(context: EditorContext, date: ChurchDate | null): PlanFormValues {
  const { plan, mode } = context;
  if (!plan || mode === 'new') {
    const base: PlanFormValues = {
      name: '',
      targets: [],
      period: CUSTOM_PERIOD,
      start: null,
      end: null,
      allowRecurring: false,
      variant: '_donation',
      displayWA: '',
      displayWS: '',
      description: '',
      accounting: textRecord(context.accountingFields, undefined),
      external: textRecord(context.externalFields, undefined),
      foreign: false,
      scope: 'org',
      location: '',
      weights: [],
    };
    return date ? { ...base, ...choosePeriod(base, dateKey(date), context) } : base;
  }
  const values: PlanFormValues = {
    name: plan.name,
    targets: [...plan.targets],
    period: periodOf(plan, context.dates, context.calendarSetting),
    start: plan.start,
    end: plan.end,
    allowRecurring: plan.allow_recurring,
    variant: variantOf(plan),
    displayWA: plan.display.WA ?? '',
    displayWS: plan.display.WS ?? '',
    description: plan.meta.description?.text ?? '',
    accounting: textRecord(context.accountingFields, plan.meta.accounting),
    external: textRecord(context.externalFields, plan.meta.external_fields),
    foreign: plan.foreign,
    scope: scopeOf(plan),
    location: plan.location ?? '',
    weights: (plan.members ?? []).map((member) => String(member.weight)),
  };
  if (mode === 'duplicate' || mode === 'group_duplicate') {
    const duplicate: PlanFormValues = {
      ...values,
      period: values.period === CUSTOM_PERIOD ? CUSTOM_PERIOD : '',
      start: null,
      end: null,
    };
    return mode === 'group_duplicate' ? createGroupValues(duplicate, context) : duplicate;
  }
  // a group takes its period, devices and location from its first candidate
  if (mode === 'group') return createGroupValues(values, context);
  return values;
}

/**
 * Choosing the period: a date of the list sets start and end through the organisation's calendar
 * setting and makes the plan a collection (Hauptkollekte unless another kind was chosen); a free
 * period keeps what was entered.
 */
export function choosePeriod(
  values: Pick<PlanFormValues, 'variant' | 'start' | 'end'>,
  key: string,
  context: Pick<EditorContext, 'dates' | 'calendarSetting'>,
): Pick<PlanFormValues, 'period' | 'start' | 'end' | 'variant'> {
  if (key === CUSTOM_PERIOD)
    return { period: key, start: values.start, end: values.end, variant: values.variant };
  const date = findDate(context.dates, key);
  const window = date ? findWindow(date.day, context.calendarSetting) : null;
  return {
    period: key,
    start: window ? window.start.toISOString() : null,
    end: window ? window.end.toISOString() : null,
    variant: values.variant === '_donation' ? 'inner' : values.variant,
  };
}

/** Scope 'loc' turns off the web-app targets (planning.md §4). */
export function targetsForScope(targets: readonly DeviceClass[], scope: PlanScope): DeviceClass[] {
  return scope === 'loc' ? targets.filter((target) => !isWebAppTarget(target)) : [...targets];
}

export function isDonation(values: Pick<PlanFormValues, 'variant'>): boolean {
  return values.variant === '_donation';
}

const toDate = (value: string | null) => (value ? new Date(value) : null);

export function isRecurringAvailable(values: PlanFormValues, context: EditorContext, now: Date): boolean {
  return isRecurringDonationEligible({
    type: isDonation(values) ? 'donation' : 'collection',
    mode: context.mode,
    allowRecurringPayments: context.allowRecurringPayments,
    start: toDate(values.start),
    end: toDate(values.end),
    now,
  });
}

/** Whether a field can be changed in this mode with the user's permissions. */
export function canEditField(
  context: Pick<EditorContext, 'mode' | 'organization'>,
  field: 'plan' | 'description' | MetaSection,
  key = '',
): boolean {
  const { mode, organization } = context;
  if (mode === 'view') return false;
  if (mode === 'edit_after_start') {
    // only the meta after the start, and the description "only before the collection has started"
    return field !== 'plan' && field !== 'description' && canEditMetaField(organization, field, key);
  }
  if (field === 'plan') return true;
  return canEditMetaField(organization, field, key);
}

export function toDraft(values: PlanFormValues): PlanDraft {
  return {
    name: values.name,
    type: isDonation(values) ? 'donation' : 'collection',
    targets: values.targets,
    start: toDate(values.start),
    end: toDate(values.end),
    description: values.description,
    externalFields: values.external,
    accounting: values.accounting,
    allowRecurring: values.allowRecurring,
    display: { WA: values.displayWA, WS: values.displayWS },
  };
}

/** API field names of the domain's rules → the form's fields. */
export function toFormField(field: string): string {
  if (field === 'meta.description.text') return 'description';
  if (field === 'allow_recurring') return 'allowRecurring';
  if (field === 'display.WA') return 'displayWA';
  if (field === 'display.WS') return 'displayWS';
  if (field.startsWith('meta.external_fields.'))
    return `external.${field.slice('meta.external_fields.'.length)}`;
  if (field.startsWith('meta.accounting.')) return `accounting.${field.slice('meta.accounting.'.length)}`;
  return field;
}

export type FormErrors = Record<string, string>;

/**
 * Every rule of planning.md §5 at once, keyed by form field. `displayErrors` are the results of
 * fitting the display texts, which need the browser to measure text.
 */
export function validatePlanForm(
  values: PlanFormValues,
  context: EditorContext,
  now: Date,
  displayErrors: Partial<Record<'displayWA' | 'displayWS', string>> = {},
): FormErrors {
  if (context.mode === 'view') return {};
  const errors: FormErrors = {};
  const fieldErrors = validatePlanDraft(toDraft(values), {
    mode: context.mode,
    now,
    isCustomDate: values.period === CUSTOM_PERIOD,
    isGroup: isGroupParent(context.plan),
    allowRecurringPayments: context.allowRecurringPayments,
  });
  if (isGroupMode(context.mode)) Object.assign(errors, validateGroupWeights(values));
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const formField = toFormField(field);
    const editable = isEditable(formField, context);
    if (messages[0] && editable) errors[formField] = messages[0];
  }
  if (context.mode !== 'edit_after_start') {
    if (values.period === '') errors.period = EDITOR_MESSAGES.chooseDate;
    if (values.scope === 'loc' && !values.location) errors.location = EDITOR_MESSAGES.chooseLocation;
    for (const [field, message] of Object.entries(displayErrors)) {
      const isShown = values.targets.includes(field === 'displayWA' ? 'WA' : 'WS');
      if (message && isShown && !errors[field]) errors[field] = message;
    }
  }
  return errors;
}

function isEditable(formField: string, context: EditorContext): boolean {
  const [section, key] = formField.split('.', 2);
  if (section === 'accounting') return canEditField(context, 'accounting', key);
  if (section === 'external') return canEditField(context, 'external_fields', key);
  if (section === 'description') return canEditField(context, 'description');
  return canEditField(context, 'plan');
}

/** The meta the user may change; empty accounting values are null, the IBAN is formatted. */
export function buildMeta(values: PlanFormValues, context: EditorContext): PlanMeta {
  const accounting: Record<string, string | null> = {};
  for (const field of context.accountingFields) {
    if (canEditField(context, 'accounting', field)) {
      accounting[field] = normalizeAccountingValue(values.accounting[field]);
    }
  }
  const external: Record<string, string | null> = {};
  for (const field of context.externalFields) {
    if (!canEditField(context, 'external_fields', field)) continue;
    const value = values.external[field]?.trim() ?? '';
    external[field] = value.length === 0 ? null : field === 'IBAN' ? formatIban(value) : value;
  }
  const meta: PlanMeta = { accounting, external_fields: external };
  if (canEditField(context, 'description')) meta.description = { text: values.description };
  return meta;
}

function buildDisplay(values: PlanFormValues, plan: CollectionPlan | null): Record<string, string> {
  const display: Record<string, string> = { ...(plan?.display ?? {}), default: values.name.trim() };
  for (const [key, text] of [
    ['WA', values.displayWA],
    ['WS', values.displayWS],
  ] as const) {
    if (values.targets.includes(key) && text.trim()) display[key] = text.trim();
    else delete display[key];
  }
  return display;
}

export function buildPlanBody(values: PlanFormValues, context: EditorContext): PlanBody {
  const date = values.period === CUSTOM_PERIOD ? null : findDate(context.dates, values.period);
  const isCollection = !isDonation(values);
  return {
    name: values.name.trim(),
    type: isCollection ? 'collection' : 'donation',
    collection_variant: isCollection && values.variant !== '_donation' ? values.variant : null,
    start: values.start,
    end: values.end,
    organization:
      context.plan && context.mode === 'edit' ? context.plan.organization : context.organization.url,
    location: values.scope === 'loc' ? values.location || null : null,
    inherit: values.scope === 'inherit',
    foreign: values.foreign,
    // a date an organisation added has a url; a day of the church year is sent as its day and name
    date: date ? (date.url ?? date.day) : null,
    date_name: date ? date.name : null,
    allow_recurring: isDonation(values) && values.allowRecurring,
    targets: targetsForScope(values.targets, values.scope),
    display: buildDisplay(
      values,
      ['duplicate', 'edit', 'group_duplicate'].includes(context.mode) ? context.plan : null,
    ),
    meta: buildMeta(values, context),
  };
}

/**
 * New and duplicate create, edit updates, edit-after-start patches only the meta, group and
 * group-duplicate create a group with members (planning.md §4).
 */
export function buildSaveRequest(values: PlanFormValues, context: EditorContext): SavePlanRequest {
  const { mode, plan } = context;
  if (isGroupMode(mode)) {
    const built = { body: buildPlanBody(values, context), meta: buildMeta(values, context) };
    return buildGroupSaveRequest(values, context, built);
  }
  if (mode === 'new' || mode === 'duplicate') return { kind: 'create', body: buildPlanBody(values, context) };
  if (!plan) throw new Error(EDITOR_ERRORS.missingPlan(mode));
  if (mode === 'edit') return { kind: 'update', id: plan.id, body: buildPlanBody(values, context) };
  if (mode === 'edit_after_start')
    return { kind: 'patchMeta', id: plan.id, meta: buildMeta(values, context) };
  throw new Error(EDITOR_ERRORS.invalidMode(mode));
}
