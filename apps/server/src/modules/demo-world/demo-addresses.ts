/**
 * Postal addresses of the demo organisations: every one gets a primary address (letters, receipts,
 * collection forwarding); Lauffen also a billing address and an ended primary address from before
 * its office moved, so the contract data page shows an address history.
 */
import type { AppContext } from '../../platform/app-context';
import { insertAddress } from '../addresses';

type Place = { street: string; postalCode: string; city: string };

const KNOWN_PLACES: Record<string, Place> = {
  'Evangelische Landeskirche am Neckar': {
    street: 'Gänsheidestraße 4',
    postalCode: '70184',
    city: 'Stuttgart',
  },
  'Prälatur Heilbronn': { street: 'Kirchbrunnenstraße 21', postalCode: '74072', city: 'Heilbronn' },
  'Kirchenbezirk Neckartal': { street: 'Marktplatz 5', postalCode: '74348', city: 'Lauffen am Neckar' },
  'Kirchenbezirk Zabergäu': { street: 'Obertorstraße 8', postalCode: '74336', city: 'Brackenheim' },
  'Ev. Kirchengemeinde Lauffen': {
    street: 'Kirchbergstraße 12',
    postalCode: '74348',
    city: 'Lauffen am Neckar',
  },
  'Ev. Kirchengemeinde Talheim': { street: 'Schloßstraße 3', postalCode: '74388', city: 'Talheim' },
  'Ev. Kirchengemeinde Flein': { street: 'Kellergasse 2', postalCode: '74223', city: 'Flein' },
  'Ev. Kirchengemeinde Nordheim': { street: 'Hauptstraße 30', postalCode: '74226', city: 'Nordheim' },
  'Ev. Kirchengemeinde Brackenheim': { street: 'Schulstraße 1', postalCode: '74336', city: 'Brackenheim' },
  'Ev. Kirchengemeinde Güglingen': { street: 'Marktstraße 19', postalCode: '74363', city: 'Güglingen' },
  'Ev. Kirchengemeinde Cleebronn': { street: 'Kirchstraße 7', postalCode: '74389', city: 'Cleebronn' },
};

/** Generated organisations get an address in a made-up street of Heilbronn, numbered by id. */
function placeOf(name: string, id: number): Place {
  return KNOWN_PLACES[name] ?? { street: `Kirchplatz ${id}`, postalCode: '74072', city: 'Heilbronn' };
}

export async function addDemoAddresses(context: AppContext, lauffenId: number): Promise<void> {
  const organizations = await context.db
    .selectFrom('organization')
    .select(['id', 'name'])
    .orderBy('id')
    .execute();
  const since = new Date('2020-01-01T00:00:00+01:00');
  for (const organization of organizations) {
    const place = placeOf(organization.name, organization.id);
    if (organization.id === lauffenId) {
      const moved = new Date('2024-09-01T00:00:00+02:00');
      await insertAddress(context.db, {
        organization_id: organization.id,
        type: 'primary',
        name: organization.name,
        supplement: 'Evangelisches Pfarramt',
        street: 'Bahnhofstraße 8',
        postal_code: '74348',
        city: 'Lauffen am Neckar',
        valid_from: since,
        valid_until: moved,
      });
      await insertAddress(context.db, {
        organization_id: organization.id,
        type: 'primary',
        name: organization.name,
        supplement: 'Evangelisches Pfarramt',
        street: place.street,
        postal_code: place.postalCode,
        city: place.city,
        valid_from: moved,
      });
      await insertAddress(context.db, {
        organization_id: organization.id,
        type: 'billing',
        name: organization.name,
        supplement: 'Kirchenpflege',
        street: place.street,
        postal_code: place.postalCode,
        city: place.city,
        valid_from: since,
      });
      continue;
    }
    await insertAddress(context.db, {
      organization_id: organization.id,
      type: 'primary',
      name: organization.name,
      supplement: null,
      street: place.street,
      postal_code: place.postalCode,
      city: place.city,
      valid_from: since,
    });
  }
}
