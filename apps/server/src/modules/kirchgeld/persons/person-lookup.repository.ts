/**
 * Kysely queries of the church-tax person lookup (devices-income-kirchgeld.md §2 "Person lookup";
 * issue 18: under 100 ms with 100,000 persons in the tenant, broad searches too).
 *
 * A search is answered by one of three plans, all giving the same rows in the same order:
 * - `sets`: the matches as a set (a semi-join per term), for the few self-created persons or companies;
 * - `words`: starts at the word entries of the rarest term and looks up each of its persons, so it
 *   costs about as much as that term has entries: chosen while that is below `broadEntries`;
 * - `walk`: walks the persons in the order of the page (the sort name's index) and checks each one's
 *   words, stopping when the page is full: cheap when many persons match, so chosen for broad
 *   searches; it gives up after `walkPersons` persons (matches bunched late in the order) for `words`.
 * Counting every match of a broad search would cost more than the page, so a broad search is counted
 * exactly only up to `countCap` persons (more than the page reaches), beyond that the count is a
 * lower bound: the lookup says "mehr als 1.000 Personen".
 */
import type { KgPersonFilter } from '@kollekta/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../../platform/database-schema';

type Db = Kysely<Database>;

export const LOOKUP_TUNING = {
  /**
   * word entries of the rarest term from which a search is broad: the `words` plan costs ~7 µs an
   * entry on PGlite, so up to here it stays near 20 ms
   */
  broadEntries: 3000,
  /** a broad search's count is exact up to this many persons (at least the page's end) */
  countCap: 1000,
  /** persons the `walk` plan checks (~10 µs each) before it leaves the page to the `words` plan */
  walkPersons: 2000,
  /** word entries of the rarest term the capped count reads before it counts exactly instead */
  countEntries: 2000,
};
export type LookupTuning = typeof LOOKUP_TUNING;
export type LookupPlan = 'sets' | 'words' | 'walk';

export type LookupOptions = {
  tenantId: number;
  /** lower-case word starts; every one must match */
  terms: string[];
  filter: KgPersonFilter;
  includeInactive: boolean;
  /** only self-created persons (`is_editable/`) */
  editableOnly?: boolean;
  now: Date;
  /** a field of the newest version (or created_at), with '-' for descending */
  ordering: string;
  limit: number;
  offset: number;
  /** tests: other limits, and one plan instead of the chosen one */
  tuning?: Partial<LookupTuning>;
  plan?: LookupPlan;
};

type Page = { ids: string[]; count: number; isCountLowerBound: boolean };

const DATA_ORDER_COLUMNS = {
  vornamen: 'kg_person_data.vornamen',
  strassenname: 'kg_person_data.strassenname',
  plz: 'kg_person_data.plz',
  kommune: 'kg_person_data.kommune',
  geburtsdatum: 'kg_person_data.geburtsdatum',
} as const;

/**
 * Whether a person has a word starting with the term (terms hold letters and digits only: no
 * wildcards). Without the tenant, whom the person's id settles, so that the planner reads the
 * person's few words by the person index rather than skipping through the term's range of the key.
 */
function hasWord(eb: ExpressionBuilder<Database, 'kg_person'>, term: string) {
  return eb.exists(
    eb
      .selectFrom('kg_person_search_word as word')
      .select(sql.lit(1).as('one'))
      .whereRef('word.person_id', '=', 'kg_person.id')
      .where('word.word', 'like', `${term}%`),
  );
}

/** The filters on kg_person alone: its trigger-kept copy of the newest version's end (`inactive_from`). */
function personConditions(eb: ExpressionBuilder<Database, 'kg_person'>, options: LookupOptions) {
  const conditions = [eb('kg_person.tenant_id', '=', options.tenantId)];
  if (options.filter === 'self_created' || options.editableOnly)
    conditions.push(eb('kg_person.eigenerfasst', '=', true));
  if (options.filter === 'company') conditions.push(eb('kg_person.type', '=', 'company'));
  if (!options.includeInactive)
    conditions.push(
      eb.or([eb('kg_person.inactive_from', 'is', null), eb('kg_person.inactive_from', '>', options.now)]),
    );
  return eb.and(conditions);
}

/** The matching persons as a set: a semi-join per term. */
function matchingPersons(db: Db, options: LookupOptions) {
  let query = db.selectFrom('kg_person').where((eb) => personConditions(eb, options));
  for (const term of options.terms) {
    query = query.where('kg_person.id', 'in', (eb) =>
      eb
        .selectFrom('kg_person_search_word')
        .select('kg_person_search_word.person_id')
        .where('kg_person_search_word.tenant_id', '=', options.tenantId)
        .where('kg_person_search_word.word', 'like', `${term}%`),
    );
  }
  return query;
}

async function countPersons(db: Db, options: LookupOptions): Promise<number> {
  const counted = await matchingPersons(db, options)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/** The rarest term and its number of word entries, counted up to `cap` by the words' index. */
async function findRarestTerm(db: Db, options: LookupOptions, cap: number) {
  const counted = await db
    .selectNoFrom(
      options.terms.map((term, index) =>
        db
          .selectFrom(
            db
              .selectFrom('kg_person_search_word')
              .select(sql.lit(1).as('one'))
              .where('tenant_id', '=', options.tenantId)
              .where('word', 'like', `${term}%`)
              .limit(cap)
              .as('entries'),
          )
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .$asScalar()
          .as(`term_${index}`),
      ),
    )
    .executeTakeFirstOrThrow();
  const entries = options.terms.map((term, index) => ({
    term,
    entries: Number((counted as Record<string, unknown>)[`term_${index}`]),
  }));
  // terms beyond the cap are told apart by length, a longer start being rarer as a rule (a guess
  // that only changes the speed)
  return entries.reduce((rarest, next) =>
    next.entries < rarest.entries ||
    (next.entries === rarest.entries && next.term.length > rarest.term.length)
      ? next
      : rarest,
  );
}

/**
 * The `words` plan's persons: the rarest term's entries (each person once), each person looked up
 * by its key with the filters and the other terms.
 */
function personsOfRarestTerm(db: Db, options: LookupOptions, rarest: string) {
  const others = options.terms.filter((term) => term !== rarest);
  return db
    .selectFrom(
      db
        .selectFrom('kg_person_search_word')
        .select('person_id')
        .distinct()
        .where('tenant_id', '=', options.tenantId)
        .where('word', 'like', `${rarest}%`)
        .as('entry'),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('kg_person')
          .select(['kg_person.id', 'kg_person.lookup_name', 'kg_person.created_at'])
          .whereRef('kg_person.id', '=', 'entry.person_id')
          .where((inner) =>
            inner.and([personConditions(inner, options), ...others.map((term) => hasWord(inner, term))]),
          )
          .as('person'),
      (join) => join.onTrue(),
    );
}

async function findPageByWords(db: Db, options: LookupOptions, rarest: string): Promise<Page> {
  const { column, direction } = sortKeyOf(options);
  const rows = await personsOfRarestTerm(db, options, rarest)
    .select(['person.id', (eb) => eb.fn.countAll<string | number>().over().as('total')])
    .orderBy(`person.${column}`, direction)
    .orderBy('person.id', direction)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const count = rows[0]
    ? Number(rows[0].total)
    : options.offset > 0
      ? await countPersonsByWords(db, options, rarest)
      : 0;
  return { ids: rows.map((row) => row.id), count, isCountLowerBound: false };
}

async function countPersonsByWords(db: Db, options: LookupOptions, rarest: string) {
  const counted = await personsOfRarestTerm(db, options, rarest)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}

/**
 * The `walk` plan: the first `walkPersons` persons in the page's order, each checked for every term;
 * null when they hold fewer matches than the page needs (the page is then left to another plan).
 */
async function findPageByWalk(db: Db, options: LookupOptions, walkPersons: number) {
  const { direction } = sortKeyOf(options);
  const walked = db
    .selectFrom('kg_person')
    .select(['kg_person.id', 'kg_person.lookup_name'])
    .where((eb) => personConditions(eb, options))
    .orderBy('kg_person.lookup_name', direction)
    .orderBy('kg_person.id', direction)
    .limit(Math.max(walkPersons, options.offset + options.limit));
  const rows = await db
    .selectFrom(walked.as('kg_person'))
    .select('kg_person.id')
    .where((eb) => eb.and(options.terms.map((term) => hasWord(eb, term))))
    .orderBy('kg_person.lookup_name', direction)
    .orderBy('kg_person.id', direction)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.length === options.limit ? rows.map((row) => row.id) : null;
}

/**
 * Whether more than `cap` persons match, read from the rarest term's first `countEntries` word
 * entries: the cap when they hold more matches, else null (the count is then made exactly).
 */
async function countPersonsUpTo(db: Db, options: LookupOptions, rarest: string, tuning: LookupTuning) {
  const cap = Math.max(tuning.countCap, options.offset + options.limit);
  const others = options.terms.filter((term) => term !== rarest);
  const firstEntries = db
    .selectFrom('kg_person_search_word')
    .select(['person_id', 'word'])
    .where('tenant_id', '=', options.tenantId)
    .where('word', 'like', `${rarest}%`)
    .limit(Math.max(tuning.countEntries, cap + 1));
  // each person counted at its first matching word, looked up with the filters and the other terms
  const counted = await db
    .selectFrom(
      db
        .selectFrom(firstEntries.as('entry'))
        .innerJoinLateral(
          (eb) =>
            eb
              .selectFrom('kg_person')
              .select('kg_person.id')
              .whereRef('kg_person.id', '=', 'entry.person_id')
              .where((inner) =>
                inner.and([
                  personConditions(inner, options),
                  inner.not(
                    inner.exists(
                      inner
                        .selectFrom('kg_person_search_word as earlier')
                        .select(sql.lit(1).as('one'))
                        .whereRef('earlier.person_id', '=', 'kg_person.id')
                        .where('earlier.word', 'like', `${rarest}%`)
                        .whereRef('earlier.word', '<', 'entry.word'),
                    ),
                  ),
                  ...others.map((term) => hasWord(inner, term)),
                ]),
              )
              .as('person'),
          (join) => join.onTrue(),
        )
        .select(sql.lit(1).as('one'))
        .limit(cap + 1)
        .as('counted'),
    )
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.count);
  return count > cap ? cap : null;
}

function sortKeyOf(options: LookupOptions) {
  const direction: 'asc' | 'desc' = options.ordering.startsWith('-') ? 'desc' : 'asc';
  const key = options.ordering.replace(/^-/, '');
  return {
    key,
    direction,
    column: key === 'created_at' ? ('created_at' as const) : ('lookup_name' as const),
  };
}

/** The old plan of every search: the matches once (materialised, so the planner cannot walk the sort index), sorted. */
async function findPageBySets(db: Db, options: LookupOptions): Promise<Page> {
  const { column, direction } = sortKeyOf(options);
  const rows = await db
    .with(
      (name) => name('matches').materialized(),
      () => matchingPersons(db, options).select(['kg_person.id', `kg_person.${column} as sort_key`]),
    )
    .selectFrom('matches')
    .select(['matches.id', (eb) => eb.fn.countAll<string | number>().over().as('total')])
    .orderBy('matches.sort_key', direction)
    .orderBy('matches.id', direction)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  const count = rows[0] ? Number(rows[0].total) : options.offset > 0 ? await countPersons(db, options) : 0;
  return { ids: rows.map((row) => row.id), count, isCountLowerBound: false };
}

/** A page ordered by a field of the newest version: sorted after joining the versions. */
async function findPageByDataColumn(
  db: Db,
  options: LookupOptions,
  column: (typeof DATA_ORDER_COLUMNS)[keyof typeof DATA_ORDER_COLUMNS],
): Promise<string[]> {
  const { direction } = sortKeyOf(options);
  const rows = await matchingPersons(db, options)
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .select('kg_person.id')
    .orderBy(sql.ref(column), (order) =>
      direction === 'desc' ? order.desc().nullsLast() : order.asc().nullsLast(),
    )
    .orderBy('kg_person.lookup_name', direction)
    .orderBy('kg_person.id', direction)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map((row) => row.id);
}

/** Self-created persons and companies are few: the set plan reads them first. */
function isNarrowedByPerson(options: LookupOptions) {
  return options.filter !== 'all' || options.editableOnly === true;
}

/** The ids of one page, in order, and how many match (a lower bound for broad searches). */
async function findPage(db: Db, options: LookupOptions): Promise<Page> {
  const tuning = { ...LOOKUP_TUNING, ...options.tuning };
  const { key, direction, column } = sortKeyOf(options);
  if (options.terms.length === 0) {
    // without a search the sort name's index walks the tenant's persons in order
    const rows = await matchingPersons(db, options)
      .select('kg_person.id')
      .orderBy(`kg_person.${column}`, direction)
      .orderBy('kg_person.id', direction)
      .limit(options.limit)
      .offset(options.offset)
      .execute();
    return {
      ids: rows.map((row) => row.id),
      count: await countPersons(db, options),
      isCountLowerBound: false,
    };
  }
  const plan = options.plan ?? (isNarrowedByPerson(options) ? 'sets' : undefined);
  const rarest = plan === 'sets' ? null : await findRarestTerm(db, options, tuning.broadEntries);
  const isBroad = rarest !== null && (plan ? plan === 'walk' : rarest.entries >= tuning.broadEntries);
  const count = async (): Promise<Pick<Page, 'count' | 'isCountLowerBound'>> => {
    if (rarest === null) return { count: await countPersons(db, options), isCountLowerBound: false };
    if (!isBroad)
      return { count: await countPersonsByWords(db, options, rarest.term), isCountLowerBound: false };
    // every term is broad: read from one and then another, their first entries meeting the others
    const drivers = [rarest.term, ...options.terms.filter((term) => term !== rarest.term)].slice(0, 2);
    for (const driver of drivers) {
      const capped = await countPersonsUpTo(db, options, driver, tuning);
      if (capped !== null) return { count: capped, isCountLowerBound: true };
    }
    // broad terms that seldom meet (or filters that leave few): counted as sets, costly but rare
    return { count: await countPersons(db, options), isCountLowerBound: false };
  };
  if (key in DATA_ORDER_COLUMNS) {
    const dataColumn = DATA_ORDER_COLUMNS[key as keyof typeof DATA_ORDER_COLUMNS];
    return { ids: await findPageByDataColumn(db, options, dataColumn), ...(await count()) };
  }
  if (rarest === null) return findPageBySets(db, options);
  if (isBroad && column === 'lookup_name') {
    const ids = await findPageByWalk(db, options, tuning.walkPersons);
    if (ids) return { ids, ...(await count()) };
  }
  // broad terms together: the words plan would look up every entry of one of them (how many is not
  // known beyond the cap) and check the others, the sets plan costs about their entries once
  if (isBroad && options.terms.length > 1 && !options.plan) return findPageBySets(db, options);
  return findPageByWords(db, options, rarest.term);
}

export async function lookupPersons(db: Db, options: LookupOptions) {
  const { ids, count, isCountLowerBound } = await findPage(db, options);
  if (ids.length === 0) return { count, isCountLowerBound, rows: [] };
  const rows = await db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .selectAll('kg_person_data')
    .select([
      'kg_person.id as person_id',
      'kg_person.type as person_type',
      'kg_person.eigenerfasst as person_eigenerfasst',
    ])
    .where('kg_person.id', 'in', ids)
    .execute();
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.person_id) ?? 0) - (order.get(b.person_id) ?? 0));
  return { count, isCountLowerBound, rows };
}
export type LookupRow = Awaited<ReturnType<typeof lookupPersons>>['rows'][number];
