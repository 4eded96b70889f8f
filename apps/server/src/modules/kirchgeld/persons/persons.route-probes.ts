/**
 * The persons' part of the church-tax route matrix: a self-created person of Lauffen (made through
 * the API as gemeinde) and a second one to relate it to; every write route is probed on them.
 */
import type { KgFeatureProbes } from '../route-probes';

export const personsProbes: KgFeatureProbes = {
  async setup(world) {
    const create = async (familienname: string) => {
      const response = await world.call('gemeinde', {
        method: 'POST',
        path: `tenant/${world.lauffen}/person/`,
        payload: { type: 'individual', data: { vornamen: 'Probe', familienname, geschlecht: 'x' } },
      });
      if (response.statusCode !== 201) throw new Error(`person setup failed: ${response.body}`);
      return response.json() as { id: string };
    };
    const person = await create('Matrixperson');
    const other = await create('Matrixpartner');
    world.objects.kgPerson = person.id;
    world.objects.kgOtherPerson = other.id;
    const related = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/person/${person.id}/relation/`,
      payload: { type: 'part_of', person: other.id },
    });
    if (related.statusCode !== 201) throw new Error(`relation setup failed: ${related.body}`);
    world.objects.kgRelation = (related.json() as { relations: { id: number }[] }).relations[0]?.id ?? 0;
  },
  probes: {
    kgCreatePerson: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: { type: 'individual', data: { vornamen: 'Eva', familienname: 'Fremd', geschlecht: 'w' } },
      }),
    },
    kgUpdatePerson: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgPerson ?? '' },
        body: { data: { bemerkungen: 'geändert' } },
      }),
    },
    kgAddPersonRelation: {
      probe: (world) => ({
        params: { tenant: world.lauffen, id: world.objects.kgPerson ?? '' },
        body: { type: 'ehe', person: world.objects.kgOtherPerson },
      }),
    },
    kgEndPersonRelation: {
      probe: (world) => ({
        params: {
          tenant: world.lauffen,
          id: world.objects.kgPerson ?? '',
          relation: world.objects.kgRelation ?? 0,
        },
        body: {},
      }),
    },
  },
};
