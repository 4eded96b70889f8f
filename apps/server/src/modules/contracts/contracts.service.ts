/**
 * Contracts and their billing (administration.md §4 "Contract billing", §6, §7 "Contracts and
 * billing"): whoever may read an organisation's data sees its contract and billing; superusers give
 * contracts, switch the direct-debit mandate and associate billing plans. An association runs from
 * today for 4 years minus 1 day unless said otherwise, and may not overlap another of the contract:
 * the contract row is locked while that is checked and written.
 */
import type { BillingPlanAssociation, Contract } from '@kollekta/contract';
import {
  type Actor,
  BILLING_MESSAGES,
  CONTRACT_TYPES,
  canSee,
  defaultBillingWindow,
  findOverlappingWindow,
  hasPermission,
  isWindowOrdered,
  toBusinessDay,
  type ValidityWindow,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parseOrganizationRef } from '../contacts';
import { toAssociationResponse, toContractResponse } from './contract.mapper';
import {
  type AssociationRow,
  type ContractRow,
  findAssociations,
  findBillingPlanById,
  findContractById,
  findContracts,
  insertAssociation,
  insertContract,
  lockContract,
  setSepaDirectDebit,
  updateAssociation,
} from './contracts.repository';

export type ContractActor = Actor & { userId: number | null; impersonatorId?: number | null };

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

function pathOf(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

function today(context: AppContext): string {
  return toBusinessDay(context.clock.now());
}

function assertSuperuser(actor: Actor): void {
  if (!actor.isSuperuser) throw new DomainError('forbidden', BILLING_MESSAGES.superuserOnly);
}

async function present(
  context: AppContext,
  rows: readonly ContractRow[],
  apiBase: string,
): Promise<Contract[]> {
  const associations = await findAssociations(
    context.db,
    rows.map((row) => row.id),
  );
  const day = today(context);
  return rows.map((row) => toContractResponse(row, associations, day, apiBase));
}

export async function listContracts(
  context: AppContext,
  actor: Actor,
  organizationId: number | undefined,
  apiBase: string,
): Promise<Contract[]> {
  if (organizationId !== undefined) {
    const organization = await context.db
      .selectFrom('organization')
      .select(['id', 'path'])
      .where('id', '=', organizationId)
      .executeTakeFirst();
    if (!organization || !canSee(actor, pathOf(organization.path)))
      throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
    if (!hasPermission(actor, pathOf(organization.path), 'READ_ORG_DATA')) throw new DomainError('forbidden');
  }
  const rows = await findContracts(context.db, organizationId ?? null);
  const readable = rows.filter((row) => hasPermission(actor, pathOf(row.organization_path), 'READ_ORG_DATA'));
  return present(context, readable, apiBase);
}

/** A contract the caller may read; any other answers 404, so its existence stays hidden. */
async function loadContract(context: AppContext, actor: Actor, id: number): Promise<ContractRow> {
  const row = await findContractById(context.db, id);
  if (!row || !hasPermission(actor, pathOf(row.organization_path), 'READ_ORG_DATA')) {
    throw new DomainError('not_found', BILLING_MESSAGES.contractNotFound);
  }
  return row;
}

export async function createContract(
  context: AppContext,
  actor: ContractActor,
  body: { organization: string; type: string },
  apiBase: string,
): Promise<Contract> {
  assertSuperuser(actor);
  const organizationId = parseOrganizationRef(body.organization);
  const organization =
    organizationId === null
      ? undefined
      : await context.db
          .selectFrom('organization')
          .select('id')
          .where('id', '=', organizationId)
          .executeTakeFirst();
  if (!organization)
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [ORGANIZATION_NOT_FOUND] },
    });
  if (!(CONTRACT_TYPES as readonly string[]).includes(body.type))
    throw new DomainError('validation', undefined, {
      fieldErrors: { type: [BILLING_MESSAGES.contractTypeUnknown] },
    });
  const id = await context.db.transaction().execute(async (tx) => {
    await tx.selectFrom('organization').select('id').where('id', '=', organization.id).forUpdate().execute();
    const existing = await findContracts(tx, organization.id);
    if (existing.some((row) => row.type === body.type))
      throw new DomainError('validation', undefined, {
        fieldErrors: { type: [BILLING_MESSAGES.contractExists] },
      });
    const created = await insertContract(tx, { organization_id: organization.id, type: body.type });
    await audit(tx, actor, 'contract.created', 'contract', created.id, {
      organization_id: organization.id,
      type: body.type,
    });
    return created.id;
  });
  return (await present(context, [await loadContract(context, actor, id)], apiBase))[0] as Contract;
}

/** The direct-debit mandate flag ('Vertrag aktualisiert'). */
export async function updateContract(
  context: AppContext,
  actor: ContractActor,
  id: number,
  body: { sepadd_active: boolean },
  apiBase: string,
): Promise<Contract> {
  const row = await loadContract(context, actor, id);
  assertSuperuser(actor);
  await context.db.transaction().execute(async (tx) => {
    await lockContract(tx, row.id);
    await setSepaDirectDebit(tx, row.id, body.sepadd_active, context.clock.now());
    await audit(tx, actor, 'contract.updated', 'contract', row.id, { sepadd_active: body.sepadd_active });
  });
  return (await present(context, [await loadContract(context, actor, id)], apiBase))[0] as Contract;
}

export async function listContractBilling(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<BillingPlanAssociation[]> {
  const row = await loadContract(context, actor, id);
  return (await findAssociations(context.db, [row.id])).map((association) =>
    toAssociationResponse(association, apiBase),
  );
}

/** The id in `…/billing/manage/plan/{id}/` (or a bare id); null for anything else. */
function parsePlanRef(value: string): number | null {
  const text = value.trim();
  const match = /(?:^|\/)billing\/manage\/plan\/(\d+)\/?$/.exec(text) ?? /^(\d+)$/.exec(text);
  const id = Number(match?.[1]);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

async function loadPlanRef(context: AppContext, ref: string) {
  const planId = parsePlanRef(ref);
  const plan = planId === null ? undefined : await findBillingPlanById(context.db, planId);
  if (!plan)
    throw new DomainError('validation', undefined, {
      fieldErrors: { billing_plan: [BILLING_MESSAGES.planNotFound] },
    });
  return plan;
}

function assertOrdered(window: ValidityWindow): void {
  if (!isWindowOrdered(window))
    throw new DomainError('validation', undefined, {
      fieldErrors: { valid_notafter: [BILLING_MESSAGES.windowReversed] },
    });
}

async function assertNoOverlap(
  tx: Transaction<Database>,
  contractId: number,
  window: ValidityWindow,
  ignoreId: number | null,
): Promise<void> {
  const existing = (await findAssociations(tx, [contractId])).map((row) => ({
    id: row.id,
    validFrom: row.valid_from,
    validNotafter: row.valid_notafter,
  }));
  const overlap = findOverlappingWindow(existing, window, ignoreId);
  if (overlap) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { valid_from: [BILLING_MESSAGES.overlap(overlap.validFrom, overlap.validNotafter)] },
    });
  }
}

async function loadAssociation(context: AppContext, contractId: number, id: number): Promise<AssociationRow> {
  const found = (await findAssociations(context.db, [contractId])).find((row) => row.id === id);
  if (!found) throw new DomainError('not_found', BILLING_MESSAGES.associationNotFound);
  return found;
}

/** 'Rechnungskonfiguration erstellt': from today for 4 years minus 1 day unless given. */
export async function createContractBilling(
  context: AppContext,
  actor: ContractActor,
  id: number,
  body: { billing_plan: string; valid_from?: string | undefined; valid_notafter?: string | null | undefined },
  apiBase: string,
): Promise<BillingPlanAssociation> {
  const contract = await loadContract(context, actor, id);
  assertSuperuser(actor);
  const plan = await loadPlanRef(context, body.billing_plan);
  const fallback = defaultBillingWindow(today(context));
  const validFrom = body.valid_from ?? fallback.validFrom;
  const window: ValidityWindow = {
    validFrom,
    validNotafter:
      body.valid_notafter === undefined
        ? body.valid_from === undefined
          ? fallback.validNotafter
          : defaultBillingWindow(validFrom).validNotafter
        : body.valid_notafter,
  };
  assertOrdered(window);
  const associationId = await context.db.transaction().execute(async (tx) => {
    await lockContract(tx, contract.id);
    await assertNoOverlap(tx, contract.id, window, null);
    const created = await insertAssociation(tx, {
      contract_id: contract.id,
      billing_plan_id: plan.id,
      valid_from: window.validFrom,
      valid_notafter: window.validNotafter,
      created_by: actor.userId,
    });
    await audit(tx, actor, 'billing_plan_association.created', 'billing_plan_association', created.id, {
      contract_id: contract.id,
      billing_plan_id: plan.id,
      valid_from: window.validFrom,
      valid_notafter: window.validNotafter,
    });
    return created.id;
  });
  return toAssociationResponse(await loadAssociation(context, contract.id, associationId), apiBase);
}

/** 'Rechnungskonfiguration aktualisiert': another plan (or validity) for one association. */
export async function updateContractBilling(
  context: AppContext,
  actor: ContractActor,
  id: number,
  body: {
    id: number;
    billing_plan?: string | undefined;
    valid_from?: string | undefined;
    valid_notafter?: string | null | undefined;
  },
  apiBase: string,
): Promise<BillingPlanAssociation> {
  const contract = await loadContract(context, actor, id);
  assertSuperuser(actor);
  const plan = body.billing_plan === undefined ? undefined : await loadPlanRef(context, body.billing_plan);
  await context.db.transaction().execute(async (tx) => {
    await lockContract(tx, contract.id);
    const stored = (await findAssociations(tx, [contract.id])).find((row) => row.id === body.id);
    if (!stored) throw new DomainError('not_found', BILLING_MESSAGES.associationNotFound);
    const window: ValidityWindow = {
      validFrom: body.valid_from ?? stored.valid_from,
      validNotafter: body.valid_notafter === undefined ? stored.valid_notafter : body.valid_notafter,
    };
    assertOrdered(window);
    await assertNoOverlap(tx, contract.id, window, stored.id);
    const values = {
      billing_plan_id: plan?.id ?? stored.billing_plan_id,
      valid_from: window.validFrom,
      valid_notafter: window.validNotafter,
    };
    await updateAssociation(tx, stored.id, values);
    await audit(tx, actor, 'billing_plan_association.updated', 'billing_plan_association', stored.id, {
      contract_id: contract.id,
      before: {
        billing_plan_id: stored.billing_plan_id,
        valid_from: stored.valid_from,
        valid_notafter: stored.valid_notafter,
      },
      after: values,
    });
  });
  return toAssociationResponse(await loadAssociation(context, contract.id, body.id), apiBase);
}

export async function audit(
  db: Transaction<Database>,
  actor: ContractActor,
  action: string,
  objectType: string,
  objectId: number,
  data: Record<string, unknown>,
) {
  await appendAudit(db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action,
    objectType,
    objectId,
    data,
  });
}
