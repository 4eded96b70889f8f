/**
 * Church-tax organisations (devices-income-kirchgeld.md §3 "Organisation", §5, §7): the tenant's list,
 * and creating one, which with `replaces` is a merge. The merge happens in one transaction that locks
 * the tenant's organisations: the replaced ones end on the new one's valid-from day, and persons with
 * their KRO numbers then belong to the new one (`resolveOrganizationByKro`, computed on read).
 */
import type { KgOrganization, KgOrganizationBody, KgOrganizationList } from '@kollekta/contract';
import {
  checkOrganizationMerge,
  findKroConflict,
  KG_ORGANIZATION_MESSAGES,
  type KgOrganizationForKro,
  type KgOrganizationPeriod,
  validateKgOrganization,
} from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant } from '../tenancy';
import { toKgOrganizationResponse } from './organization.mapper';
import {
  findKgOrganizations,
  insertKgOrganization,
  type KgOrganizationRow,
  lockTenantOrganizations,
  recordReplacements,
} from './organizations.repository';

export async function listKgOrganizations(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<KgOrganizationList> {
  await requireTenant(context, caller, tenantId);
  const rows = await findKgOrganizations(context.db, tenantId);
  const limit = query.limit ?? 1000;
  const offset = query.offset ?? 0;
  const page = rows.slice(offset, offset + limit);
  const listUrl = `${apiBase}tenant/${tenantId}/organization/`;
  return {
    count: rows.length,
    next: offset + limit < rows.length ? `${listUrl}?limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: page.map((row) => toKgOrganizationResponse(row, apiBase)),
  };
}

export async function createKgOrganization(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgOrganizationBody,
  apiBase: string,
): Promise<KgOrganization> {
  await requireTenant(context, caller, tenantId);
  const id = await addKgOrganization(context, tenantId, body, {
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
  });
  const row = (await findKgOrganizations(context.db, tenantId)).find((candidate) => candidate.id === id);
  if (!row) throw new DomainError('not_found');
  return toKgOrganizationResponse(row, apiBase);
}

/**
 * Creates (and with `replaces` merges) for a tenant already checked; the demo world uses it too.
 * Answers the new organisation's id.
 */
export async function addKgOrganization(
  context: Pick<AppContext, 'db'>,
  tenantId: number,
  body: KgOrganizationBody,
  actor: { userId: number | null; impersonatorId: number | null },
): Promise<number> {
  const fieldErrors = validateKgOrganization(body);
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
  const replacedIds = (body.replaces ?? []).map((reference) =>
    parseOrganizationReference(reference, tenantId),
  );
  const name = body.name.trim();
  const kroNr = body.kro_nr.trim();
  const validFrom = body.valid_from.trim();
  const externalId = body.external_id?.trim() ? body.external_id.trim() : null;

  return context.db.transaction().execute(async (trx) => {
    await lockTenantOrganizations(trx, tenantId);
    const existing = await findKgOrganizations(trx, tenantId);
    const replaced = replacedIds.map((id) => existing.find((row) => row.id === id));
    if (replaced.some((row) => row === undefined))
      refuse('replaces', KG_ORGANIZATION_MESSAGES.unknownReplaced);
    const replacedRows = replaced as KgOrganizationRow[];
    const mergeErrors = checkOrganizationMerge(
      validFrom,
      replacedRows.map(toPeriod),
      new Set(existing.filter((row) => row.replaced_by !== null).map((row) => row.id)),
    );
    if (mergeErrors.length > 0)
      throw new DomainError('validation', undefined, { fieldErrors: { replaces: mergeErrors } });
    const conflict = findKroConflict(existing.map(toPeriod), kroNr, validFrom, replacedIds);
    if (conflict) refuse('kro_nr', KG_ORGANIZATION_MESSAGES.duplicateKro(kroNr, conflict.name));

    const id = await insertKgOrganization(trx, {
      tenantId,
      name,
      kroNr,
      validFrom,
      externalId,
      createdBy: actor.userId,
    });
    await recordReplacements(trx, id, replacedIds, validFrom);
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId,
      action: replacedIds.length > 0 ? 'kirchgeld.organization.merged' : 'kirchgeld.organization.created',
      objectType: 'kg_organization',
      objectId: id,
      data: { tenant_id: tenantId, name, kro_nr: kroNr, valid_from: validFrom, replaces: replacedIds },
    });
    return id;
  });
}

/**
 * The tenant's organisations as `resolveOrganizationByKro` takes them, with their names: what the
 * persons part reads to show a person's `org_by_kro`.
 */
export async function findKgOrganizationsForKro(
  context: Pick<AppContext, 'db'>,
  tenantId: number,
): Promise<(KgOrganizationForKro & { name: string })[]> {
  const rows = await findKgOrganizations(context.db, tenantId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kroNr: row.kro_nr,
    validFrom: row.valid_from,
    validBefore: row.valid_before,
    replaces: row.replaces,
  }));
}

function toPeriod(row: KgOrganizationRow): KgOrganizationPeriod {
  return {
    id: row.id,
    name: row.name,
    kroNr: row.kro_nr,
    validFrom: row.valid_from,
    validBefore: row.valid_before,
  };
}

/** An organisation's url (of this tenant) or id; anything else names none. */
function parseOrganizationReference(reference: string | number, tenantId: number): number {
  const text = String(reference).trim();
  const byUrl = /tenant\/(\d+)\/organization\/(\d+)\/?$/.exec(text);
  const id = byUrl ? (Number(byUrl[1]) === tenantId ? Number(byUrl[2]) : Number.NaN) : Number(text);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647)
    refuse('replaces', KG_ORGANIZATION_MESSAGES.unknownReplaced);
  return id;
}

function refuse(field: string, message: string): never {
  throw new DomainError('validation', message, { fieldErrors: { [field]: [message] } });
}
