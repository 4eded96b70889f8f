/**
 * Self-created persons of the demo world (devices-income-kirchgeld.md §6: self-created individuals
 * and companies are editable): a few companies with a person who is part of each, and individuals
 * entered in the office, some with two versions (a move). Registry persons come from the imports.
 */
import { randomUUID } from 'node:crypto';
import type { KgPersonValues } from '@kollekta/domain';
import type { AppContext } from '../../../platform/app-context';
import { appendPersonVersion } from './person-versions.repository';
import { insertPerson, insertRelation } from './persons.repository';

const COMPANIES: KgPersonValues[] = [
  {
    familienname: 'Autohaus Weber GmbH',
    strassenname: 'Heilbronner Straße',
    hausnr: '42',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
  },
  {
    familienname: 'Bäckerei Schäfer',
    strassenname: 'Bahnhofstraße',
    hausnr: '7',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
  },
  {
    familienname: 'Weingut Hölderlin KG',
    strassenname: 'Im Brühl',
    hausnr: '3',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
  },
];
const FIRST_NAMES = [
  ['Thomas', 'm'],
  ['Sabine', 'w'],
  ['Markus', 'm'],
  ['Claudia', 'w'],
  ['Jürgen', 'm'],
  ['Heike', 'w'],
] as const;
const FAMILY_NAMES = ['Weber', 'Schäfer', 'Krämer', 'Zimmermann', 'Vogel', 'Lorenz', 'Brandt', 'Roth'];
const STREETS = ['Kirchstraße', 'Neckarstraße', 'Hölderlinweg', 'Körnerstraße', 'Charlottenstraße'];

/**
 * Adds `count` self-created persons to the tenant (at least one company with a person part of it);
 * every third has two versions. Answers the ids of the persons made.
 */
export async function addDemoSelfCreatedPersons(
  context: AppContext,
  tenantId: number,
  count: number,
): Promise<string[]> {
  const now = context.clock.now();
  const earlier = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
  const ids: string[] = [];
  await context.db.transaction().execute(async (trx) => {
    const add = async (type: 'individual' | 'company', versions: KgPersonValues[]) => {
      const id = randomUUID();
      await insertPerson(trx, {
        id,
        tenantId,
        type,
        createdBy: null,
        at: versions.length > 1 ? earlier : now,
      });
      for (const [index, values] of versions.entries()) {
        await appendPersonVersion(trx, {
          personId: id,
          values,
          validFrom: index === versions.length - 1 ? now : earlier,
          source: 'manual',
          eigenerfasst: true,
        });
      }
      ids.push(id);
      return id;
    };
    const companies = Math.max(1, Math.min(COMPANIES.length, Math.floor(count / 4)));
    for (let index = 0; index < count; index += 1) {
      if (index < companies) {
        const companyId = await add('company', [COMPANIES[index] as KgPersonValues]);
        const [firstName, geschlecht] = FIRST_NAMES[index % FIRST_NAMES.length] ?? FIRST_NAMES[0];
        const ownerId = await add('individual', [
          {
            vornamen: firstName,
            familienname: (COMPANIES[index]?.familienname ?? 'Weber').split(' ')[1] ?? 'Weber',
            geschlecht,
            strassenname: STREETS[index % STREETS.length],
            hausnr: String(10 + index),
            plz: '74348',
            kommune: 'Lauffen am Neckar',
            bemerkungen: 'Inhaber, selbst erfasst',
          },
        ]);
        await insertRelation(trx, {
          tenantId,
          type: 'part_of',
          sideA: ownerId,
          sideB: companyId,
          validFrom: now,
        });
        index += 1;
        continue;
      }
      const [firstName, geschlecht] = FIRST_NAMES[index % FIRST_NAMES.length] ?? FIRST_NAMES[0];
      const values: KgPersonValues = {
        vornamen: firstName,
        familienname: FAMILY_NAMES[index % FAMILY_NAMES.length] ?? 'Weber',
        geschlecht,
        geburtsdatum: `${1950 + ((index * 7) % 50)}-0${1 + (index % 9)}-1${index % 10}`,
        strassenname: STREETS[index % STREETS.length],
        hausnr: String(1 + index),
        plz: '74348',
        kommune: 'Lauffen am Neckar',
      };
      const versions =
        index % 3 === 0
          ? [{ ...values, strassenname: 'Alte Gasse', hausnr: String(index + 2) }, values]
          : [values];
      await add('individual', versions);
    }
  });
  return ids;
}
