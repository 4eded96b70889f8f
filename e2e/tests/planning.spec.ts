import { type APIRequestContext, expect, test } from '@playwright/test';
import { moveClocks, obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';

/** 'YYYY-MM-DD' plus days, as 'DD.MM.YYYY'. */
function germanDay(isoDay: string, plusDays = 0): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
}

/** The instant at which Berlin clocks show `time` on `isoDay` (CEST in May/June: UTC+2). */
function berlinSummerTime(isoDay: string, time: string, plusDays = 0): Date {
  const date = new Date(`${isoDay}T${time}:00+02:00`);
  date.setUTCDate(date.getUTCDate() + plusDays);
  return date;
}

async function serverYear(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${API}testing/clock/`);
  expect(response.status(), 'the server runs with a clock tests can move (TEST_CLOCK=on)').toBe(200);
  const { now } = (await response.json()) as { now: string };
  return berlinYear(new Date(now));
}

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

async function findDay(
  request: APIRequestContext,
  token: string,
  year: number,
  name: string,
): Promise<string> {
  const response = await request.get(`${API}organization/${LAUFFEN}/dates/?year=${year}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const dates = (await response.json()) as { day: string; name: string }[];
  const date = dates.find((candidate) => candidate.name === name);
  if (!date) throw new Error(`${name} is not in the date list of ${year}`);
  return date.day;
}

test.afterEach(async ({ request }) => {
  // the next journeys run on the real time again
  await request.put(`${API}testing/clock/`, { data: { now: new Date().toISOString() } });
});

test('a parish editor plans a Sunday of next year, edits it, closes it early and finds it in the archive', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install({ time: new Date() });
  const token = await signInThroughApi(page, request, 'planer');
  const year = (await serverYear(request)) + 1;
  const sunday = await findDay(request, token, year, 'Rogate');
  // planning.md §9: from 18:00 on the previous day to 17:59 six days later
  const windowStart = `${germanDay(sunday, -1)} 18:00`;
  const windowEnd = `${germanDay(sunday, 6)} 17:59`;
  const name = `Kindergottesdienst ${Date.now().toString(36)}`;
  const planning = new PlanningPage(page);

  await page.goto('/#/');
  await page.getByRole('tab', { name: 'Planung' }).click();
  await expect(page.getByRole('heading', { name: /^Planung \d{4}$/, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Folgejahr' }).click();
  await expect(page.getByRole('heading', { name: `Planung ${year}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/plans/${year}$`));

  await planning.createPlan({
    name,
    devices: ['Digitaler Klingelbeutel (KB)', 'Kollekten-App (WA)'],
    date: 'Rogate ·',
    variant: 'Nebenkollekte',
    collectionAppText: 'Kindergottesdienst in Lauffen',
    iban: 'de89370400440532013000',
  });
  const editor = planning.editor();
  await expect(editor.getByTestId('summary-period')).toHaveText(`Rogate: ${windowStart} – ${windowEnd}`);
  await expect(editor.getByText('Nebenkollekte')).toBeVisible();
  await expect(editor.getByText('IBAN: DE89 3704 0044 0532 0130 00')).toBeVisible();
  await planning.save();

  // the table row and the card show the window in German format
  await planning.search(name);
  const row = planning.row(name);
  await expect(row).toContainText(windowStart);
  await expect(row).toContainText(windowEnd);
  await expect(row).toContainText('Nebenkollekte');
  await expect(row).toContainText('Geplant');
  const card = await planning.openCard(name);
  await expect(card.getByTestId('plan-start')).toHaveText(windowStart);
  await expect(card.getByTestId('plan-end')).toHaveText(windowEnd);
  await expect(card.getByText('Nebenkollekte · Nur diese Organisation')).toBeVisible();

  // edit it
  await row.getByRole('button', { name: `Bearbeiten: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Änderungen speichern' })).toBeVisible();
  const renamed = `${name} (Kinderkirche)`;
  await editor.getByLabel('Sammlungszweck').fill(renamed);
  await editor.getByRole('tab', { name: 'Zusammenfassung' }).click();
  await planning.save();
  await expect(planning.row(renamed)).toContainText(windowStart);
  await expect(planning.row(name)).toHaveCount(0);

  // on the Sunday itself the plan runs: it is among the active plans and can be closed early
  const sundayMorning = berlinSummerTime(sunday, '10:00');
  await moveClocks(page, request, sundayMorning);
  await signInThroughApi(page, request, 'planer'); // the session has expired in between
  await planning.open(LAUFFEN, year);
  const active = planning.activeSection();
  await planning.showAllActivePlans();
  const activeCard = active.getByRole('article', { name: renamed });
  await expect(activeCard).toBeVisible();
  await expect(activeCard.getByText('Läuft')).toBeVisible();
  await activeCard.getByRole('button', { name: 'Vorzeitig beenden' }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Vorzeitig beenden?' });
  await expect(closeDialog.getByRole('button', { name: 'Nein' })).toBeVisible();
  await closeDialog.getByRole('button', { name: 'Ja, jetzt beenden' }).click();
  await expect(closeDialog).toBeHidden();
  // reloaded 1.5 s later: no longer running, ended this morning
  await expect(active.getByRole('article', { name: renamed })).toHaveCount(0);
  await planning.search(renamed);
  await expect(planning.row(renamed)).toContainText('Beendet');
  await expect(planning.row(renamed)).toContainText(`– ${germanDay(sunday)} 10:0`);

  // 30 days after its end it has moved to the archive
  await moveClocks(page, request, berlinSummerTime(sunday, '10:30', 30));
  await signInThroughApi(page, request, 'planer');
  await planning.open(LAUFFEN, year);
  await planning.search(renamed);
  await expect(page.getByText(`Keine Sammlung passt zu „${renamed}“.`)).toBeVisible();
  await planning.showArchive();
  await expect(planning.row(renamed)).toContainText('Archiviert');
  await expect(planning.row(renamed)).toContainText(windowStart);
  await expect(page.getByRole('button', { name: /^\+ Neue Sammlung an/ })).toHaveCount(0);
});

// How fast it renders is measured by tools/bench/planning-render.bench.ts (a figure, not a pass or
// fail on a shared machine); this test checks what it shows.
test('the planning screen of a parish with 300 plans in a year shows them', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await obtainToken(request, 'planer');
  // two years ahead: every day of it lies in the future, and the journey above stays in its own year
  const year = berlinYear(new Date()) + 2;
  const headers = { Authorization: `Token ${token}` };
  const dates = (await (
    await request.get(`${API}organization/${LAUFFEN}/dates/?year=${year}`, { headers })
  ).json()) as {
    day: string;
    name: string;
  }[];
  const organizationUrl = (
    (await (await request.get(`${API}organization/${LAUFFEN}/`, { headers })).json()) as { url: string }
  ).url;
  const variants = ['inner', 'outer', 'x'] as const;
  for (let index = 0; index < 300; index += 1) {
    const date = dates[index % dates.length];
    if (!date) throw new Error('no dates');
    const response = await request.post(`${API}collection_plan/`, {
      headers,
      data: {
        name: `Sammlung ${index + 1}`,
        type: 'collection',
        collection_variant: variants[index % 3],
        start: null,
        end: null,
        organization: organizationUrl,
        location: null,
        inherit: false,
        foreign: false,
        date: date.day,
        date_name: date.name,
        allow_recurring: false,
        targets: index % 2 ? ['KB', 'WA'] : ['KB', 'SD', 'WS'],
        display: {},
        meta: {},
      },
    });
    expect(response.status()).toBe(201);
  }

  await signInThroughApi(page, request, 'planer');
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, year);
  await expect(planning.table().getByTestId('plan-row').first()).toBeVisible();
  await expect(page.getByTestId('page-range')).toBeVisible();
  await expect(
    planning
      .table()
      .getByRole('row', { name: /^Sammlung \d+$/ })
      .first(),
  ).toBeVisible();
});
