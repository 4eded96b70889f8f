/**
 * How each church-tax feature takes part in the church-tax route matrix
 * (`kirchgeld-route-matrix.int.test.ts`): every write route of `kirchgeldRoutes` needs a probe, or the
 * matrix fails. A feature folder exports its probes from `<feature>.route-probes.ts`; `setup` makes the
 * tenant's objects its probes name, through the API as `gemeinde` (administrator of Lauffen, the tenant).
 * The matrix then calls each write route as `nachbar` (administrator of Brackenheim, another tenant)
 * and `kasse` (a plain user of Lauffen) and expects 403/404 and no row of a church-tax table changed.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestServer } from '../../test-support/test-server';

export type KgProbeWorld = {
  server: TestServer;
  /** Lauffen's organisation id: the tenant */
  lauffen: number;
  /** Brackenheim's organisation id: another tenant (nachbar is its administrator) */
  brackenheim: number;
  /** church-tax bearer tokens of the demo accounts */
  tokens: Record<'gemeinde' | 'nachbar' | 'kasse', string>;
  /** a church-tax call as one of them (path below `/api/kirchgeld/v1/`) */
  call(
    who: 'gemeinde' | 'nachbar' | 'kasse',
    options: Omit<InjectOptions, 'url'> & { path: string },
  ): Promise<LightMyRequestResponse>;
  /** what the setups made, by name (ids, uuids) */
  objects: Record<string, string | number>;
};

export type KgProbeRequest = {
  params?: Record<string, string | number>;
  query?: string;
  body?: unknown;
  /** a raw multipart body instead of JSON */
  multipart?: { payload: Buffer; contentType: string };
};

export type KgProbe = { probe(world: KgProbeWorld): KgProbeRequest } | { exempt: string };

export type KgFeatureProbes = {
  setup?(world: KgProbeWorld): Promise<void>;
  /** by the route's key in `kirchgeldRoutes` */
  probes: Record<string, KgProbe>;
};
