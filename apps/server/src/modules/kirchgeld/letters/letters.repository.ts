/** Kysely queries of the church-tax letters: letters, their frozen recipients and audit events. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/database-schema';

type Db = Kysely<Database>;

const LETTER_COLUMNS = [
  'kg_letter.id',
  'kg_letter.tenant_id',
  'kg_letter.name',
  'kg_letter.type',
  'kg_letter.state',
  'kg_letter.filter_id',
  'kg_letter.additional_filter',
  'kg_letter.options',
  'kg_letter.no_church_tax',
  'kg_letter.special_purpose',
  'kg_letter.suggested_amount_cents',
  'kg_letter.bank_account_id',
  'kg_letter.action',
  'kg_letter.original_letter_id',
  'kg_letter.recipient_count',
  'kg_letter.finalize_task_id',
  'kg_letter.pdf_task_id',
  'kg_letter.pdf_file_key',
  'kg_letter.created_at',
  'kg_letter.created_by',
  'kg_letter.finalized_at',
  'kg_letter.sent_on',
] as const;

function letters(db: Db) {
  return db
    .selectFrom('kg_letter')
    .innerJoin('kg_filter', 'kg_filter.id', 'kg_letter.filter_id')
    .select([...LETTER_COLUMNS, 'kg_filter.name as filter_name']);
}

export type LetterRow = NonNullable<Awaited<ReturnType<typeof findLetter>>>;

export function findLetter(db: Db, tenantId: number, letterId: number) {
  return letters(db)
    .where('kg_letter.tenant_id', '=', tenantId)
    .where('kg_letter.id', '=', letterId)
    .executeTakeFirst();
}

/** The letter row locked for the rest of the transaction (finalising, marking as sent). */
export function lockLetter(db: Db, tenantId: number, letterId: number) {
  return db
    .selectFrom('kg_letter')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', letterId)
    .forUpdate()
    .executeTakeFirst();
}

export type LetterListOptions = {
  tenantId: number;
  search: string | null;
  state: 'created' | 'finalized' | 'sent' | null;
  limit: number;
  offset: number;
};

export async function listLetters(db: Db, options: LetterListOptions) {
  let query = db.selectFrom('kg_letter').where('kg_letter.tenant_id', '=', options.tenantId);
  if (options.state) query = query.where('kg_letter.state', '=', options.state);
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where(sql<boolean>`kg_letter.name ilike ${pattern}`);
  }
  const [{ count } = { count: 0 }] = await query.select((eb) => eb.fn.countAll().as('count')).execute();
  const ids = await query
    .select('kg_letter.id')
    .orderBy('kg_letter.created_at', 'desc')
    .orderBy('kg_letter.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const rows =
    ids.length === 0
      ? []
      : await letters(db)
          .where(
            'kg_letter.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('kg_letter.created_at', 'desc')
          .orderBy('kg_letter.id', 'desc')
          .execute();
  return { count: Number(count), rows };
}

export type NewLetter = {
  tenantId: number;
  name: string;
  type: string;
  filterId: number;
  additionalFilter: Record<string, unknown>;
  options: Record<string, unknown>;
  noChurchTax: boolean;
  specialPurpose: string | null;
  suggestedAmountCents: number | null;
  bankAccountId: number | null;
  action: 'duplicate' | 'followUp' | null;
  originalLetterId: number | null;
  createdAt: Date;
  createdBy: number | null;
};

export async function insertLetter(db: Db, letter: NewLetter): Promise<number> {
  const row = await db
    .insertInto('kg_letter')
    .values({
      tenant_id: letter.tenantId,
      name: letter.name,
      type: letter.type,
      filter_id: letter.filterId,
      additional_filter: JSON.stringify(letter.additionalFilter),
      options: JSON.stringify(letter.options),
      no_church_tax: letter.noChurchTax,
      special_purpose: letter.specialPurpose,
      suggested_amount_cents: letter.suggestedAmountCents,
      bank_account_id: letter.bankAccountId,
      action: letter.action,
      original_letter_id: letter.originalLetterId,
      created_at: letter.createdAt,
      created_by: letter.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function insertLetterEvent(
  db: Db,
  event: {
    tenantId: number;
    letterId: number;
    action: 'finalized' | 'sent';
    userId: number | null;
    at: Date;
  },
) {
  return db
    .insertInto('kg_letter_event')
    .values({
      tenant_id: event.tenantId,
      letter_id: event.letterId,
      action: event.action,
      user_id: event.userId,
      created_at: event.at,
    })
    .execute();
}

export function listLetterEvents(db: Db, letterId: number) {
  return db
    .selectFrom('kg_letter_event')
    .leftJoin('app_user', 'app_user.id', 'kg_letter_event.user_id')
    .select([
      'kg_letter_event.action',
      'kg_letter_event.created_at',
      'app_user.name as user_name',
      'app_user.username',
    ])
    .where('kg_letter_event.letter_id', '=', letterId)
    .orderBy('kg_letter_event.created_at')
    .orderBy('kg_letter_event.id')
    .execute();
}

/** The frozen recipients, in sequence, from `afterSequence` on (for paging through large letters). */
export function listRecipients(db: Db, letterId: number, options: { afterSequence: number; limit: number }) {
  return db
    .selectFrom('kg_letter_recipient')
    .select(['sequence', 'reference', 'person_id', 'partner_person_id', 'address', 'suggested_amount_cents'])
    .where('letter_id', '=', letterId)
    .where('sequence', '>', options.afterSequence)
    .orderBy('sequence')
    .limit(options.limit)
    .execute();
}

export type RecipientRow = Awaited<ReturnType<typeof listRecipients>>[number];

/** The letters a person received: as addressee or as the spouse sharing a couple's letter. */
export async function listPersonLetters(
  db: Db,
  tenantId: number,
  personId: string,
  page: { limit: number; offset: number },
) {
  const base = db
    .selectFrom('kg_letter_recipient')
    .innerJoin('kg_letter', 'kg_letter.id', 'kg_letter_recipient.letter_id')
    .where('kg_letter_recipient.tenant_id', '=', tenantId)
    .where((eb) =>
      eb.or([
        eb('kg_letter_recipient.person_id', '=', personId),
        eb('kg_letter_recipient.partner_person_id', '=', personId),
      ]),
    );
  const [{ count } = { count: 0 }] = await base.select((eb) => eb.fn.countAll().as('count')).execute();
  const rows = await base
    .select([
      'kg_letter.id',
      'kg_letter.name',
      'kg_letter.type',
      'kg_letter.state',
      'kg_letter.finalized_at',
      'kg_letter.sent_on',
      'kg_letter_recipient.reference',
    ])
    .orderBy('kg_letter.finalized_at', 'desc')
    .orderBy('kg_letter.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { count: Number(count), rows };
}

export function findBankAccount(db: Db, tenantId: number, accountId: number | null) {
  let query = db
    .selectFrom('kg_bank_account')
    .select(['id', 'name', 'iban', 'bic'])
    .where('tenant_id', '=', tenantId);
  query = accountId === null ? query.orderBy('id').limit(1) : query.where('id', '=', accountId);
  return query.executeTakeFirst();
}
