/**
 * A plan's direct links (planning.md §2 "direct link and QR dialog"): only for the web apps the plan
 * runs on, of the organisation it is seen from, with `?collection={plan}`; the QR PNG decodes (zbarimg)
 * to the link; only for callers who may read the plan.
 */
import type { PlanDirectLinks } from '@kollekta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQrCode, fromDataUrl } from '../../test-support/external-tools';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { type Caller, callerOf, planBody } from '../planning/planning.test-support';

let server: TestServer;
let planer: Caller;
let bezirk: Caller;
let nachbar: Caller;
let parish: number;
let district: number;

beforeAll(async () => {
  server = await startTestServer();
  parish = server.world.ids.parish;
  district = server.world.ids.district;
  [planer, bezirk, nachbar] = await Promise.all([
    callerOf(server, 'planer'),
    callerOf(server, 'bezirk'),
    callerOf(server, 'nachbar'),
  ]);
});
afterAll(() => server.close());

const future = { start: '2027-01-10T09:00:00Z', end: '2027-02-10T09:00:00Z' };

describe('GET collection_plan/{id}/direct_link/', () => {
  it('links both web apps of the plan, with QR codes that decode to the links', async () => {
    const plan = await planer.createPlan(
      planBody(parish, {
        ...future,
        name: 'Orgel',
        type: 'donation',
        collection_variant: null,
        targets: ['WA', 'WS', 'KB'],
      }),
    );
    const response = await planer.get(`collection_plan/${plan.id}/direct_link/`);
    expect(response.statusCode).toBe(200);
    const body: PlanDirectLinks = response.json();
    expect(body.plan).toBe(plan.id);
    expect(body.organization).toBe(parish);
    expect(body.links.map((link) => [link.app, link.device_class, link.url])).toEqual([
      ['john', 'WA', `http://kollekta.test/p/${parish}?collection=${plan.id}`],
      ['bart', 'WS', `http://kollekta.test/o/${parish}?collection=${plan.id}`],
    ]);
    for (const link of body.links) {
      expect(link.qr_svg).toMatch(/^<svg[^>]+viewBox/);
      expect(link.qr_png).toMatch(/^data:image\/png;base64,/);
      expect(decodeQrCode(fromDataUrl(link.qr_png))).toBe(link.url);
    }
  });

  it('has no links for a plan without web-app targets', async () => {
    const plan = await planer.createPlan(
      planBody(parish, { ...future, name: 'Nur Klingelbeutel', targets: ['KB'] }),
    );
    const response = await planer.get(`collection_plan/${plan.id}/direct_link/`);
    expect(response.json()).toMatchObject({ plan: plan.id, links: [] });
  });

  it('links the web app of the organisation the plan is seen from', async () => {
    const plan = await bezirk.createPlan(
      planBody(district, { ...future, name: 'Bezirkskollekte', inherit: true, targets: ['WS'] }),
    );
    const fromParish = await planer.get(`collection_plan/${plan.id}/direct_link/?organization=${parish}`);
    expect(fromParish.statusCode).toBe(200);
    expect(fromParish.json().links.map((link: { url: string }) => link.url)).toEqual([
      `http://kollekta.test/o/${parish}?collection=${plan.id}`,
    ]);
    const own = await bezirk.get(`collection_plan/${plan.id}/direct_link/`);
    expect(own.json().links[0].url).toBe(`http://kollekta.test/o/${district}?collection=${plan.id}`);
  });

  it('answers 404 to callers who may not read the plan', async () => {
    const plan = await planer.createPlan(planBody(parish, { ...future, name: 'Intern', targets: ['WA'] }));
    expect((await nachbar.get(`collection_plan/${plan.id}/direct_link/`)).statusCode).toBe(404);
    expect((await planer.get('collection_plan/999999/direct_link/')).statusCode).toBe(404);
  });
});
