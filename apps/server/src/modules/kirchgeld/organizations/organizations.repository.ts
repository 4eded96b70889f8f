/** Kysely queries of the church-tax organisations and their merges (`kg_organization`, `kg_organization_replaces`). */
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';

export type KgOrganizationRow = {
  id: number;
  tenant_id: number;
  name: string;
  kro_nr: string;
  valid_from: string;
  valid_before: string | null;
  external_id: string | null;
  replaces: number[];
  replaced_by: number | null;
};

/** Every organisation of the tenant with what it replaces and what replaced it, oldest first. */
export async function findKgOrganizations(
  db: Kysely<Database>,
  tenantId: number,
): Promise<KgOrganizationRow[]> {
  const rows = await db
    .selectFrom('kg_organization')
    .select(['id', 'tenant_id', 'name', 'kro_nr', 'valid_from', 'valid_before', 'external_id'])
    .where('tenant_id', '=', tenantId)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
  const links =
    rows.length === 0
      ? []
      : await db
          .selectFrom('kg_organization_replaces')
          .select(['organization_id', 'replaced_id'])
          .where(
            'organization_id',
            'in',
            rows.map((row) => row.id),
          )
          .execute();
  return rows.map((row) => ({
    ...row,
    replaces: links.filter((link) => link.organization_id === row.id).map((link) => link.replaced_id),
    replaced_by: links.find((link) => link.replaced_id === row.id)?.organization_id ?? null,
  }));
}

/** Serialises creations per tenant: the tenant's organisation row is locked until the transaction ends. */
export async function lockTenantOrganizations(db: Kysely<Database>, tenantId: number): Promise<void> {
  await db.selectFrom('organization').select('id').where('id', '=', tenantId).forUpdate().execute();
  await db.selectFrom('kg_organization').select('id').where('tenant_id', '=', tenantId).forUpdate().execute();
}

export async function insertKgOrganization(
  db: Kysely<Database>,
  values: {
    tenantId: number;
    name: string;
    kroNr: string;
    validFrom: string;
    externalId: string | null;
    createdBy: number | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('kg_organization')
    .values({
      tenant_id: values.tenantId,
      name: values.name,
      kro_nr: values.kroNr,
      valid_from: values.validFrom,
      external_id: values.externalId,
      created_by: values.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The replaced organisations end on the new one's valid-from day. */
export async function recordReplacements(
  db: Kysely<Database>,
  organizationId: number,
  replaced: readonly number[],
  validFrom: string,
): Promise<void> {
  if (replaced.length === 0) return;
  await db
    .updateTable('kg_organization')
    .set({ valid_before: validFrom })
    .where('id', 'in', replaced)
    .execute();
  await db
    .insertInto('kg_organization_replaces')
    .values(replaced.map((replacedId) => ({ organization_id: organizationId, replaced_id: replacedId })))
    .execute();
}
