/**
 * Turns the body of a create or update into the values to store, checking every rule on the way
 * (planning.md §5 and §6). Problems with the input are collected and answered together as 400 with
 * German field messages; a missing permission is 403.
 */
import type { PlanBody } from '@kollekta/contract';
import {
  type Actor,
  canAddPlanForDate,
  canSee,
  computeCollectionWindow,
  DEVICE_CLASS_LABELS,
  DEVICE_CLASSES,
  type DeviceClass,
  type FieldErrors,
  getUsableDeviceClasses,
  hasPermission,
  PLAN_MESSAGES,
  toLocalDay,
  validatePlanDraft,
  WEB_APP_CLASSES,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findLocationsOf } from '../locations';
import { findNamedDay, findVisibleDate, isCalendarDay, type NamedDay } from './dates.service';
import {
  assertMetaChangesAllowed,
  mergeMeta,
  readDescription,
  readSection,
  type StoredMeta,
} from './plan-meta';
import {
  createCalendarResolver,
  isPlanningFeatureOn,
  loadChain,
  type OrganizationChain,
} from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { parseDateRef, parseRef } from './planning-refs';
import type { PlanRow } from './plans.repository';
import { findOwnedDeviceClasses } from './plans.service';

export type PlanValues = {
  name: string;
  type: string;
  collection_variant: string | null;
  start_at: Date | null;
  end_at: Date | null;
  organization_id: number;
  location_id: number | null;
  inherit: boolean;
  is_foreign: boolean;
  church_date_id: number | null;
  date_day: string | null;
  date_name: string | null;
  allow_recurring: boolean;
  targets: DeviceClass[];
  display: Record<string, string>;
  meta: StoredMeta;
};

const DISPLAY_KINDS: ReadonlySet<string> = new Set([...DEVICE_CLASSES, 'KA', 'SO', 'default']);

/** The organisation a new plan is for: visible to the caller (else 400) and writable (else 403). */
export async function loadChainForNewPlan(context: AppContext, actor: Actor, organization: string) {
  const id = parseRef(organization, 'organization');
  const chain = id === null ? null : await loadChain(context, id);
  if (!chain || !canSee(actor, chain.path)) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [PLANNING_MESSAGES.organizationNotFound] },
    });
  }
  if (!hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  return chain;
}

export async function resolvePlanBody(
  context: AppContext,
  actor: Actor,
  body: PlanBody,
  target: {
    chain: OrganizationChain;
    existing: PlanRow | null;
    /** the parent of a group being made (group) or copied (group_duplicate) */
    groupMode?: 'group' | 'group_duplicate';
  },
): Promise<PlanValues> {
  const { chain, existing } = target;
  const now = context.clock.now();
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };

  if (existing && parseRef(body.organization, 'organization') !== existing.organization_id) {
    add('organization', PLANNING_MESSAGES.organizationChange);
  }
  const locationId = await resolveLocation(context, chain, body.location, add);
  if (body.type === 'collection' && body.collection_variant === null) {
    add('collection_variant', PLANNING_MESSAGES.variantRequired);
  }
  if (body.type === 'donation' && body.collection_variant !== null) {
    add('collection_variant', PLANNING_MESSAGES.donationHasNoVariant);
  }
  const targets = [...new Set(body.targets)];
  if (body.location !== null && body.inherit) add('inherit', PLANNING_MESSAGES.locationNotInherited);
  if (body.location !== null && targets.some((target) => WEB_APP_CLASSES.includes(target))) {
    add('targets', PLANNING_MESSAGES.noWebAppsAtLocation);
  }
  const usable = getUsableDeviceClasses(actor, chain.path, await findOwnedDeviceClasses(context, chain));
  const refused = targets.filter((target) => !existing?.targets.includes(target) && !usable.includes(target));
  if (refused.length > 0) {
    add(
      'targets',
      PLANNING_MESSAGES.deviceClassNotOwned(refused.map((target) => DEVICE_CLASS_LABELS[target]).join(', ')),
    );
  }
  const display = resolveDisplay(body.display, add);
  const dated = await resolveDate(context, chain, body, existing, now, add);

  const meta = mergeMeta(existing?.meta ?? {}, body.meta);
  assertMetaChangesAllowed(actor, chain.path, existing?.meta ?? {}, meta);
  const draftErrors = validatePlanDraft(
    {
      name: body.name,
      type: body.type,
      targets,
      start: dated.start,
      end: dated.end,
      description: readDescription(meta),
      externalFields: readSection(meta, 'external_fields'),
      accounting: readSection(meta, 'accounting'),
      allowRecurring: body.allow_recurring,
      display,
    },
    {
      mode: target.groupMode ?? (existing ? 'edit' : 'new'),
      now,
      isCustomDate: dated.day === null,
      isGroup: target.groupMode !== undefined || (existing?.is_group_parent ?? false),
      allowRecurringPayments: isPlanningFeatureOn(chain, 'allow_recurring_payments'),
    },
  );
  for (const [field, messages] of Object.entries(draftErrors))
    for (const message of messages) add(field, message);
  if (Object.keys(errors).length > 0) throw new DomainError('validation', undefined, { fieldErrors: errors });

  return {
    name: body.name.trim(),
    type: body.type,
    collection_variant: body.collection_variant,
    start_at: dated.start,
    end_at: dated.end,
    organization_id: chain.organization.id,
    location_id: locationId,
    inherit: body.inherit,
    is_foreign: body.foreign,
    church_date_id: dated.day?.churchDateId ?? null,
    date_day: dated.day?.day ?? null,
    date_name: dated.day?.name ?? null,
    allow_recurring: body.allow_recurring,
    targets,
    display,
    meta,
  };
}

async function resolveLocation(
  context: AppContext,
  chain: OrganizationChain,
  location: string | null,
  add: (field: string, message: string) => void,
): Promise<number | null> {
  if (location === null) return null;
  const id = parseRef(location, 'location');
  const locations = await findLocationsOf(context.db, chain.organization.id);
  if (id === null || !locations.some((candidate) => candidate.id === id)) {
    add('location', PLANNING_MESSAGES.locationNotInOrganization);
    return null;
  }
  return id;
}

function resolveDisplay(
  display: Record<string, string>,
  add: (field: string, message: string) => void,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [kind, text] of Object.entries(display)) {
    if (!DISPLAY_KINDS.has(kind)) add(`display.${kind}`, PLANNING_MESSAGES.unknownDisplayKind(kind));
    else if (text.trim().length > 0) result[kind] = text.trim();
  }
  return result;
}

/**
 * A plan for a date gets its window from the organisation's calendar setting ("A date picked from the
 * date list sets start and end from that date"); without a date the body's period applies.
 */
async function resolveDate(
  context: AppContext,
  chain: OrganizationChain,
  body: PlanBody,
  existing: PlanRow | null,
  now: Date,
  add: (field: string, message: string) => void,
): Promise<{ day: NamedDay | null; start: Date | null; end: Date | null }> {
  const custom = { day: null, start: toInstant(body.start), end: toInstant(body.end) };
  const reference = body.date ? parseDateRef(body.date) : body.date_day ? parseDateRef(body.date_day) : null;
  if (
    (body.date || body.date_day) &&
    (!reference || (reference.kind === 'church_year' && !isCalendarDay(reference.day)))
  ) {
    add('date', PLANNING_MESSAGES.invalidReference);
    return custom;
  }
  if (!reference) return custom;
  const named =
    reference.kind === 'custom'
      ? await findVisibleDate(context, chain, reference.id)
      : await findNamedDay(context, chain, reference.day, body.date_name);
  if (!named) {
    add('date', reference.kind === 'custom' ? PLANNING_MESSAGES.dateNotFound : PLANNING_MESSAGES.noNamedDay);
    return custom;
  }
  const isChanged = !existing || existing.date_day !== named.day || existing.date_name !== named.name;
  if (isChanged && !canAddPlanForDate(named, { today: toLocalDay(now), isArchiveView: false })) {
    add('date', PLAN_MESSAGES.dateNotOpen);
  }
  const resolve = await createCalendarResolver(context, chain);
  const window = computeCollectionWindow(named.day, resolve(named.day).setting);
  return { day: named, start: window.start, end: window.end };
}

function toInstant(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}
