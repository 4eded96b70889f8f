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
