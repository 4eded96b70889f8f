import { expect, test } from '@playwright/test';
import { GroupPlanning } from '../pages/group-planning';
import { PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';

test('a planner groups two plans 3 : 1, sees the group "A & B" with 75 % and 25 %, and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signInThroughApi(page, request, 'planer');
  const headers = { Authorization: `Token ${token}` };
  const year = new Date().getFullYear() + 1;
  const suffix = Date.now().toString(36);
  const [first, second] = [`Diakonie ${suffix}`, `Jugendarbeit ${suffix}`];
  const groupName = `${first} & ${second}`;
  // two plans of the same period on the same devices: each is the other's twin (planning.md §5)
  const ids: number[] = [];
  for (const name of [first, second]) {
    const response = await request.post(`${API}collection_plan/`, {
      headers,
      data: {
        name,
        type: 'donation',
        collection_variant: null,
        start: `${year}-02-01T09:00:00Z`,
        end: `${year}-02-01T15:00:00Z`,
        organization: String(LAUFFEN),
        location: null,
        inherit: false,
        foreign: false,
        date: null,
        allow_recurring: false,
        targets: ['KB', 'WA'],
        display: {},
        meta: {},
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { id: number }).id);
  }

  const planning = new PlanningPage(page);
  const groups = new GroupPlanning(page, planning);
  await planning.open(LAUFFEN, year);
  await planning.search(suffix);
  await expect(planning.row(first)).toBeVisible();
  await expect(groups.createButton()).toBeDisabled();

  await groups.mark(first);
  await groups.mark(second);
  await page.screenshot({ path: '/tmp/groups-marked.png', fullPage: true });
  await groups.openEditor();
  const editor = groups.editor();
  await expect(editor.getByLabel('Sammlungszweck')).toHaveValue(groupName);
  await expect(editor.getByLabel('Sammlungszweck')).toBeDisabled();
  await expect(editor.getByTestId('group-devices-preview')).toContainText('Digitaler Klingelbeutel (KB)');
  await groups.setWeight(first, 3);
  await expect(groups.shares()).toHaveText(['75 %', '25 %']);
  await editor.getByLabel('Beschreibung').fill('Die Kollekte wird geteilt.');
  await expect(editor.getByText('max. 5000 Zeichen')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/groups-editor.png', fullPage: true });
  await editor.getByRole('tab', { name: /Zusammenfassung/ }).click();
  await expect(editor.getByText(`${first} (75 %) · ${second} (25 %)`)).toBeVisible();
  await groups.save();

  // the group replaces its members in the table; its card and details show the shares
  await expect(planning.row(groupName)).toBeVisible();
  await expect(planning.row(first)).toHaveCount(0);
  const card = await planning.openCard(groupName);
  await expect(card.getByRole('heading', { name: groupName })).toBeVisible();
  await card.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: `Details: ${groupName}` });
  await expect(details.getByTestId('group-entries')).toContainText(`${first}Gewicht 3 · 75 %`);
  await expect(details.getByTestId('group-entries')).toContainText(`${second}Gewicht 1 · 25 %`);
  await page.screenshot({ path: '/tmp/groups-details.png', fullPage: true });
  await details.getByRole('button', { name: 'Schließen' }).click();

  await groups.deleteGroup(groupName);
  await expect(planning.row(groupName)).toHaveCount(0);
  for (const id of ids) {
    expect((await request.get(`${API}collection_plan/${id}/`, { headers })).status()).toBe(404);
  }
});
