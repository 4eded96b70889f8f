/**
 * Special purposes (Verwendungsschlüssel, devices-income-kirchgeld.md §3 "Special purpose", §7
 * `{tenant}special_purpose/`): the tenant's list, and adding one; each text once per tenant.
 */
import type { KgSpecialPurpose, KgSpecialPurposeBody, KgSpecialPurposeList } from '@kollekta/contract';
import { KG_PAYMENT_MESSAGES, validateSpecialPurpose } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant } from '../tenancy';
import { findSpecialPurposes, insertSpecialPurpose } from './payments.repository';

const specialPurposeUrl = (apiBase: string, tenantId: number, id: number) =>
  `${apiBase}tenant/${tenantId}/special_purpose/${id}/`;

export async function listSpecialPurposes(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
): Promise<KgSpecialPurposeList> {
  await requireTenant(context, caller, tenantId);
  const rows = await findSpecialPurposes(context.db, tenantId);
  const limit = query.limit ?? 1000;
  const offset = query.offset ?? 0;
  const listUrl = `${apiBase}tenant/${tenantId}/special_purpose/`;
  return {
    count: rows.length,
    next: offset + limit < rows.length ? `${listUrl}?limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: rows.slice(offset, offset + limit).map((row) => ({
      id: row.id,
      url: specialPurposeUrl(apiBase, tenantId, row.id),
      special_purpose: row.special_purpose,
    })),
  };
}

export async function createSpecialPurpose(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgSpecialPurposeBody,
  apiBase: string,
): Promise<KgSpecialPurpose> {
  await requireTenant(context, caller, tenantId);
  return addSpecialPurpose(context, tenantId, body.special_purpose, caller.userId, apiBase);
}

/** For a tenant already checked; the demo world uses it too. */
export async function addSpecialPurpose(
  context: Pick<AppContext, 'db'>,
  tenantId: number,
  value: string,
  userId: number | null,
  apiBase: string,
): Promise<KgSpecialPurpose> {
  const fieldErrors = validateSpecialPurpose(value);
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
  const specialPurpose = value.trim();
  const id = await context.db.transaction().execute(async (trx) => {
    const inserted = await insertSpecialPurpose(trx, tenantId, specialPurpose);
    if (!inserted.created)
      throw new DomainError('validation', KG_PAYMENT_MESSAGES.specialPurposeExists, {
        fieldErrors: { special_purpose: [KG_PAYMENT_MESSAGES.specialPurposeExists] },
      });
    await appendAudit(trx, {
      actorUserId: userId,
      action: 'kg_special_purpose.created',
      objectType: 'kg_special_purpose',
      objectId: inserted.id,
      data: { tenant_id: tenantId, special_purpose: specialPurpose },
    });
    return inserted.id;
  });
  return { id, url: specialPurposeUrl(apiBase, tenantId, id), special_purpose: specialPurpose };
}
