/**
 * A registry file (Meldewesen) of invented members of the parish in Lauffen am Neckar, for the demo
 * world, the tests and the benchmark: households at streets of Lauffen (plz 74348), married couples
 * (familienstand vh, each naming the other as ehepartner_person_id), children, the two church
 * parishes by KRO number. `changeDemoRegistry` makes the file of a later import from it: some moved
 * away, some moved within the town, some married, some new. Seeded, so it is the same every time.
 */
import { createRandom, type Random } from '../../demo-world/seeded-random';

export type DemoRegistryRow = Record<string, string>;

export const DEMO_REGISTRY_COLUMNS = [
  'person_id',
  'typ',
  'anrede',
  'vornamen',
  'rufname',
  'familienname',
  'geburtsname',
  'geschlecht',
  'geburtsdatum',
  'familienstand',
  'konfession',
  'strassenname',
  'hausnr',
  'hausnr_zusatz',
  'plz',
  'kommune',
  'ortsteil',
  'kro_nr',
  'org_name_by_kro',
  'sperre',
  'einzug_datum',
  'ehepartner_person_id',
] as const;

const STREETS = [
  'Bahnhofstraße',
  'Heilbronner Straße',
  'Hölderlinstraße',
  'Nordheimer Straße',
  'Brackenheimer Straße',
  'Kiesstraße',
  'Stuttgarter Straße',
  'Rathausstraße',
  'Im Brühl',
  'Körnerstraße',
  'Charlottenstraße',
  'Schillerstraße',
  'Goethestraße',
  'Weinbergweg',
  'Klosterhof',
  'Neckarstraße',
  'Seestraße',
  'Mühltorstraße',
  'Im Nonnenbusch',
  'Talheimer Straße',
  'Regiswindisstraße',
  'Lindenstraße',
  'Eugen-Bolz-Straße',
  'Ilsfelder Straße',
];
const FAMILY_NAMES = [
  'Müller',
  'Schäfer',
  'Böhm',
  'Weiß',
  'Kühn',
  'Jäger',
  'Krämer',
  'Schröder',
  'Günther',
  'Köhler',
  'Gärtner',
  'Häußler',
  'Schmidt',
  'Maier',
  'Weber',
  'Wagner',
  'Becker',
  'Hofmann',
  'Schneider',
  'Fischer',
  'Braun',
  'Zimmermann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Neumann',
  'Schwarz',
  'Lang',
  'Frank',
  'Haas',
  'Schuster',
  'Hahn',
  'Keller',
  'Vogel',
  'Roth',
  'Seitz',
  'Kögel',
  'Bauer',
  'Ruoff',
  'Eberle',
  'Dürr',
];
const FEMALE = [
  'Anna',
  'Maria',
  'Ursula',
  'Petra',
  'Sabine',
  'Claudia',
  'Julia',
  'Lena',
  'Sophie',
  'Emma',
  'Hannah',
  'Lea',
  'Jutta',
  'Renate',
  'Gisela',
  'Ingrid',
  'Karin',
  'Monika',
  'Elke',
  'Bärbel',
  'Käthe',
  'Jördis',
];
const MALE = [
  'Hans',
  'Peter',
  'Klaus',
  'Thomas',
  'Michael',
  'Andreas',
  'Stefan',
  'Martin',
  'Jürgen',
  'Uwe',
  'Wolfgang',
  'Dieter',
  'Lukas',
  'Jonas',
  'Leon',
  'Paul',
  'Felix',
  'Max',
  'Elias',
  'Jörg',
  'Björn',
  'Götz',
];
const PARISHES = [
  { kro: '110101', name: 'Ev. Regiswindiskirchengemeinde Lauffen' },
  { kro: '110102', name: 'Ev. Martin-Luther-Kirchengemeinde Lauffen' },
] as const;

export type DemoRegistry = { rows: DemoRegistryRow[]; nextNumber: number };

const germanDate = (year: number, month: number, day: number) =>
  `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;

function birthday(random: Random, fromYear: number, toYear: number): string {
  return germanDate(random.integer(fromYear, toYear), random.integer(1, 12), random.integer(1, 28));
}

type Address = Pick<
  DemoRegistryRow,
  'strassenname' | 'hausnr' | 'hausnr_zusatz' | 'kro_nr' | 'org_name_by_kro' | 'einzug_datum'
>;

function randomAddress(random: Random, movedIn: string): Address {
  const streetIndex = random.integer(0, STREETS.length - 1);
  const parish = PARISHES[streetIndex % 2] ?? PARISHES[0];
  return {
    strassenname: STREETS[streetIndex] ?? 'Bahnhofstraße',
    hausnr: String(random.integer(1, 120)),
    hausnr_zusatz: random.next() < 0.08 ? random.pick(['a', 'b', 'c']) : '',
    kro_nr: parish.kro,
    org_name_by_kro: parish.name,
    einzug_datum: movedIn,
  };
}

function addressOf(row: DemoRegistryRow): Address {
  const { strassenname, hausnr, hausnr_zusatz, kro_nr, org_name_by_kro, einzug_datum } = row;
  return { strassenname, hausnr, hausnr_zusatz, kro_nr, org_name_by_kro, einzug_datum } as Address;
}

function person(
  random: Random,
  id: string,
  address: Address,
  options: { sex: 'w' | 'm'; familienname: string; born: [number, number]; married: boolean },
): DemoRegistryRow {
  const first = random.pick(options.sex === 'w' ? FEMALE : MALE);
  const second = random.next() < 0.3 ? ` ${random.pick(options.sex === 'w' ? FEMALE : MALE)}` : '';
  return {
    person_id: id,
    typ: 'individual',
    anrede: options.sex === 'w' ? 'Frau' : 'Herr',
    vornamen: `${first}${second}`,
    rufname: first,
    familienname: options.familienname,
    geburtsname: '',
    geschlecht: options.sex,
    geburtsdatum: birthday(random, options.born[0], options.born[1]),
    familienstand: options.married ? 'vh' : 'nv',
    konfession: 'ev',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
    ortsteil: '',
    sperre: random.next() < 0.01 ? 'auskunftssperre' : '',
    ehepartner_person_id: '',
    ...address,
  };
}

function marry(a: DemoRegistryRow, b: DemoRegistryRow) {
  a.familienstand = 'vh';
  b.familienstand = 'vh';
  a.ehepartner_person_id = b.person_id as string;
  b.ehepartner_person_id = a.person_id as string;
}

/** One household: a single, a couple, a couple with children or a parent with children. */
function household(random: Random, nextId: () => string, movedIn: string): DemoRegistryRow[] {
  const address = randomAddress(random, movedIn);
  const familienname = random.pick(FAMILY_NAMES);
  const kind = random.next();
  const adultSex = random.next() < 0.55 ? 'w' : 'm';
  const first = person(random, nextId(), address, {
    sex: adultSex,
    familienname,
    born: [1940, 1998],
    married: false,
  });
  if (kind < 0.35) return [first];
  const members = [first];
  if (kind < 0.9) {
    const partner = person(random, nextId(), address, {
      sex: adultSex === 'w' ? 'm' : 'w',
      familienname,
      born: [1940, 1998],
      married: true,
    });
    if (partner.geschlecht === 'w' && random.next() < 0.7) partner.geburtsname = random.pick(FAMILY_NAMES);
    marry(first, partner);
    members.push(partner);
  }
  const children = kind < 0.6 ? 0 : random.integer(1, 3);
  for (let child = 0; child < children; child++)
    members.push(
      person(random, nextId(), address, {
        sex: random.next() < 0.5 ? 'w' : 'm',
        familienname,
        born: [2005, 2022],
        married: false,
      }),
    );
  return members;
}

const registryId = (number: number) => `LN${String(number).padStart(7, '0')}`;

/** About `count` members in households (the last household may add a few). */
export function generateDemoRegistry(count: number, seed = 18_2026): DemoRegistry {
  const random = createRandom(seed);
  let number = 1;
  const nextId = () => registryId(number++);
  const rows: DemoRegistryRow[] = [];
  while (rows.length < count) rows.push(...household(random, nextId, birthday(random, 1975, 2024)));
  return { rows, nextNumber: number };
}

export type DemoRegistryChanges = {
  /** persons left out of the new file */
  movedAway: string[];
  /** persons whose address changed */
  movedWithin: string[];
  /** persons who married (an existing one and their new spouse) */
  married: string[];
  /** persons new in the file */
  added: string[];
};

/**
 * The registry some months later: about 2 % of households moved away (`moveAwayShare`), 3 % moved
 * within the town (`moveShare`), one in ten singles married someone who moved in, and 2 % new households.
 */
export function changeDemoRegistry(
  registry: DemoRegistry,
  options: { seed?: number; movedIn: string; moveShare?: number; moveAwayShare?: number },
): { registry: DemoRegistry; changes: DemoRegistryChanges } {
  const random = createRandom(options.seed ?? 2027);
  let number = registry.nextNumber;
  const nextId = () => registryId(number++);
  const changes: DemoRegistryChanges = { movedAway: [], movedWithin: [], married: [], added: [] };
  const households = new Map<string, DemoRegistryRow[]>();
  for (const row of registry.rows) {
    const key = `${row.strassenname}|${row.hausnr}|${row.hausnr_zusatz}|${row.familienname}`;
    households.set(key, [...(households.get(key) ?? []), { ...row }]);
  }
  const rows: DemoRegistryRow[] = [];
  for (const members of households.values()) {
    const roll = random.next();
    const awayShare = options.moveAwayShare ?? 0.02;
    if (roll < awayShare) {
      changes.movedAway.push(...members.map((member) => member.person_id as string));
      continue;
    }
    if (roll < awayShare + (options.moveShare ?? 0.03)) {
      const address = randomAddress(random, options.movedIn);
      for (const member of members) Object.assign(member, address);
      changes.movedWithin.push(...members.map((member) => member.person_id as string));
    }
    const [single] = members;
    if (members.length === 1 && single && single.familienstand === 'nv' && random.next() < 0.1) {
      const spouse = person(random, nextId(), addressOf(single), {
        sex: single.geschlecht === 'w' ? 'm' : 'w',
        familienname: single.familienname as string,
        born: [1945, 1998],
        married: true,
      });
      spouse.einzug_datum = options.movedIn;
      marry(single, spouse);
      members.push(spouse);
      changes.married.push(single.person_id as string, spouse.person_id as string);
    }
    rows.push(...members);
  }
  const newHouseholds = Math.max(1, Math.round(households.size * 0.02));
  for (let index = 0; index < newHouseholds; index++) {
    const members = household(random, nextId, options.movedIn);
    changes.added.push(...members.map((member) => member.person_id as string));
    rows.push(...members);
  }
  return { registry: { rows, nextNumber: number }, changes };
}

/** `;`-separated with the header line; quoted where a value needs it (RFC 4180). */
export function formatDemoRegistryCsv(
  rows: readonly DemoRegistryRow[],
  columns: readonly string[] = DEMO_REGISTRY_COLUMNS,
): string {
  const quote = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [columns.join(';')];
  for (const row of rows) lines.push(columns.map((column) => quote(row[column] ?? '')).join(';'));
  return `${lines.join('\r\n')}\r\n`;
}
