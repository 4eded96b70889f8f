/**
 * Target groups and the filter preview (devices-income-kirchgeld.md §2 "Person index", §5 "Target
 * group", §7 `{tenant}filter/`): list, create (a PersistedFilter freezes its persons in the same
 * transaction), read, delete (refused while a letter uses the group), and the preview of a filter:
 * how many persons it matches today and the first of them.
 */
import {
  KG_FILTER_LIST_LIMIT,
  KG_PREVIEW_DEFAULT_LIMIT,
  type KgFilterPreview,
  type KgTargetGroup,
  type KgTargetGroupList,
  kgFilterPreviewOptions,
} from '@kollekta/contract';
import { KG_FILTER_MESSAGES, toBusinessDay } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant } from '../tenancy';
import { requireValidFilter } from './filter-engine';
import { toKgTargetGroupResponse, toPreviewPerson } from './filters.mapper';
import {
  countLettersUsingTargetGroup,
  deleteTargetGroup,
  findPreviewPage,
  findTargetGroupRow,
  findTargetGroupRows,
  freezeTargetGroupPersons,
  insertTargetGroup,
  lockTargetGroup,
} from './filters.repository';

type Actor = { userId: number | null; impersonatorId: number | null };
/** a create's body; its filter is checked here (`checkKgFilter`), whatever its shape */
export type KgTargetGroupInput = { name: string; type?: 'PersistedFilter' | 'LiveFilter'; filter: unknown };

export function todayOf(context: Pick<AppContext, 'clock'>): string {
  return toBusinessDay(context.clock.now());
}

export async function listKgTargetGroups(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<KgTargetGroupList> {
  await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? KG_FILTER_LIST_LIMIT;
  const offset = query.offset ?? 0;
  const { rows, count } = await findTargetGroupRows(context.db, tenantId, { limit, offset });
  const listUrl = `${apiBase}tenant/${tenantId}/filter/`;
  return {
    count,
    next: offset + limit < count ? `${listUrl}?limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: rows.map((row) => toKgTargetGroupResponse(row, apiBase)),
  };
}

export async function getKgTargetGroup(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  filterId: number,
  apiBase: string,
): Promise<KgTargetGroup> {
  await requireTenant(context, caller, tenantId);
  const row = await findTargetGroupRow(context.db, tenantId, filterId);
  if (!row) throw new DomainError('not_found', KG_FILTER_MESSAGES.notFound);
  return toKgTargetGroupResponse(row, apiBase);
}

export async function createKgTargetGroup(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgTargetGroupInput,
  apiBase: string,
): Promise<KgTargetGroup> {
  await requireTenant(context, caller, tenantId);
  const id = await addKgTargetGroup(context, tenantId, body, {
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
  });
  const row = await findTargetGroupRow(context.db, tenantId, id);
  if (!row) throw new DomainError('not_found', KG_FILTER_MESSAGES.notFound);
  return toKgTargetGroupResponse(row, apiBase);
}

/** Creates a target group for a tenant already checked (the demo world uses it too); answers its id. */
export async function addKgTargetGroup(
  context: Pick<AppContext, 'db' | 'clock'>,
  tenantId: number,
  body: KgTargetGroupInput,
  actor: Actor,
): Promise<number> {
  const name = body.name.trim();
  if (name === '')
    throw new DomainError('validation', KG_FILTER_MESSAGES.nameRequired, {
      fieldErrors: { name: [KG_FILTER_MESSAGES.nameRequired] },
    });
  const type = body.type ?? 'PersistedFilter';
  const today = todayOf(context);
  const check = requireValidFilter(body.filter, today);
  return context.db.transaction().execute(async (trx) => {
    const id = await insertTargetGroup(trx, {
      tenantId,
      name,
      type,
      filter: body.filter,
      createdBy: actor.userId,
    });
    const personCount =
      type === 'PersistedFilter'
        ? await freezeTargetGroupPersons(trx, id, check.filter, {
            tenantId,
            today,
            includeInactive: check.asksForInactive,
          })
        : null;
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId,
      action: 'kirchgeld.filter.created',
      objectType: 'kg_filter',
      objectId: id,
      data: { tenant_id: tenantId, name, type, person_count: personCount },
    });
    return id;
  });
}

export async function deleteKgTargetGroup(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  filterId: number,
): Promise<void> {
  await requireTenant(context, caller, tenantId);
  await context.db.transaction().execute(async (trx) => {
    const locked = await lockTargetGroup(trx, tenantId, filterId);
    if (!locked) throw new DomainError('not_found', KG_FILTER_MESSAGES.notFound);
    if ((await countLettersUsingTargetGroup(trx, filterId)) > 0)
      throw new DomainError('conflict', KG_FILTER_MESSAGES.inUseByLetter);
    await deleteTargetGroup(trx, filterId);
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'kirchgeld.filter.deleted',
      objectType: 'kg_filter',
      objectId: filterId,
      data: { tenant_id: tenantId },
    });
  });
}

export async function previewKgFilter(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { filter?: string | undefined; options?: string | undefined },
  apiBase: string,
): Promise<KgFilterPreview> {
  await requireTenant(context, caller, tenantId);
  const filter =
    query.filter === undefined || query.filter.trim() === ''
      ? { and: [] }
      : parseJson('filter', query.filter);
  const options = readPreviewOptions(query.options);
  const today = todayOf(context);
  const check = requireValidFilter(filter, today);
  const scope = {
    tenantId,
    today,
    includeInactive: options.include_inactive === true || check.asksForInactive,
  };
  const { count, rows } = await findPreviewPage(
    context.db,
    check.filter,
    scope,
    options.limit ?? KG_PREVIEW_DEFAULT_LIMIT,
  );
  const now = context.clock.now();
  return {
    count,
    results: rows.map((row) => toPreviewPerson(row, { apiBase, tenantId, now })),
  };
}

function parseJson(field: 'filter' | 'options', text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const message = field === 'filter' ? KG_FILTER_MESSAGES.invalidJson : KG_FILTER_MESSAGES.invalidOptions;
    throw new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
  }
}

function readPreviewOptions(text: string | undefined) {
  if (text === undefined || text.trim() === '') return {};
  const parsed = kgFilterPreviewOptions.safeParse(parseJson('options', text));
  if (!parsed.success)
    throw new DomainError('validation', KG_FILTER_MESSAGES.invalidOptions, {
      fieldErrors: { options: [KG_FILTER_MESSAGES.invalidOptions] },
    });
  return parsed.data;
}
