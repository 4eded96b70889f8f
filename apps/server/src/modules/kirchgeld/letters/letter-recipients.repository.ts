/**
 * The persons a letter reaches now: the target group's persons (H-A's filter engine), narrowed by
 * the donation status in the letter's year, by the recipients of the original letter for a
 * follow-up, and to current persons unless the last known address is wanted; read with their
 * newest data version (the address) in name order, with the open marriages between them.
 */
import {
  groupLetterRecipients,
  type KgDonationStatus,
  type KgLetterGrouping,
  type KgLetterPerson,
} from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { personIdsMatchingFilter, targetGroupPersonIds } from '../filters';

type Db = Kysely<Database>;

export type LetterAudience = {
  tenantId: number;
  filterId: number;
  donationStatus: KgDonationStatus;
  /** the year the donation status refers to */
  paymentYear: number;
  originalLetterId: number | null;
  useLastKnownAddress: boolean;
  separateCouples: boolean;
  /** YYYY-MM-DD, Europe/Berlin */
  today: string;
  now: Date;
};

/** A query of one column `person_id`: the letter's persons. */
export async function letterPersonIds(db: Db, audience: LetterAudience) {
  const scope = { tenantId: audience.tenantId, today: audience.today };
  let query = db
    .selectFrom('kg_person')
    .select('kg_person.id as person_id')
    .where('kg_person.tenant_id', '=', audience.tenantId)
    .where('kg_person.id', 'in', await targetGroupPersonIds(db, { ...scope, filterId: audience.filterId }));
  if (audience.donationStatus !== 'unimportant') {
    const donated = personIdsMatchingFilter(db, {
      ...scope,
      filter: { field: 'donated_in_year', value: audience.paymentYear },
    });
    query =
      audience.donationStatus === 'donated'
        ? query.where('kg_person.id', 'in', donated)
        : query.where('kg_person.id', 'not in', donated);
  }
  if (audience.originalLetterId !== null) {
    const originalId = audience.originalLetterId;
    query = query.where((eb) =>
      eb.or([
        eb(
          'kg_person.id',
          'in',
          eb.selectFrom('kg_letter_recipient').select('person_id').where('letter_id', '=', originalId),
        ),
        eb(
          'kg_person.id',
          'in',
          eb
            .selectFrom('kg_letter_recipient')
            .select('partner_person_id as person_id')
            .where('letter_id', '=', originalId)
            .where('partner_person_id', 'is not', null)
            .$narrowType<{ person_id: string }>(),
        ),
      ]),
    );
  }
  if (!audience.useLastKnownAddress)
    query = query.where((eb) =>
      eb.or([eb('kg_person.inactive_from', 'is', null), eb('kg_person.inactive_from', '>', audience.now)]),
    );
  return query;
}

export async function countLetterPersons(db: Db, audience: LetterAudience): Promise<number> {
  const row = await db
    .selectFrom((await letterPersonIds(db, audience)).as('audience'))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The persons with their newest version's name and address fields, by name. */
async function loadLetterPersons(db: Db, audience: LetterAudience): Promise<KgLetterPerson[]> {
  const personIds = await letterPersonIds(db, audience);
  return db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select([
      'kg_person.id',
      'kg_person.type',
      'kg_person_data.geschlecht',
      'kg_person_data.vornamen',
      'kg_person_data.rufname',
      'kg_person_data.familienname',
      'kg_person_data.familienname_zusatz',
      'kg_person_data.akad_grad',
      'kg_person_data.strassenname',
      'kg_person_data.hausnr',
      'kg_person_data.hausnr_zusatz',
      'kg_person_data.hausnr_teilnr',
      'kg_person_data.anschriften_zusatz',
      'kg_person_data.stockwerks_oder_wohnungsnr',
      'kg_person_data.plz',
      'kg_person_data.kommune',
      'kg_person_data.ortsteil',
      'kg_person_data.plz_postfach',
      'kg_person_data.postfach_nr',
    ])
    .where('kg_person.id', 'in', personIds)
    .orderBy('kg_person.lookup_name')
    .orderBy('kg_person.id')
    .execute();
}

/** Open marriages of the tenant between two of the given persons. */
async function loadCouples(db: Db, audience: LetterAudience, personIds: ReadonlySet<string>) {
  const relations = await db
    .selectFrom('kg_relation')
    .select(['side_a', 'side_b'])
    .where('tenant_id', '=', audience.tenantId)
    .where('type', '=', 'ehe')
    .where((eb) => eb.or([eb('valid_before', 'is', null), eb('valid_before', '>', audience.now)]))
    .execute();
  return relations
    .filter((relation) => personIds.has(relation.side_a) && personIds.has(relation.side_b))
    .map((relation) => [relation.side_a, relation.side_b] as const);
}

/** Every letter of the audience, grouped (couples) and in sequence order. */
export async function loadLetterGroups(db: Db, audience: LetterAudience): Promise<KgLetterGrouping> {
  const persons = await loadLetterPersons(db, audience);
  const couples = await loadCouples(db, audience, new Set(persons.map((person) => person.id)));
  return groupLetterRecipients(persons, couples, { separateCouples: audience.separateCouples });
}
