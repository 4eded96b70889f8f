/** The church-tax route matrix's probes of the sign-in routes (see `../route-probes.ts`). */
import type { KgFeatureProbes } from '../route-probes';

export const authProbes: KgFeatureProbes = {
  probes: {
    kgLogout: { exempt: 'ends only the caller’s own church-tax token and takes no object' },
  },
};
