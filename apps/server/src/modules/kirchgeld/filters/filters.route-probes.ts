/**
 * The church-tax route matrix's probes of the filters (see `../route-probes.ts`): creating a target
 * group and deleting one gemeinde made must be refused to nachbar and kasse and store nothing.
 */
import type { KgFeatureProbes } from '../route-probes';

export const filtersProbes: KgFeatureProbes = {
  async setup(world) {
    const response = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/filter/`,
      payload: { name: 'Probe-Zielgruppe', type: 'PersistedFilter', filter: { field: 'age', value: 18 } },
    });
    if (response.statusCode !== 201) throw new Error(`target group setup failed: ${response.body}`);
    world.objects.kgFilterId = response.json().id;
  },
  probes: {
    kgCreateFilter: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: { name: 'Probe-Fremdzugriff', type: 'PersistedFilter', filter: { and: [] } },
      }),
    },
    kgDeleteFilter: {
      probe: (world) => ({ params: { tenant: world.lauffen, id: world.objects.kgFilterId as number } }),
    },
  },
};
