/**
 * Kysely queries of the church-tax persons: a person with versions and relations, payments (the lookup
 * is in person-lookup.repository.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';

type Db = Kysely<Database>;

export function findPerson(db: Db, tenantId: number, personId: string) {
  return db
    .selectFrom('kg_person')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', personId)
    .executeTakeFirst();
}

/** The person row, locked for the rest of the transaction. */
export function lockPerson(db: Db, tenantId: number, personId: string) {
  return db
    .selectFrom('kg_person')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', personId)
    .forUpdate()
    .executeTakeFirst();
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

export function findVersions(db: Db, personId: string) {
  return db
    .selectFrom('kg_person_data')
    .selectAll()
    .where('person_id', '=', personId)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type VersionRow = Awaited<ReturnType<typeof findVersions>>[number];

export function insertPerson(
  db: Db,
  person: {
    id: string;
    tenantId: number;
    type: 'individual' | 'company';
    createdBy: number | null;
    at: Date;
  },
) {
  return db
    .insertInto('kg_person')
    .values({
      id: person.id,
      tenant_id: person.tenantId,
      type: person.type,
      eigenerfasst: true,
      created_at: person.at,
      created_by: person.createdBy,
    })
    .execute();
}

export function endVersion(db: Db, versionId: number, validBefore: Date) {
  return db
    .updateTable('kg_person_data')
    .set({ valid_before: validBefore })
    .where('id', '=', versionId)
    .execute();
}

/** Relations of a person on one side, with the other side's type and newest names. */
export function findRelations(db: Db, personId: string, side: 'side_a' | 'side_b') {
  const other = side === 'side_a' ? 'kg_relation.side_b' : 'kg_relation.side_a';
  return db
    .selectFrom('kg_relation')
    .innerJoin('kg_person', 'kg_person.id', other)
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_relation.id',
      'kg_relation.type',
      'kg_relation.valid_from',
      'kg_relation.valid_before',
      'kg_person.id as other_id',
      'kg_person.type as other_type',
      'kg_person_data.familienname',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
    ])
    .where(`kg_relation.${side}`, '=', personId)
    .orderBy('kg_relation.valid_from', 'desc')
    .orderBy('kg_relation.id', 'desc')
    .execute();
}
export type RelationRow = Awaited<ReturnType<typeof findRelations>>[number];

/** Open relations of a type that involve either person. */
export function findOpenRelations(db: Db, personIds: string[], type: 'ehe' | 'part_of', now: Date) {
  return db
    .selectFrom('kg_relation')
    .select(['id', 'side_a', 'side_b'])
    .where('type', '=', type)
    .where((eb) => eb.or([eb('side_a', 'in', personIds), eb('side_b', 'in', personIds)]))
    .where((eb) => eb.or([eb('valid_before', 'is', null), eb('valid_before', '>', now)]))
    .execute();
}

export async function insertRelation(
  db: Db,
  relation: {
    tenantId: number;
    type: 'ehe' | 'part_of';
    sideA: string;
    sideB: string;
    validFrom: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('kg_relation')
    .values({
      tenant_id: relation.tenantId,
      type: relation.type,
      side_a: relation.sideA,
      side_b: relation.sideB,
      valid_from: relation.validFrom,
      source: 'manual',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function lockRelation(db: Db, tenantId: number, personId: string, relationId: number) {
  return db
    .selectFrom('kg_relation')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', relationId)
    .where((eb) => eb.or([eb('side_a', '=', personId), eb('side_b', '=', personId)]))
    .forUpdate()
    .executeTakeFirst();
}

export function endRelation(db: Db, relationId: number, validBefore: Date) {
  return db
    .updateTable('kg_relation')
    .set({ valid_before: validBefore })
    .where('id', '=', relationId)
    .execute();
}

/** The tenant's church-tax organisations with the ones each replaces, for `org_by_kro`. */
export async function findKgOrganizations(db: Db, tenantId: number) {
  const organizations = await db
    .selectFrom('kg_organization')
    .select(['id', 'name', 'kro_nr', 'valid_from', 'valid_before'])
    .where('tenant_id', '=', tenantId)
    .execute();
  if (organizations.length === 0) return [];
  const replaces = await db
    .selectFrom('kg_organization_replaces')
    .select(['organization_id', 'replaced_id'])
    .where(
      'organization_id',
      'in',
      organizations.map((organization) => organization.id),
    )
    .execute();
  return organizations.map((organization) => ({
    id: organization.id,
    name: organization.name,
    kroNr: organization.kro_nr,
    validFrom: String(organization.valid_from),
    validBefore: organization.valid_before === null ? null : String(organization.valid_before),
    replaces: replaces.filter((row) => row.organization_id === organization.id).map((row) => row.replaced_id),
  }));
}

export async function findPayments(
  db: Db,
  tenantId: number,
  personId: string,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('kg_payment')
    .where('tenant_id', '=', tenantId)
    .where('person_id', '=', personId);
  const counted = await base
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('booking_date', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(counted.count), rows };
}
