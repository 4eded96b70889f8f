/** Queries of contracts, billing plans and their associations. */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import type {
  BillingPlanAssociationTable,
  BillingPlanTable,
  ContractTable,
  StoredBillingCondition,
} from '../../platform/database-schema-contracts';

type Db = Kysely<Database> | Transaction<Database>;

export type ContractRow = Selectable<ContractTable> & { organization_path: string };
export type BillingPlanRow = Selectable<BillingPlanTable>;
export type AssociationRow = Selectable<BillingPlanAssociationTable> & { billing_plan_name: string };

function selectContracts(db: Db) {
  return db
    .selectFrom('contract')
    .innerJoin('organization', 'organization.id', 'contract.organization_id')
    .selectAll('contract')
    .select('organization.path as organization_path');
}

export async function findContracts(db: Db, organizationId: number | null): Promise<ContractRow[]> {
  let query = selectContracts(db);
  if (organizationId !== null) query = query.where('contract.organization_id', '=', organizationId);
  return query.orderBy('contract.organization_id').orderBy('contract.type').execute();
}

export async function findContractById(db: Db, id: number): Promise<ContractRow | undefined> {
  return selectContracts(db).where('contract.id', '=', id).executeTakeFirst();
}

/** Locks the contract while its associations are checked and written: overlaps cannot slip in. */
export async function lockContract(db: Transaction<Database>, id: number): Promise<void> {
  await db.selectFrom('contract').select('id').where('id', '=', id).forUpdate().execute();
}

export async function insertContract(db: Db, values: Insertable<ContractTable>) {
  return db.insertInto('contract').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function setSepaDirectDebit(db: Db, id: number, active: boolean, at: Date): Promise<void> {
  await db
    .updateTable('contract')
    .set({ sepadd_active: active, updated_at: at })
    .where('id', '=', id)
    .execute();
}

export async function findAssociations(db: Db, contractIds: readonly number[]): Promise<AssociationRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('billing_plan_association')
    .innerJoin('billing_plan', 'billing_plan.id', 'billing_plan_association.billing_plan_id')
    .selectAll('billing_plan_association')
    .select('billing_plan.name as billing_plan_name')
    .where('billing_plan_association.contract_id', 'in', [...contractIds])
    .orderBy('billing_plan_association.valid_from', 'desc')
    .orderBy('billing_plan_association.id', 'desc')
    .execute();
}

export async function insertAssociation(db: Db, values: Insertable<BillingPlanAssociationTable>) {
  return db.insertInto('billing_plan_association').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function updateAssociation(
  db: Db,
  id: number,
  values: { billing_plan_id: number; valid_from: string; valid_notafter: string | null },
): Promise<void> {
  await db.updateTable('billing_plan_association').set(values).where('id', '=', id).execute();
}

export async function findBillingPlans(db: Db): Promise<BillingPlanRow[]> {
  return db.selectFrom('billing_plan').selectAll().orderBy('name').execute();
}

export async function findBillingPlanById(db: Db, id: number): Promise<BillingPlanRow | undefined> {
  return db.selectFrom('billing_plan').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBillingPlanByName(db: Db, name: string): Promise<BillingPlanRow | undefined> {
  return db.selectFrom('billing_plan').selectAll().where('name', '=', name).executeTakeFirst();
}

export async function insertBillingPlan(
  db: Db,
  values: { name: string; type: string; conditions: StoredBillingCondition[] },
): Promise<BillingPlanRow> {
  return db
    .insertInto('billing_plan')
    .values({ ...values, conditions: JSON.stringify(values.conditions) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateBillingPlanRow(
  db: Db,
  id: number,
  values: { name: string; type: string; conditions: StoredBillingCondition[] },
  at: Date,
): Promise<BillingPlanRow> {
  return db
    .updateTable('billing_plan')
    .set({ ...values, conditions: JSON.stringify(values.conditions), updated_at: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** How many contracts use each plan on `day`. */
export async function countContractsByPlan(db: Db, day: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('billing_plan_association')
    .select(['billing_plan_id'])
    .select((eb) => eb.fn.count<number>('contract_id').distinct().as('count'))
    .where('valid_from', '<=', day)
    .where((eb) => eb.or([eb('valid_notafter', 'is', null), eb('valid_notafter', '>=', day)]))
    .groupBy('billing_plan_id')
    .execute();
  return new Map(rows.map((row) => [row.billing_plan_id, Number(row.count)]));
}
