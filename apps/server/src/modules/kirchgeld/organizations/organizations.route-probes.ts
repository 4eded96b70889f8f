/**
 * The church-tax route matrix's probes of the organisations (see `../route-probes.ts`): creating an
 * organisation, and a merge of one gemeinde made, must be refused to nachbar and kasse and store nothing.
 */
import type { KgFeatureProbes } from '../route-probes';

export const organizationsProbes: KgFeatureProbes = {
  async setup(world) {
    const response = await world.call('gemeinde', {
      method: 'POST',
      path: `tenant/${world.lauffen}/organization/`,
      payload: { name: 'Probe-Kirchengemeinde', valid_from: '2001-01-01', kro_nr: '880001' },
    });
    if (response.statusCode !== 201) throw new Error(`organisation setup failed: ${response.body}`);
    world.objects.kgOrganizationUrl = response.json().url;
  },
  probes: {
    kgCreateOrganization: {
      probe: (world) => ({
        params: { tenant: world.lauffen },
        body: {
          name: 'Probe-Fusion',
          valid_from: '2026-06-01',
          kro_nr: '880000',
          replaces: [world.objects.kgOrganizationUrl],
        },
      }),
    },
  },
};
