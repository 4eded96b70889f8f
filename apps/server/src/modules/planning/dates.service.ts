/**
 * Named days: the church year that every organisation shares, plus the days an organisation adds
 * itself (its church consecration …), which its sub-organisations see too unless no_inherit_calendar.
 * Each day comes with the window a collection planned for it would have.
 */
import type { ChurchDate } from '@kollekta/contract';
import {
  type Actor,
  canSee,
  computeCollectionWindow,
  DEFAULT_CALENDAR_SETTING,
  hasPermission,
  type IsoDay,
  listChurchYearDates,
  parseIsoDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parsePath } from '../organizations';
import {
  deleteDate as deleteDateRow,
  findDate,
  findDateById,
  findDatesOf,
  insertDate,
} from './dates.repository';
import type { PlanningActor } from './planning-actor';
import {
  type CalendarResolver,
  createCalendarResolver,
  getDateSourceIds,
  loadChain,
  loadVisibleChain,
  type OrganizationChain,
} from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { buildUrl, parseRef } from './planning-refs';

const KIND_ORDER: Record<ChurchDate['kind'], number> = { sunday: 0, feast: 1, custom: 2 };

export function listDates(year: number): ChurchDate[] {
  const resolve: CalendarResolver = () => ({ setting: DEFAULT_CALENDAR_SETTING, sourceId: null });
  return listChurchYearDates(year).map((date) =>
    withWindow({ url: null, id: null, organization: null, ...date }, resolve),
  );
}

export async function listOrganizationDates(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  year: number,
  apiBase: string,
): Promise<ChurchDate[]> {
  const chain = await loadVisibleChain(context, actor, organizationId);
  const resolve = await createCalendarResolver(context, chain);
  const own = await findDatesOf(context.db, getDateSourceIds(chain), {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
  });
  const dates: ChurchDate[] = [
    ...listChurchYearDates(year).map((date) => ({ url: null, id: null, organization: null, ...date })),
    ...own.map((row) => ({
      url: buildUrl(apiBase, 'date', row.id),
      id: row.id,
      day: row.day,
      name: row.name,
      organization: buildUrl(apiBase, 'organization', row.organization_id),
      kind: 'custom' as const,
    })),
  ];
  dates.sort((a, b) => a.day.localeCompare(b.day) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return dates.map((date) => withWindow(date, resolve));
}

function withWindow(
  date: Omit<ChurchDate, 'collection_start' | 'collection_end'>,
  resolve: CalendarResolver,
): ChurchDate {
  const window = computeCollectionWindow(date.day, resolve(date.day).setting);
  return { ...date, collection_start: window.start.toISOString(), collection_end: window.end.toISOString() };
}

export type NamedDay = { day: IsoDay; name: string; churchDateId: number | null };

/**
 * The names a day has for an organisation: the church year's and the organisation's own. A requested
 * name picks one of them; otherwise the first (a Sunday's own name before a feast on it).
 */
export async function findNamedDay(
  context: AppContext,
  chain: OrganizationChain,
  day: IsoDay,
  requestedName: string | null | undefined,
): Promise<NamedDay | null> {
  const { year } = parseIsoDay(day);
  const candidates: NamedDay[] = [
    ...listChurchYearDates(year)
      .filter((date) => date.day === day)
      .map((date) => ({ day, name: date.name, churchDateId: null })),
    ...(await findDatesOf(context.db, getDateSourceIds(chain), { from: day, to: day })).map((row) => ({
      day,
      name: row.name,
      churchDateId: row.id,
    })),
  ];
  return candidates.find((candidate) => candidate.name === requestedName?.trim()) ?? candidates[0] ?? null;
}

/** An organisation's own date, if the organisation sees it. */
export async function findVisibleDate(
  context: AppContext,
  chain: OrganizationChain,
  id: number,
): Promise<NamedDay | null> {
  const row = await findDateById(context.db, id);
  if (!row || !getDateSourceIds(chain).includes(row.organization_id)) return null;
  return { day: row.day, name: row.name, churchDateId: row.id };
}

export async function createDate(
  context: AppContext,
  actor: PlanningActor,
  body: { day: string; name: string; organization: string },
  apiBase: string,
): Promise<ChurchDate> {
  const organizationId = parseRef(body.organization, 'organization');
  const chain = organizationId === null ? null : await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path)) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [PLANNING_MESSAGES.organizationNotFound] },
    });
  }
  if (!hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  if (!isCalendarDay(body.day)) {
    throw new DomainError('validation', undefined, { fieldErrors: { day: [PLANNING_MESSAGES.invalidDay] } });
  }
  const name = body.name.trim();
  if (await findDate(context.db, { organizationId: chain.organization.id, day: body.day, name })) {
    throw new DomainError('validation', undefined, { fieldErrors: { name: [PLANNING_MESSAGES.dateExists] } });
  }
  const now = context.clock.now();
  const id = await context.db.transaction().execute(async (trx) => {
    const created = await insertDate(trx, {
      organizationId: chain.organization.id,
      day: body.day,
      name,
      createdBy: actor.userId,
      at: now,
    });
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'church_date.created',
      objectType: 'church_date',
      objectId: created,
      data: { organization_id: chain.organization.id, day: body.day, name },
      at: now,
    });
    return created;
  });
  const resolve = await createCalendarResolver(context, chain);
  return withWindow(
    {
      url: buildUrl(apiBase, 'date', id),
      id,
      day: body.day,
      name,
      organization: buildUrl(apiBase, 'organization', chain.organization.id),
      kind: 'custom',
    },
    resolve,
  );
}

export async function deleteDate(context: AppContext, actor: PlanningActor, id: number): Promise<void> {
  const row = await findDateById(context.db, id);
  const path = row ? parsePath(row.organization_path) : [];
  if (!row || !canSee(actor, path)) throw new DomainError('not_found', PLANNING_MESSAGES.dateNotFound);
  if (!hasPermission(actor, path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await deleteDateRow(trx, id);
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'church_date.deleted',
      objectType: 'church_date',
      objectId: id,
      data: { organization_id: row.organization_id, day: row.day, name: row.name },
      at: now,
    });
  });
}

/** The contract checks the form YYYY-MM-DD; a day like 2026-02-30 fails here. */
export function isCalendarDay(day: string): boolean {
  try {
    parseIsoDay(day);
    return true;
  } catch {
    return false;
  }
}
