import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const api = (path: string) => `/api/v2/${path}`;
const planList = (token: string) =>
  server.call({
    method: 'GET',
    url: api(`organization/${server.world.ids.parish}/collection_plans/`),
    token,
  });

// The plan list, the dashboard statistics, the device list and user/me keep their serialised
// answers per session for a moment (http-routes.ts `cacheAnswerPerSession`).
describe('cached answers of read routes', () => {
  type PlanAnswer = { id: number; name: string; organization: string; allow_recurring: boolean };
  const ownPlan = (plans: PlanAnswer[]) => {
    const plan = plans.find((entry) =>
      entry.organization.endsWith(`/organization/${server.world.ids.parish}/`),
    );
    if (!plan) throw new Error('the parish has no plan of its own');
    return plan;
  };

  it('serves an answer again, and the next request after a write through the API sees the write', async () => {
    const token = await server.login('gemeinde');
    const first = await planList(token);
    expect((await planList(token)).body).toBe(first.body);
    const plan = ownPlan(first.json());
    const patched = await server.call({
      method: 'PATCH',
      url: api(`collection_plan/${plan.id}/`),
      token,
      payload: { allow_recurring: !plan.allow_recurring },
    });
    expect(patched.statusCode).toBe(200);
    const after = ownPlan((await planList(token)).json());
    expect(after.allow_recurring).toBe(!plan.allow_recurring);
  });

  it('sees a change written directly through the database with the next request', async () => {
    const token = await server.login('gemeinde');
    const plan = ownPlan((await planList(token)).json());
    await server.context.db
      .updateTable('collection_plan')
      .set({ name: 'Umbenannt im Test' })
      .where('id', '=', plan.id)
      .execute();
    const renamed = (await planList(token)).json().find((entry: PlanAnswer) => entry.id === plan.id);
    expect(renamed.name).toBe('Umbenannt im Test');
  });

  it("never hands one session's answer to another caller", async () => {
    const own = await planList(await server.login('gemeinde'));
    expect(own.statusCode).toBe(200);
    const neighbour = await planList(await server.login('nachbar'));
    expect([403, 404]).toContain(neighbour.statusCode);
    expect(neighbour.body).not.toBe(own.body);
    const me = (token: string) => server.call({ method: 'GET', url: api('user/me/'), token });
    expect((await me(await server.login('gemeinde'))).json().username).toBe('gemeinde');
    expect((await me(await server.login('kasse'))).json().username).toBe('kasse');
  });

  it('keeps an answer for at most a second when nothing in this process wrote', async () => {
    const token = await server.login('gemeinde');
    const plan = ownPlan((await planList(token)).json());
    // written around this process's database handle, as another server process would
    await server.context.db
      .withoutPlugins()
      .updateTable('collection_plan')
      .set({ name: 'Von einem anderen Prozess' })
      .where('id', '=', plan.id)
      .execute();
    const stale = (await planList(token)).json().find((entry: PlanAnswer) => entry.id === plan.id);
    expect(stale.name).not.toBe('Von einem anderen Prozess');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const fresh = (await planList(token)).json().find((entry: PlanAnswer) => entry.id === plan.id);
    expect(fresh.name).toBe('Von einem anderen Prozess');
  });
});
