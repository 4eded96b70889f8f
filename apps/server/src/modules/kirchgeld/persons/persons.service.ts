/**
 * Church-tax persons (devices-income-kirchgeld.md §2 "Person detail", "Person lookup", §4 "Person",
 * §5 "Person creation", §6): the lookup, a person with every version, creating and editing
 * self-created persons (each edit a new version from now), 'set inactive', relations. Every use
 * case checks the tenant first and reads only its rows; a person of another tenant is not found.
 */
import { randomUUID } from 'node:crypto';
import type {
  KgPerson,
  KgPersonDataInput,
  KgPersonFilter,
  KgPersonListItem,
  KgPersonPayment,
} from '@kollekta/contract';
import {
  currentKgVersion,
  KG_PERSON_FIELD_NAMES,
  KG_PERSON_MESSAGES,
  type KgPersonTypeValue,
  type KgPersonValues,
  kgSearchTerms,
  resolveOrganizationByKro,
  toBusinessDay,
  validateKgPersonValues,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { toKgPaymentResponses } from '../payments/payments.mapper';
import { requireTenant } from '../tenancy';
import {
  organizationUrl,
  periodOf,
  toListItemResponse,
  toPersonResponse,
  toRelationResponse,
  toVersionResponse,
  valuesOf,
} from './person.mapper';
import { lookupPersons } from './person-lookup.repository';
import { appendPersonVersion } from './person-versions.repository';
import {
  endVersion,
  findKgOrganizations,
  findPayments,
  findPerson,
  findRelations,
  findVersions,
  insertPerson,
  lockPerson,
} from './persons.repository';

export const PERSON_MESSAGES = {
  notFound: 'Diese Person gibt es nicht.',
  notEditable: 'Diese Person stammt aus dem Meldewesen und kann nicht bearbeitet werden.',
  inactive: 'Diese Person ist inaktiv und kann nicht mehr bearbeitet werden.',
  versionNotFound: 'Diese Version gibt es bei dieser Person nicht.',
  versionEnded: 'Diese Version ist bereits beendet.',
  onlyValidBefore: 'Mit „target“ kann nur das Ende der Version (valid_before) geändert werden.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  relationNotFound: 'Diese Beziehung gibt es bei dieser Person nicht.',
} as const;

const DEFAULT_PAGE = 25;
/** how far a browser's "now" may be off the server's and still mean now */
const CLOCK_SKEW_MS = 10 * 60 * 1000;
const MAX_PAGE = 1000;

type Page = { limit: number; offset: number };

function readPage(query: { limit?: number | undefined; offset?: number | undefined }): Page {
  return { limit: Math.min(query.limit || DEFAULT_PAGE, MAX_PAGE), offset: query.offset ?? 0 };
}

/**
 * Django-REST style page links, keeping the other query parameters; a count that is a lower bound
 * always reaches past the page, so there is a next page.
 */
function pageLinks(base: string, query: Record<string, unknown>, page: Page, count: number) {
  const link = (offset: number) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && key !== 'limit' && key !== 'offset') search.set(key, String(value));
    search.set('limit', String(page.limit));
    search.set('offset', String(offset));
    return `${base}?${search.toString()}`;
  };
  return {
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
  };
}

export type LookupQuery = {
  search?: string | undefined;
  filter?: KgPersonFilter | undefined;
  include_inactive?: 'true' | 'false' | undefined;
  ordering?: string | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
};

export async function lookupTenantPersons(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: LookupQuery,
  apiBase: string,
  options: { editableOnly?: boolean } = {},
) {
  await requireTenant(context, caller, tenantId);
  const page = readPage(query);
  const now = context.clock.now();
  const { count, isCountLowerBound, rows } = await lookupPersons(context.db, {
    tenantId,
    terms: kgSearchTerms(query.search),
    filter: query.filter ?? 'all',
    includeInactive: query.include_inactive === 'true' || options.editableOnly === true,
    editableOnly: options.editableOnly ?? false,
    now,
    ordering: query.ordering ?? 'familienname',
    ...page,
  });
  const base = `${apiBase}tenant/${tenantId}/person/${options.editableOnly ? 'is_editable/' : ''}`;
  const results: KgPersonListItem[] = rows.map((row) => toListItemResponse(row, { apiBase, tenantId, now }));
  return { count, count_is_lower_bound: isCountLowerBound, ...pageLinks(base, query, page, count), results };
}

export async function getTenantPerson(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  personId: string,
  apiBase: string,
): Promise<KgPerson> {
  await requireTenant(context, caller, tenantId);
  return loadPersonResponse(context.db, context, tenantId, personId, apiBase);
}

export async function loadPersonResponse(
  db: Kysely<Database>,
  context: AppContext,
  tenantId: number,
  personId: string,
  apiBase: string,
): Promise<KgPerson> {
  const person = await findPerson(db, tenantId, personId);
  if (!person) throw new DomainError('not_found', PERSON_MESSAGES.notFound);
  const now = context.clock.now();
  const today = toBusinessDay(now);
  const [versions, relations, reverseRelations, organizations] = await Promise.all([
    findVersions(db, personId),
    findRelations(db, personId, 'side_a'),
    findRelations(db, personId, 'side_b'),
    findKgOrganizations(db, tenantId),
  ]);
  const relationContext = { apiBase, tenantId, now };
  return toPersonResponse(person, {
    versions: versions.map((version) => {
      const organization = resolveOrganizationByKro(organizations, version.kro_nr, today);
      return toVersionResponse(
        version,
        organization
          ? { url: organizationUrl(apiBase, tenantId, organization.id), name: organization.name }
          : null,
      );
    }),
    versionPeriods: versions.map(periodOf),
    relations: relations.map((row) => toRelationResponse(row, relationContext)),
    reverseRelations: reverseRelations.map((row) => toRelationResponse(row, relationContext)),
    apiBase,
    now,
  });
}

/** Only the spec's fields that the request names; '' and null clear a field. */
function namedValues(data: KgPersonDataInput): KgPersonValues {
  const values: KgPersonValues = {};
  for (const name of KG_PERSON_FIELD_NAMES) {
    const value = data[name];
    if (value !== undefined) values[name] = value === null ? null : value.trim() === '' ? null : value.trim();
  }
  return values;
}

function refuseInvalid(type: KgPersonTypeValue, values: KgPersonValues, now: Date): void {
  const errors = validateKgPersonValues(type, values, toBusinessDay(now));
  if (Object.keys(errors).length === 0) return;
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) fieldErrors[`data.${field}`] = messages;
  throw new DomainError('validation', undefined, { fieldErrors });
}

export async function createTenantPerson(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: { type: KgPersonTypeValue; data: KgPersonDataInput },
  apiBase: string,
): Promise<KgPerson> {
  await requireTenant(context, caller, tenantId);
  const now = context.clock.now();
  const values = namedValues(body.data);
  refuseInvalid(body.type, values, now);
  const personId = randomUUID();
  return context.db.transaction().execute(async (trx) => {
    await insertPerson(trx, { id: personId, tenantId, type: body.type, createdBy: caller.userId, at: now });
    const versionId = await appendPersonVersion(trx, {
      personId,
      values,
      validFrom: now,
      source: 'manual',
      eigenerfasst: true,
      createdBy: caller.userId,
    });
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'kg_person.created',
      objectType: 'kg_person',
      objectId: personId,
      data: { tenant_id: tenantId, type: body.type, version_id: versionId },
      at: now,
    });
    return loadPersonResponse(trx, context, tenantId, personId, apiBase);
  });
}

export async function updateTenantPerson(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  personId: string,
  body: {
    target?: number | undefined;
    data: KgPersonDataInput & { valid_before?: string | null | undefined };
  },
  apiBase: string,
): Promise<KgPerson> {
  await requireTenant(context, caller, tenantId);
  return context.db.transaction().execute(async (trx) => {
    const person = await lockPerson(trx, tenantId, personId);
    if (!person) throw new DomainError('not_found', PERSON_MESSAGES.notFound);
    if (!person.eigenerfasst) throw new DomainError('forbidden', PERSON_MESSAGES.notEditable);
    const now = context.clock.now();
    const versions = await findVersions(trx, personId);
    if (body.target !== undefined) await endTargetVersion(trx, caller, person.id, versions, body, now);
    else await appendEditedVersion(trx, caller, person, versions, body.data, now);
    return loadPersonResponse(trx, context, tenantId, personId, apiBase);
  });
}

type Versions = Awaited<ReturnType<typeof findVersions>>;

/** 'Set inactive' (§4): the target version ends at `valid_before` (now). */
async function endTargetVersion(
  db: Kysely<Database>,
  caller: AuthenticatedCaller,
  personId: string,
  versions: Versions,
  body: {
    target?: number | undefined;
    data: KgPersonDataInput & { valid_before?: string | null | undefined };
  },
  now: Date,
): Promise<void> {
  const target = versions.find((version) => Number(version.id) === body.target);
  if (!target)
    throw new DomainError('validation', undefined, {
      fieldErrors: { target: [PERSON_MESSAGES.versionNotFound] },
    });
  if (Object.keys(namedValues(body.data)).length > 0)
    throw new DomainError('validation', PERSON_MESSAGES.onlyValidBefore);
  if (!body.data.valid_before)
    throw new DomainError('validation', undefined, {
      fieldErrors: { 'data.valid_before': [KG_PERSON_MESSAGES.required] },
    });
  const requested = new Date(body.data.valid_before);
  // 'now' as the browser saw it: the server's clock decides, whatever the browser's clock is off by
  const validBefore = Math.abs(requested.getTime() - now.getTime()) <= CLOCK_SKEW_MS ? now : requested;
  const period = periodOf(target);
  if (period.validBefore !== null && period.validBefore.getTime() <= now.getTime())
    throw new DomainError('validation', PERSON_MESSAGES.versionEnded);
  if (validBefore.getTime() <= period.validFrom.getTime())
    throw new DomainError('validation', undefined, {
      fieldErrors: { 'data.valid_before': [PERSON_MESSAGES.endBeforeStart] },
    });
  await endVersion(db, Number(target.id), validBefore);
  await appendAudit(db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'kg_person.version_ended',
    objectType: 'kg_person',
    objectId: personId,
    data: { version_id: Number(target.id), valid_before: validBefore.toISOString() },
    at: now,
  });
}

/** An edit: the current values with the request's changes, as a new version from now. */
async function appendEditedVersion(
  db: Kysely<Database>,
  caller: AuthenticatedCaller,
  person: { id: string; type: KgPersonTypeValue },
  versions: Versions,
  data: KgPersonDataInput,
  now: Date,
): Promise<void> {
  const periods = versions.map((version) => ({ ...periodOf(version), version }));
  const current = currentKgVersion(periods, now);
  const newest = periods[0];
  if (newest?.validBefore && newest.validBefore.getTime() <= now.getTime())
    throw new DomainError('validation', PERSON_MESSAGES.inactive);
  const changes = namedValues(data);
  const values: KgPersonValues = { ...(current ? valuesOf(current.version) : {}), ...changes };
  refuseInvalid(person.type, values, now);
  // a version begins after the one before it, even when two edits fall on the same instant
  const validFrom =
    newest && newest.validFrom.getTime() >= now.getTime() ? new Date(newest.validFrom.getTime() + 1) : now;
  const versionId = await appendPersonVersion(db, {
    personId: person.id,
    values,
    validFrom,
    source: 'manual',
    eigenerfasst: true,
    createdBy: caller.userId,
  });
  await appendAudit(db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'kg_person.changed',
    objectType: 'kg_person',
    objectId: person.id,
    data: { version_id: versionId, fields: Object.keys(changes) },
    at: now,
  });
}

export async function listTenantPersonPayments(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  personId: string,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
) {
  await requireTenant(context, caller, tenantId);
  const person = await findPerson(context.db, tenantId, personId);
  if (!person) throw new DomainError('not_found', PERSON_MESSAGES.notFound);
  const page = readPage(query);
  const { count, rows } = await findPayments(context.db, tenantId, personId, page);
  const results: KgPersonPayment[] = await toKgPaymentResponses(context.db, rows, apiBase);
  return {
    count,
    ...pageLinks(`${apiBase}tenant/${tenantId}/person/${personId}/payments/`, query, page, count),
    results,
  };
}
