/**
 * Contracts, billing plans and their associations (administration.md §4 "Contract billing", §6, §7
 * "Contracts and billing", §9): what a parish reads, what only superusers change, the default window
 * of 4 years minus 1 day, overlaps refused with a German 400. PGlite and, with DATABASE_URL, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server';

const API = '/api/v2/';
let server: TestServer;
const tokens = new Map<string, string>();
let lauffen: number;
let brackenheim: number;

type ContractAnswer = {
  id: number;
  url: string;
  organization_id: number;
  type: string;
  sepadd_active: boolean;
  billing_plan: string | null;
  current_billing: {
    id: number;
    billing_plan_name: string;
    valid_from: string;
    valid_notafter: string | null;
  } | null;
};
type PlanAnswer = {
  id: number;
  url: string;
  name: string;
  type: string;
  conditions: unknown[];
  contract_count: number;
};

async function call(username: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  let token = tokens.get(username);
  if (!token) {
    token = await server.login(username);
    tokens.set(username, token);
  }
  return server.call({ method, url: `${API}${url}`, token, ...(payload ? { payload } : {}) });
}

const contractOf = async (organization: number) =>
  (
    (await call('admin', 'GET', `contract/?organization=${organization}`)).json() as ContractAnswer[]
  )[0] as ContractAnswer;
const plans = async () => (await call('admin', 'GET', 'billing/manage/plan/')).json() as PlanAnswer[];
const associationRows = () =>
  server.context.db.selectFrom('billing_plan_association').selectAll().orderBy('id').execute();

beforeAll(async () => {
  server = await startTestServer();
  lauffen = server.world.ids.parish;
  brackenheim = server.world.ids.neighbourParish;
});
afterAll(() => server.close());

describe('reading contracts', () => {
  it('shows Lauffen’s contract with its current plan to the parish administrator and a plain user', async () => {
    for (const username of ['gemeinde', 'kasse']) {
      const response = await call(username, 'GET', `contract/?organization=${lauffen}`);
      expect(response.statusCode).toBe(200);
      const [contract] = response.json() as ContractAnswer[];
      expect(contract).toMatchObject({
        organization_id: lauffen,
        type: 'op',
        sepadd_active: true,
        current_billing: {
          billing_plan_name: 'Gemeinde Komfort',
          valid_from: '2024-01-01',
          valid_notafter: '2027-12-31',
        },
      });
    }
  });

  it('lists only readable contracts without a filter; 404 for another parish', async () => {
    const ofGemeinde = (await call('gemeinde', 'GET', 'contract/')).json() as ContractAnswer[];
    expect(new Set(ofGemeinde.map((contract) => contract.organization_id))).toEqual(new Set([lauffen]));
    expect((await call('nachbar', 'GET', `contract/?organization=${lauffen}`)).statusCode).toBe(404);
    const contract = await contractOf(lauffen);
    expect((await call('nachbar', 'GET', `contract/${contract.id}/billing/`)).statusCode).toBe(404);
    const all = (await call('admin', 'GET', 'contract/')).json() as ContractAnswer[];
    expect(all.length).toBeGreaterThan(5);
  });

  it('lists the associations of the contract, newest first', async () => {
    const contract = await contractOf(lauffen);
    const response = await call('gemeinde', 'GET', `contract/${contract.id}/billing/`);
    expect(response.statusCode).toBe(200);
    expect(
      (response.json() as { billing_plan_name: string; valid_from: string }[]).map((row) => [
        row.billing_plan_name,
        row.valid_from,
      ]),
    ).toEqual([
      ['Gemeinde Komfort', '2024-01-01'],
      ['Gemeinde Basis', '2021-01-01'],
    ]);
  });
});

describe('billing plans (superusers)', () => {
  it('lists the plans with their conditions and how many contracts use them', async () => {
    const response = await call('admin', 'GET', 'billing/manage/plan/');
    expect(response.statusCode).toBe(200);
    const komfort = (response.json() as PlanAnswer[]).find((plan) => plan.name === 'Gemeinde Komfort');
    expect(komfort).toMatchObject({
      type: 'monthly',
      contract_count: 1,
      conditions: [
        { scope: 'organization', base_fee: '24.90', percentage: '0.00' },
        { scope: 'online', base_fee: '0.00', percentage: '1.90' },
        { scope: 'devices', base_fee: '0.00', percentage: '1.50' },
      ],
    });
  });

  it('refuses the parish administrator and a plain user (403)', async () => {
    expect((await call('gemeinde', 'GET', 'billing/manage/plan/')).statusCode).toBe(403);
    expect((await call('kasse', 'GET', 'billing/manage/plan/')).statusCode).toBe(403);
    const body = {
      name: 'Heimlich',
      type: 'monthly',
      conditions: [{ scope: 'online', base_fee: '0', percentage: '1' }],
    };
    expect((await call('gemeinde', 'POST', 'billing/manage/plan/', body)).statusCode).toBe(403);
    const [first] = await plans();
    expect((await call('gemeinde', 'PATCH', `billing/manage/plan/${first?.id}/`, body)).statusCode).toBe(403);
    expect((await plans()).some((plan) => plan.name === 'Heimlich')).toBe(false);
  });

  it('creates and changes a yearly plan; German errors at the fields', async () => {
    const created = await call('admin', 'POST', 'billing/manage/plan/', {
      name: 'Gemeinde Jahr',
      type: 'yearly',
      conditions: [
        { scope: 'organization', base_fee: '199,00', percentage: '0' },
        { scope: 'online', base_fee: '0', percentage: '2,5' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Gemeinde Jahr',
      type: 'yearly',
      conditions: [
        { scope: 'organization', base_fee: '199.00', percentage: '0.00' },
        { scope: 'online', base_fee: '0.00', percentage: '2.50' },
      ],
    });
    const changed = await call('admin', 'PATCH', `billing/manage/plan/${created.json().id}/`, {
      name: 'Gemeinde Jahr',
      type: 'yearly',
      conditions: [{ scope: 'organization', base_fee: '189.00', percentage: '0' }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().conditions).toEqual([
      { scope: 'organization', base_fee: '189.00', percentage: '0.00' },
    ]);

    const bad = await call('admin', 'POST', 'billing/manage/plan/', {
      name: 'Gemeinde Basis',
      type: 'weekly',
      conditions: [{ scope: 'online', base_fee: '1', percentage: '101' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      type: ['Bitte wählen Sie monatlich oder jährlich.'],
      'conditions.0.percentage': [expect.stringContaining('Prozentsatz von 0 bis 100')],
    });
    const taken = await call('admin', 'POST', 'billing/manage/plan/', {
      name: 'Gemeinde Basis',
      type: 'monthly',
      conditions: [{ scope: 'online', base_fee: '1', percentage: '1' }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().name).toEqual(['Ein Abrechnungsplan mit diesem Namen existiert bereits.']);
  });
});

describe('contract billing (§4)', () => {
  it('refuses the parish administrator (403) and another parish (404); nothing changes', async () => {
    const contract = await contractOf(lauffen);
    const [plan] = await plans();
    const before = await associationRows();
    expect(
      (await call('gemeinde', 'POST', `contract/${contract.id}/billing/`, { billing_plan: plan?.url }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('gemeinde', 'PATCH', `contract/${contract.id}/billing/`, {
          id: contract.current_billing?.id,
          billing_plan: plan?.url,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('gemeinde', 'PATCH', `contract/${contract.id}/`, { sepadd_active: false })).statusCode,
    ).toBe(403);
    expect(
      (await call('nachbar', 'PATCH', `contract/${contract.id}/`, { sepadd_active: false })).statusCode,
    ).toBe(404);
    expect(await associationRows()).toEqual(before);
    expect((await contractOf(lauffen)).sepadd_active).toBe(true);
  });

  it('changes the plan of the current association', async () => {
    const contract = await contractOf(lauffen);
    const basis = (await plans()).find((plan) => plan.name === 'Gemeinde Basis');
    const response = await call('admin', 'PATCH', `contract/${contract.id}/billing/`, {
      id: contract.current_billing?.id,
      billing_plan: basis?.url,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ billing_plan_name: 'Gemeinde Basis', valid_from: '2024-01-01' });
    expect((await contractOf(lauffen)).current_billing?.billing_plan_name).toBe('Gemeinde Basis');
  });

  it('refuses an association overlapping another with a German 400, and stores nothing', async () => {
    const contract = await contractOf(lauffen);
    const [plan] = await plans();
    const before = await associationRows();
    const response = await call('admin', 'POST', `contract/${contract.id}/billing/`, {
      billing_plan: plan?.url,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      valid_from: [
        'Der Zeitraum überschneidet sich mit einer anderen Rechnungskonfiguration dieses Vertrags (01.01.2024 bis 31.12.2027).',
      ],
    });
    const reversed = await call('admin', 'POST', `contract/${contract.id}/billing/`, {
      billing_plan: plan?.url,
      valid_from: '2029-01-01',
      valid_notafter: '2028-12-31',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().valid_notafter).toEqual([
      'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
    ]);
    const unknownPlan = await call('admin', 'POST', `contract/${contract.id}/billing/`, {
      billing_plan: 'http://localhost/api/v2/billing/manage/plan/999999/',
    });
    expect(unknownPlan.json().billing_plan).toEqual(['Abrechnungsplan nicht gefunden.']);
    const earlier = (await associationRows()).find((row) => row.valid_from === '2021-01-01');
    const overlapByChange = await call('admin', 'PATCH', `contract/${contract.id}/billing/`, {
      id: earlier?.id,
      valid_notafter: '2024-06-30',
    });
    expect(overlapByChange.statusCode).toBe(400);
    expect(await associationRows()).toEqual(before);
  });

  it('creates an association from today for 4 years minus 1 day', async () => {
    const created = await call('admin', 'POST', 'contract/', {
      organization: String(brackenheim),
      type: 'ps',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ organization_id: brackenheim, type: 'ps', current_billing: null });
    const again = await call('admin', 'POST', 'contract/', { organization: String(brackenheim), type: 'ps' });
    expect(again.statusCode).toBe(400);
    expect(again.json().type).toEqual(['Für diese Organisation gibt es bereits einen Vertrag dieses Typs.']);
    expect(
      (await call('gemeinde', 'POST', 'contract/', { organization: String(lauffen), type: 'ps' })).statusCode,
    ).toBe(403);

    const [plan] = await plans();
    const response = await call('admin', 'POST', `contract/${created.json().id}/billing/`, {
      billing_plan: plan?.url,
    });
    expect(response.statusCode).toBe(201);
    // the test clock stands at 2026-11-20
    expect(response.json()).toMatchObject({ valid_from: '2026-11-20', valid_notafter: '2030-11-19' });
  });

  it('refuses the second of two overlapping associations sent at the same time', async () => {
    // the region has no contract in the demo
    const created = await call('admin', 'POST', 'contract/', {
      organization: String(server.world.ids.region),
      type: 'ps',
    });
    expect(created.statusCode).toBe(201);
    const contract = (created.json() as ContractAnswer).id;
    const [first, second] = await plans();
    const responses = await Promise.all(
      [first, second].map((plan) =>
        call('admin', 'POST', `contract/${contract}/billing/`, { billing_plan: plan?.url }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    expect((await associationRows()).filter((row) => row.contract_id === contract)).toHaveLength(1);
  });

  it('switches the direct-debit mandate', async () => {
    const contract = await contractOf(lauffen);
    const response = await call('admin', 'PATCH', `contract/${contract.id}/`, { sepadd_active: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().sepadd_active).toBe(false);
    const audit = await server.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_type', '=', 'contract')
      .where('object_id', '=', String(contract.id))
      .where('action', '=', 'contract.updated')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
