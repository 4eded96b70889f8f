/**
 * Legacy records of ContextK (devices-income-kirchgeld.md §2 "Legacy import", §5 "Legacy adoption"):
 * the table by postcode and booking years, the postcodes, and the adoption. Adopting creates a person
 * from the record's data (a version with source legacy, self-created so it can be edited) or assigns
 * the record to an existing inactive individual; in both cases, in one transaction that locks the
 * record, the record is marked adopted and each booking becomes a ContextKPayment, kept once by
 * (record, booking index). Adopting twice is refused with 409 and books nothing.
 */
import { randomUUID } from 'node:crypto';
import type { KgLegacyAdoptionBody, KgLegacyRecord, KgLegacyRecordList } from '@kollekta/contract';
import { contextKPersonValues } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../platform/app-context';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import { appendAudit } from '../../audit';
import { insertKgPayments } from '../payments/kg-payment-writer';
import { appendPersonVersion } from '../persons/person-versions.repository';
import { requireTenant } from '../tenancy';
import { toLegacyRecordResponse } from './legacy.mapper';
import {
  findLegacyPostcodes,
  findLegacyRecord,
  findLegacyRecords,
  type LegacyRecordRow,
  lockLegacyRecord,
} from './legacy.repository';
import { LEGACY_MESSAGES } from './legacy-messages';

type Actor = { userId: number | null; impersonatorId: number | null };
type Caller = Parameters<typeof requireTenant>[1] & { userId: number; impersonatorId: number | null };

export async function listLegacyRecords(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  query: {
    limit?: number | undefined;
    offset?: number | undefined;
    buchung_year?: number[] | undefined;
    address_plz?: string | undefined;
  },
  apiBase: string,
): Promise<KgLegacyRecordList> {
  await requireTenant(context, caller, tenantId);
  const limit = query.limit ?? 25;
  const offset = query.offset ?? 0;
  const years = query.buchung_year ?? [];
  const plz = query.address_plz?.trim() ? query.address_plz.trim() : null;
  const { count, rows } = await findLegacyRecords(context.db, tenantId, { years, plz }, { limit, offset });
  const pageUrl = (pageOffset: number) => {
    const search = new URLSearchParams({ limit: String(limit), offset: String(pageOffset) });
    for (const year of years) search.append('buchung_year', String(year));
    if (plz) search.set('address_plz', plz);
    return `${apiBase}tenant/${tenantId}/legacy/contextk/stammdaten/?${search}`;
  };
  return {
    count,
    next: offset + limit < count ? pageUrl(offset + limit) : null,
    previous: offset > 0 ? pageUrl(Math.max(0, offset - limit)) : null,
    results: rows.map((row) => toLegacyRecordResponse(row, apiBase)),
  };
}

export async function listLegacyPostcodes(
  context: AppContext,
  caller: Caller,
  tenantId: number,
): Promise<string[]> {
  await requireTenant(context, caller, tenantId);
  return findLegacyPostcodes(context.db, tenantId);
}

export async function adoptLegacyRecordForCaller(
  context: AppContext,
  caller: Caller,
  tenantId: number,
  recordId: number,
  body: KgLegacyAdoptionBody,
  apiBase: string,
): Promise<KgLegacyRecord> {
  await requireTenant(context, caller, tenantId);
  await adoptLegacyRecord(context, tenantId, recordId, body, {
    userId: caller.userId,
    impersonatorId: caller.impersonatorId,
  });
  const row = await findLegacyRecord(context.db, tenantId, recordId);
  if (!row) throw new DomainError('not_found', LEGACY_MESSAGES.recordNotFound);
  return toLegacyRecordResponse(row, apiBase);
}

/** The adoption for a tenant already checked (the demo world adopts through it too); answers the person's id. */
export async function adoptLegacyRecord(
  context: Pick<AppContext, 'db' | 'clock'>,
  tenantId: number,
  recordId: number,
  body: KgLegacyAdoptionBody,
  actor: Actor,
): Promise<string> {
  if (!body.person && !body.type)
    throw new DomainError('validation', LEGACY_MESSAGES.personOrType, {
      fieldErrors: { type: [LEGACY_MESSAGES.chooseType] },
    });
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const record = await lockLegacyRecord(trx, tenantId, recordId);
    if (!record) throw new DomainError('not_found', LEGACY_MESSAGES.recordNotFound);
    if (record.person_id !== null) throw new DomainError('conflict', LEGACY_MESSAGES.alreadyAdopted);
    const personId = body.person
      ? await assignToInactiveIndividual(trx, tenantId, body.person, record.id, now)
      : await createPersonFromRecord(trx, tenantId, record, body, actor, now);
    await bookLegacyPayments(trx, record, personId, actor);
    await trx
      .updateTable('kg_legacy_record')
      .set({ person_id: personId, adopted_at: now, adopted_by: actor.userId })
      .where('id', '=', record.id)
      .execute();
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId,
      action: 'kirchgeld.legacy_record.adopted',
      objectType: 'kg_legacy_record',
      objectId: record.id,
      data: {
        tenant_id: tenantId,
        adr_id: record.adr_id,
        person_id: personId,
        mode: body.person ? 'assigned' : 'created',
        bookings: record.buchungen.length,
      },
    });
    return personId;
  });
}

async function assignToInactiveIndividual(
  trx: Kysely<Database>,
  tenantId: number,
  personId: string,
  recordId: number,
  now: Date,
): Promise<string> {
  const person = await trx
    .selectFrom('kg_person')
    .leftJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_person.id',
      'kg_person.type',
      'kg_person.legacy_contextk_stammdaten_id',
      'kg_person_data.valid_before',
    ])
    .where('kg_person.id', '=', personId)
    .where('kg_person.tenant_id', '=', tenantId)
    .forUpdate('kg_person')
    .executeTakeFirst();
  const refuse = (message: string): never => {
    throw new DomainError('validation', message, { fieldErrors: { person: [message] } });
  };
  if (!person) return refuse(LEGACY_MESSAGES.personNotFound);
  if (person.type !== 'individual') return refuse(LEGACY_MESSAGES.notIndividual);
  const validBefore = person.valid_before ? new Date(person.valid_before) : null;
  if (!validBefore || validBefore.getTime() > now.getTime()) return refuse(LEGACY_MESSAGES.notInactive);
  if (person.legacy_contextk_stammdaten_id === null)
    await trx
      .updateTable('kg_person')
      .set({ legacy_contextk_stammdaten_id: recordId })
      .where('id', '=', personId)
      .execute();
  return personId;
}

async function createPersonFromRecord(
  trx: Kysely<Database>,
  tenantId: number,
  record: LegacyRecordRow,
  body: KgLegacyAdoptionBody,
  actor: Actor,
  now: Date,
): Promise<string> {
  const type = body.type ?? 'individual';
  const personId = randomUUID();
  await trx
    .insertInto('kg_person')
    .values({
      id: personId,
      tenant_id: tenantId,
      type,
      eigenerfasst: true,
      legacy_contextk_stammdaten_id: record.id,
      created_by: actor.userId,
    })
    .execute();
  const isActive = body.is_active ?? true;
  // an inactive person's data ended at once: valid_before lies in the past from now on
  await appendPersonVersion(trx, {
    personId,
    values: contextKPersonValues(record.raw_data, type),
    validFrom: isActive ? now : new Date(now.getTime() - 1000),
    validBefore: isActive ? null : now,
    source: 'legacy',
    eigenerfasst: true,
    createdBy: actor.userId,
  });
  return personId;
}

async function bookLegacyPayments(
  trx: Kysely<Database>,
  record: LegacyRecordRow,
  personId: string,
  actor: Actor,
): Promise<void> {
  await insertKgPayments(
    trx,
    { userId: actor.userId },
    record.buchungen.map((booking, index) => ({
      tenantId: record.tenant_id,
      personId,
      paymentType: 'ContextKPayment' as const,
      bookingDate: String(booking.booking_date),
      amountCents: Number(booking.amount_cents),
      purpose: typeof booking.purpose === 'string' && booking.purpose !== '' ? booking.purpose : null,
      legacyRecordId: record.id,
      legacyBookingIndex: index,
    })),
    { skipBookedLegacyBookings: true },
  );
}
