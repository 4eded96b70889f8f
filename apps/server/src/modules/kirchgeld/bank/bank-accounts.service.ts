/** Bank accounts of a tenant (§3 "Bank account", §7 `{tenant}bank_account/`): the list and adding one. */
import type { KgBankAccount, KgBankAccountBody } from '@kollekta/contract';
import { KG_BANK_MESSAGES, validateKgBankAccount } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { DomainError } from '../../../platform/errors';
import type { AuthenticatedCaller } from '../../../platform/request-context';
import { appendAudit } from '../../audit';
import { requireTenant, tenantUrl } from '../tenancy';
import { toBankAccountResponse } from './bank.mapper';
import { type BankAccountRow, findBankAccounts, insertBankAccount } from './bank.repository';

export async function listKgBankAccounts(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  query: { limit?: number | undefined; offset?: number | undefined },
  apiBase: string,
) {
  await requireTenant(context, caller, tenantId);
  const rows = await findBankAccounts(context.db, tenantId);
  const limit = query.limit ?? 1000;
  const offset = query.offset ?? 0;
  const listUrl = `${tenantUrl(apiBase, tenantId)}bank_account/`;
  return {
    count: rows.length,
    next: offset + limit < rows.length ? `${listUrl}?limit=${limit}&offset=${offset + limit}` : null,
    previous: offset > 0 ? `${listUrl}?limit=${limit}&offset=${Math.max(0, offset - limit)}` : null,
    results: rows.slice(offset, offset + limit).map((row) => toBankAccountResponse(row, apiBase)),
  };
}

export async function createKgBankAccount(
  context: AppContext,
  caller: AuthenticatedCaller,
  tenantId: number,
  body: KgBankAccountBody,
  apiBase: string,
): Promise<KgBankAccount> {
  await requireTenant(context, caller, tenantId);
  const row = await addKgBankAccount(context, tenantId, body, {
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
  });
  return toBankAccountResponse(row, apiBase);
}

/** Adds an account for a tenant already checked (the demo world uses it too). */
export async function addKgBankAccount(
  context: Pick<AppContext, 'db'>,
  tenantId: number,
  body: KgBankAccountBody,
  actor: { userId: number | null; impersonatorId?: number | null },
): Promise<BankAccountRow> {
  const { fieldErrors, value } = validateKgBankAccount(body);
  if (!value) throw new DomainError('validation', undefined, { fieldErrors });
  return context.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('kg_bank_account')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('iban', '=', value.iban)
      .forUpdate()
      .executeTakeFirst();
    if (existing)
      throw new DomainError('validation', KG_BANK_MESSAGES.duplicateAccount, {
        fieldErrors: { iban: [KG_BANK_MESSAGES.duplicateAccount] },
      });
    const row = await insertBankAccount(trx, { tenantId, ...value });
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'kirchgeld.bank_account.created',
      objectType: 'kg_bank_account',
      objectId: row.id,
      data: { tenant_id: tenantId, name: row.name, iban: row.iban, bic: row.bic },
    });
    return row;
  });
}
