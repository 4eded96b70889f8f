/**
 * Donation receipt configurations (administration.md "Donation receipt configuration"): the
 * minimum amounts from which an organisation's online gifts (min_amount_donation) and collection
 * gifts on devices (min_amount_collection) get a receipt, valid by day, never overlapping. Read by
 * whoever may read the organisation's contract data, added by superusers only.
 *
 * Which configuration applies to a gift: the one valid on the gift's Berlin day of the organisation
 * itself, else of its nearest ancestor that has one (a region can set the rule for its parishes);
 * without any, every requested receipt is made (minimum 0).
 */
import type { DonationReceiptConfiguration } from '@kollekta/contract';
import {
  type Actor,
  centsToDecimalString,
  checkReceiptConfiguration,
  collectPermissions,
  decimalStringToCents,
  findConfigurationOn,
  RECEIPT_MESSAGES,
} from '@kollekta/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import type { DonationReceiptConfigurationTable } from '../../platform/database-schema-donation-receipts';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { loadVisibleOrganization, parsePath } from '../organizations';

type Db = Kysely<Database> | Transaction<Database>;
type ConfigurationRow = Selectable<DonationReceiptConfigurationTable>;

export type ReceiptMinimums = { donationCents: number; collectionCents: number };

export function toConfigurationResponse(row: ConfigurationRow): DonationReceiptConfiguration {
  return {
    id: row.id,
    min_amount_donation: centsToDecimalString(Number(row.min_amount_donation_cents)),
    min_amount_collection: centsToDecimalString(Number(row.min_amount_collection_cents)),
    valid_from: row.valid_from,
    valid_notafter: row.valid_notafter,
  };
}

function findConfigurations(db: Db, organizationIds: readonly number[]) {
  if (organizationIds.length === 0) return Promise.resolve([] as ConfigurationRow[]);
  return db
    .selectFrom('donation_receipt_configuration')
    .selectAll()
    .where('organization_id', 'in', organizationIds)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
}

/** The minimums on a day for an organisation (its path, root first): its own, else the nearest ancestor's. */
export async function findReceiptMinimums(
  db: Db,
  organizationPath: readonly number[],
  day: string,
): Promise<ReceiptMinimums> {
  const rows = await findConfigurations(db, organizationPath);
  for (const organizationId of [...organizationPath].reverse()) {
    const own = rows
      .filter((row) => row.organization_id === organizationId)
      .map((row) => ({ ...row, validFrom: row.valid_from, validNotAfter: row.valid_notafter }));
    const valid = findConfigurationOn(own, day);
    if (valid) {
      return {
        donationCents: Number(valid.min_amount_donation_cents),
        collectionCents: Number(valid.min_amount_collection_cents),
      };
    }
  }
  return { donationCents: 0, collectionCents: 0 };
}

/** The path of an organisation (root first), for findReceiptMinimums. */
export async function findOrganizationPath(db: Db, organizationId: number): Promise<number[]> {
  const row = await db
    .selectFrom('organization')
    .select('path')
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return parsePath(row.path);
}

async function loadContractOrganization(context: AppContext, actor: Actor, id: number) {
  const organization = await loadVisibleOrganization(context, actor, id);
  const held = collectPermissions(actor, parsePath(organization.path));
  if (!actor.isSuperuser && !held.has('READ_ORG_DATA') && !held.has('WRITE_ORG_DATA')) {
    throw new DomainError('forbidden', RECEIPT_MESSAGES.configurationNoPermission);
  }
  return organization;
}

export async function listReceiptConfigurations(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<DonationReceiptConfiguration[]> {
  const organization = await loadContractOrganization(context, actor, organizationId);
  return (await findConfigurations(context.db, [organization.id])).map(toConfigurationResponse);
}

export type ConfigurationBody = {
  min_amount_donation: string;
  min_amount_collection: string;
  valid_from: string;
  valid_notafter: string | null;
};

/**
 * Adds a configuration; the organisation's row is locked so that two overlapping ones sent at the
 * same time cannot both pass the overlap check.
 */
export async function createReceiptConfiguration(
  context: AppContext,
  actor: Actor & { userId: number; impersonatorId: number | null },
  organizationId: number,
  body: ConfigurationBody,
): Promise<DonationReceiptConfiguration> {
  const organization = await loadContractOrganization(context, actor, organizationId);
  if (!actor.isSuperuser) throw new DomainError('forbidden', RECEIPT_MESSAGES.configurationSuperuserOnly);
  const input = {
    minDonationCents: decimalStringToCents(body.min_amount_donation),
    minCollectionCents: decimalStringToCents(body.min_amount_collection),
    validFrom: body.valid_from,
    validNotAfter: body.valid_notafter ?? null,
  };
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    await trx.selectFrom('organization').select('id').where('id', '=', organization.id).forUpdate().execute();
    const existing = (await findConfigurations(trx, [organization.id])).map((row) => ({
      validFrom: row.valid_from,
      validNotAfter: row.valid_notafter,
    }));
    const fieldErrors = checkReceiptConfiguration(input, existing);
    if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
    const row = await trx
      .insertInto('donation_receipt_configuration')
      .values({
        organization_id: organization.id,
        min_amount_donation_cents: input.minDonationCents ?? 0,
        min_amount_collection_cents: input.minCollectionCents ?? 0,
        valid_from: input.validFrom,
        valid_notafter: input.validNotAfter,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      action: 'donation_receipt_configuration.created',
      objectType: 'donation_receipt_configuration',
      objectId: row.id,
      data: { organization_id: organization.id, ...toConfigurationResponse(row) },
      at: now,
    });
    return toConfigurationResponse(row);
  });
}
