/**
 * Collection planning: church-year dates, calendar settings, collection plans and exclusions
 * (planning.md §3 and §7). Relations are referenced by their API url, as Django REST does.
 */
import { COLLECTION_VARIANTS, DEVICE_CLASSES, PLAN_TYPES } from '@kollekta/domain';
import { z } from 'zod';
import { entityId, idParams, isoDay, isoInstant } from './common';
import { donationMeterMeta } from './donation-meter';
import { planExtension } from './plan-extensions';
import { defineRoute } from './route';

export const deviceClass = z.enum(DEVICE_CLASSES);
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Uhrzeit im Format HH:MM erwartet.');

// ─── Dates of the church year ───────────────────────────────────────────────────────────────

export const churchDate = z.object({
  /** null for the dates of the church year itself, which every organisation shares */
  url: z.string().nullable(),
  id: z.number().int().nullable(),
  day: isoDay,
  name: z.string(),
  /** the organisation that added this date; null for the church year */
  organization: z.string().nullable(),
  kind: z.enum(['sunday', 'feast', 'custom']),
  /**
   * Added: the window of a collection planned for this day (ISO instants), with the calendar setting
   * in force for the organisation asked about (the default setting for `date/`).
   */
  collection_start: z.string().optional(),
  collection_end: z.string().optional(),
});
export type ChurchDate = z.infer<typeof churchDate>;

export const datesQuery = z.object({
  /** Added: may be left out for the current year (Europe/Berlin) */
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const listOrganizationDates = defineRoute({
  method: 'GET',
  path: 'organization/:id/dates/',
  summary: 'The named days of a year for an organisation: the church year plus its own and inherited dates',
  auth: true,
  params: idParams,
  query: datesQuery,
  status: 200,
  response: z.array(churchDate),
});

export const listDates = defineRoute({
  method: 'GET',
  path: 'date/',
  summary: 'The dates of the church year of a year (no organisation dates)',
  auth: true,
  query: datesQuery,
  status: 200,
  response: z.array(churchDate),
});

export const createDateBody = z.object({
  day: isoDay,
  name: z.string().trim().min(1, 'Dieses Feld darf nicht leer sein').max(100),
  organization: z.string(),
});

export const createDate = defineRoute({
  method: 'POST',
  path: 'date/',
  summary: 'An organisation adds a named day of its own (for example its church consecration)',
  auth: true,
  body: createDateBody,
  status: 201,
  response: churchDate,
});

export const deleteDate = defineRoute({
  method: 'DELETE',
  path: 'date/:id/',
  summary: 'Remove a date an organisation added',
  auth: true,
  params: idParams,
  status: 204,
});

// ─── Calendar settings ──────────────────────────────────────────────────────────────────────

export const calendarSettingValues = z.object({
  sunday_prerun_days: z.number().int().min(0).max(14),
  sunday_prerun_time: wallTime,
  sunday_postrun_days: z.number().int().min(0).max(14),
  sunday_postrun_time: wallTime,
  other_prerun_days: z.number().int().min(0).max(14),
  other_prerun_time: wallTime,
  other_postrun_days: z.number().int().min(0).max(14),
  other_postrun_time: wallTime,
});

export const calendarSetting = calendarSettingValues.extend({
  /** the organisation whose setting applies; null when the default applies */
  source: z.string().nullable(),
  /** whether this organisation has a setting of its own */
  is_own: z.boolean(),
  no_inherit_calendar: z.boolean(),
});
export type CalendarSettingResponse = z.infer<typeof calendarSetting>;

export const getCalendarSetting = defineRoute({
  method: 'GET',
  path: 'organization/:id/calendar_setting/',
  summary: 'The calendar setting in force for an organisation, and where it comes from',
  auth: true,
  params: idParams,
  status: 200,
  response: calendarSetting,
});

export const updateCalendarSetting = defineRoute({
  method: 'PUT',
  path: 'organization/:id/calendar_setting/',
  summary: 'Set the organisation’s own calendar setting (null values: remove it and inherit again)',
  auth: true,
  params: idParams,
  body: calendarSettingValues.nullable().or(z.object({ no_inherit_calendar: z.boolean() })),
  status: 200,
  response: calendarSetting,
});

// ─── Collection plans ──────────────────────────────────────────────────────────────────────

export const planMeta = z.object({
  /** cost-centre name → text (max 100 characters, trimmed, empty is null) */
  accounting: z.record(z.string(), z.string().trim().max(100, 'max. 100 Zeichen').nullable()).optional(),
  /** Organisation, Kontaktperson, Telefon, Mail, Straße, PLZ, Ort, Kontoinhaber, Bank, IBAN, BIC, Verwendungszweck, www */
  external_fields: z.record(z.string(), z.string().max(200).nullable()).optional(),
  description: z.object({ text: z.string().max(5000, 'max. 5000 Zeichen') }).optional(),
});
export type PlanMeta = z.infer<typeof planMeta>;

export const planExclusion = z.object({
  url: z.string(),
  id: z.number().int(),
  plan: z.string(),
  organization: z.string(),
  location: z.string().nullable(),
  inherit: z.boolean(),
  targets: z.array(deviceClass),
});

/** Added: a member of a collection plan group, with its weight (a share, at least 1). */
export const planGroupMember = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  weight: z.number().int(),
});
export type PlanGroupMember = z.infer<typeof planGroupMember>;

export const collectionPlan = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  type: z.enum(PLAN_TYPES),
  collection_variant: z.enum(COLLECTION_VARIANTS).nullable(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  organization: z.string(),
  organization_id: z.number().int(),
  organization_name: z.string(),
  location: z.string().nullable(),
  inherit: z.boolean(),
  /** collected for a purpose outside the organisation (forwarded) */
  foreign: z.boolean(),
  /**
   * url of the date the plan is for: `…/date/{id}/` for a date an organisation added,
   * `…/date/{YYYY-MM-DD}/` for a day of the church year (those have no id of their own)
   */
  date: z.string().nullable(),
  date_name: z.string().nullable(),
  /** Added: the day of `date` (YYYY-MM-DD), the day the plan is listed under */
  date_day: isoDay.nullable().optional(),
  allow_recurring: z.boolean(),
  targets: z.array(deviceClass),
  /** per device class a display text, plus `default` */
  display: z.record(z.string(), z.string()),
  /** the display priorities in force at the viewing organisation: its own and those from above */
  extensions: z.array(planExtension),
  /** organisation url → device classes it excluded this plan for (from the viewing organisation up) */
  excludedFor: z.record(z.string(), z.array(deviceClass)),
  exclusions: z.array(planExclusion),
  active: z.boolean(),
  parent: z.string().nullable(),
  tags: z.array(z.string()),
  weight: z.number().int().nullable(),
  /** Added: the members of a group parent, in their order (empty for any other plan) */
  members: z.array(planGroupMember).optional(),
  inactive: z.boolean(),
  hasStarted: z.boolean(),
  hasPassed: z.boolean(),
  currentlyActive: z.boolean(),
  isArchived: z.boolean(),
  isEligibleForCollectionPlanGroup: z.boolean(),
  entered_state_payments_exists: z.boolean(),
  /** as sent, plus the donation meter when one is set up (planning.md §3 meta.donation_meter) */
  meta: planMeta.extend({ donation_meter: donationMeterMeta.optional() }),
  /** what the caller may do with this plan as seen from the organisation asked about */
  can_edit: z.boolean(),
  can_edit_after_start: z.boolean(),
  can_close: z.boolean(),
  can_delete: z.boolean(),
  can_exclude: z.boolean(),
});
export type CollectionPlan = z.infer<typeof collectionPlan>;

export const planBody = z.object({
  name: z.string().trim().min(1, 'Dieses Feld darf nicht leer sein').max(200),
  type: z.enum(PLAN_TYPES),
  collection_variant: z.enum(COLLECTION_VARIANTS).nullable(),
  start: isoInstant.nullable(),
  end: isoInstant.nullable(),
  organization: z.string(),
  location: z.string().nullable(),
  inherit: z.boolean(),
  foreign: z.boolean(),
  /**
   * The date the plan is for, or null for a free period ('custom_date'). With a date, the server sets
   * start and end from the organisation's calendar setting. Accepted: a date url `…/date/{id}/`, a
   * church-year url `…/date/{YYYY-MM-DD}/`, or the bare day `YYYY-MM-DD`.
   */
  date: z.string().nullable(),
  /** Added: the day of a church-year date, instead of `date` */
  date_day: isoDay.nullable().optional(),
  /** Added: which of the names of that day (a Sunday can also be a feast); default: the first */
  date_name: z.string().nullable().optional(),
  allow_recurring: z.boolean(),
  targets: z.array(deviceClass),
  display: z.record(z.string(), z.string().max(500)),
  meta: planMeta,
});
export type PlanBody = z.infer<typeof planBody>;

export const plansQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  archive: z.enum(['true', 'false']).optional(),
  search: z.string().max(200).optional(),
});

export const listOrganizationPlans = defineRoute({
  method: 'GET',
  path: 'organization/:id/collection_plans/',
  summary: 'Plans as seen from an organisation: its own, inherited ones and those of its locations',
  auth: true,
  params: idParams,
  query: plansQuery,
  status: 200,
  response: z.array(collectionPlan),
});

export const getPlan = defineRoute({
  method: 'GET',
  path: 'collection_plan/:id/',
  summary: 'One collection plan; 404 when the caller may not see it',
  auth: true,
  params: idParams,
  /** Added: see the plan from this organisation (excludedFor, can_*); default: the plan's own */
  query: z.object({ organization: entityId.optional() }),
  status: 200,
  response: collectionPlan,
});

export const createPlan = defineRoute({
  method: 'POST',
  path: 'collection_plan/',
  summary: 'Create a collection plan',
  auth: true,
  body: planBody,
  status: 201,
  response: collectionPlan,
});

export const updatePlan = defineRoute({
  method: 'PUT',
  path: 'collection_plan/:id/',
  summary: 'Change a plan that has not started',
  auth: true,
  params: idParams,
  body: planBody,
  status: 200,
  response: collectionPlan,
});

/** One of: close now (`end: 'now'`), meta only (edit after start), or allow_recurring. */
export const patchPlanBody = z.union([
  z.object({ end: z.literal('now') }).strict(),
  z.object({ meta: planMeta }).strict(),
  z.object({ allow_recurring: z.boolean() }).strict(),
]);

export const patchPlan = defineRoute({
  method: 'PATCH',
  path: 'collection_plan/:id/',
  summary: 'Close a plan now (a group parent closes its members), or change its meta after start',
  auth: true,
  params: idParams,
  body: patchPlanBody,
  status: 200,
  response: collectionPlan,
});

export const deletePlan = defineRoute({
  method: 'DELETE',
  path: 'collection_plan/:id/',
  summary: 'Delete a plan that has not started, irreversibly',
  auth: true,
  params: idParams,
  status: 204,
});

export const createExclusion = defineRoute({
  method: 'POST',
  path: 'collection_plan_exclusion/',
  summary: 'Hide a plan of another organisation here and below (Abwählen)',
  auth: true,
  body: z.object({
    plan: z.string(),
    location: z.string().nullable(),
    organization: z.string(),
    inherit: z.boolean(),
    targets: z.array(deviceClass).min(1),
  }),
  status: 201,
  response: planExclusion,
});

// ─── Added: what the plan editor needs to know about an organisation ─────────────────────────

export const planningOptions = z.object({
  /** device classes of the devices of the organisation and its sub-organisations; cash (GC) always */
  owned_device_classes: z.array(deviceClass),
  /** what the caller may choose: every class for superusers and collection planners, else the owned ones */
  usable_device_classes: z.array(deviceClass),
  features: z.object({
    allow_recurring_payments: z.boolean(),
    allow_cash_payments: z.boolean(),
    allow_collection_split: z.boolean(),
  }),
  no_inherit_collections: z.boolean(),
  /** the caller may create and edit plans here */
  can_write: z.boolean(),
  /** the caller may edit the meta of plans after their start (superuser or collection planner) */
  can_edit_after_start: z.boolean(),
});
export type PlanningOptions = z.infer<typeof planningOptions>;

export const getPlanningOptions = defineRoute({
  method: 'GET',
  path: 'organization/:id/planning_options/',
  summary: 'Device classes, features and rights that the plan editor of an organisation needs',
  auth: true,
  params: idParams,
  status: 200,
  response: planningOptions,
});
