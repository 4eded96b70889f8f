/**
 * Issue 11, finding 3: a double click on "Ja, speichern" in the plan editor created the plan
 * twice. Now the button answers once, and the request carries an Idempotency-Key, so even a
 * second request would get the first plan back.
 */
import { expect, test } from '@playwright/test';
import { obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';

test('a double click on "Ja, speichern" creates one plan with one success message', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, 'planer');
  const token = await obtainToken(request, 'planer');
  const clock = await request.get(`${API}testing/clock/`);
  const year = new Date(((await clock.json()) as { now: string }).now).getUTCFullYear() + 1;
  const name = `Doppelklick ${Date.now().toString(36)}`;
  const planning = new PlanningPage(page);
  const creates: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`${API}collection_plan/`)) {
      creates.push(sent.headers()['idempotency-key'] ?? '');
    }
  });

  await planning.open(LAUFFEN, year);
  await planning.createPlan({
    name,
    devices: ['Digitaler Klingelbeutel (KB)'],
    date: 'Rogate ·',
    variant: 'Hauptkollekte',
  });
  await planning.editor().getByRole('button', { name: 'Speichern', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Sammlung speichern?' });
  await confirm.getByRole('button', { name: 'Ja, speichern' }).dblclick();

  await expect(page.getByText('Erfolgreich gespeichert')).toBeVisible();
  await expect(planning.editor()).toBeHidden();
  await expect(page.getByText('Erfolgreich gespeichert')).toHaveCount(1);
  await planning.search(name);
  await expect(planning.table().getByTestId('plan-row').filter({ hasText: name })).toHaveCount(1);
  const plans = await request.get(`${API}organization/${LAUFFEN}/collection_plans/?year=${year}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const named = ((await plans.json()) as { name: string }[]).filter((plan) => plan.name === name);
  expect(named).toHaveLength(1);
  // every request the browser sent for this plan carried one and the same key
  expect(creates.length).toBeGreaterThanOrEqual(1);
  expect(new Set(creates).size).toBe(1);
  expect(creates[0]).toMatch(/^[0-9a-f]{32}$/);
});
