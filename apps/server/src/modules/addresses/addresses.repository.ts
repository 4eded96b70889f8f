/**
 * Reading and writing organisations' postal addresses. An address is current from `valid_from`
 * until `valid_until` (null: still current); a change ends the old row and inserts a new one.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AddressType, Database, OrganizationAddressTable } from '../../platform/database-schema';

export type OrganizationAddress = Selectable<OrganizationAddressTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The address of a type valid at `at` (default now), or undefined. */
export async function findCurrentAddress(
  db: Db,
  organizationId: number,
  type: AddressType,
  at: Date = new Date(),
): Promise<OrganizationAddress | undefined> {
  return db
    .selectFrom('organization_address')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('type', '=', type)
    .where('valid_from', '<=', at)
    .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>', at)]))
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * The address letters, collection forwarding and receipts go to (administration.md §9 "Address
 * type use"): the primary one; 'other' only when there is no primary address.
 */
export async function findPostalAddress(
  db: Db,
  organizationId: number,
  at: Date = new Date(),
): Promise<OrganizationAddress | undefined> {
  return (
    (await findCurrentAddress(db, organizationId, 'primary', at)) ??
    (await findCurrentAddress(db, organizationId, 'other', at))
  );
}

export async function insertAddress(
  db: Db,
  address: Insertable<OrganizationAddressTable>,
): Promise<OrganizationAddress> {
  return db.insertInto('organization_address').values(address).returningAll().executeTakeFirstOrThrow();
}

/** Every address of an organisation, current and ended. */
export async function findAddressesOf(db: Db, organizationId: number): Promise<OrganizationAddress[]> {
  return db
    .selectFrom('organization_address')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('valid_from', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findAddressById(db: Db, id: number): Promise<OrganizationAddress | undefined> {
  return db.selectFrom('organization_address').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The address row, locked until the transaction ends: a change and a removal cannot cross. */
export async function lockAddress(
  db: Transaction<Database>,
  id: number,
): Promise<OrganizationAddress | undefined> {
  return db
    .selectFrom('organization_address')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Locks the organisation row, so two new addresses of one type cannot both become current. */
export async function lockOrganization(db: Transaction<Database>, organizationId: number): Promise<void> {
  await db.selectFrom('organization').select('id').where('id', '=', organizationId).forUpdate().execute();
}

export async function endAddressAt(db: Db, id: number, at: Date): Promise<OrganizationAddress> {
  return db
    .updateTable('organization_address')
    .set({ valid_until: at })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export type IdentifierRow = { type: 'kro_number' | 'tax_number' | 'vat_id'; value: string };

/** The identifiers entered for an organisation, and its SEPA creditor id. */
export async function findIdentifiersOf(
  db: Db,
  organizationId: number,
): Promise<{ identifiers: IdentifierRow[]; creditorId: string | null }> {
  const [identifiers, creditor] = await Promise.all([
    db
      .selectFrom('organization_identifier')
      .select(['type', 'value'])
      .where('organization_id', '=', organizationId)
      .execute(),
    db
      .selectFrom('sepa_creditor')
      .select('creditor_identifier')
      .where('organization_id', '=', organizationId)
      .executeTakeFirst(),
  ]);
  return { identifiers, creditorId: creditor?.creditor_identifier ?? null };
}

export async function upsertIdentifier(
  db: Db,
  organizationId: number,
  identifier: IdentifierRow,
): Promise<void> {
  await db
    .insertInto('organization_identifier')
    .values({ organization_id: organizationId, ...identifier })
    .onConflict((conflict) =>
      conflict.columns(['organization_id', 'type']).doUpdateSet({ value: identifier.value }),
    )
    .execute();
}

export async function findOrganizationById(
  db: Db,
  id: number,
): Promise<{ id: number; path: string; name: string } | undefined> {
  return db.selectFrom('organization').select(['id', 'path', 'name']).where('id', '=', id).executeTakeFirst();
}
