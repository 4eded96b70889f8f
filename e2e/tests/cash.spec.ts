/**
 * Cash with four eyes (planning.md §2, §4, §5, §6, §8): `kasse` counts the cash of a collection with
 * the calculator and enters it; she cannot confirm her own entry (the button says why, the server
 * answers 403); `kasse2` confirms it; then nobody can change it any more.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CashDialog } from '../pages/cash-dialog';
import { obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const BRACKENHEIM = 9;
const API = '/api/v2/';
const FOUR_EYES =
  'Vier-Augen-Prinzip: Eine Barsammlung muss von einer anderen Person bestätigt werden als der, die sie eingetragen hat.';

type CashPayment = { id: number; url: string; amount: string; state: string };

const auth = (token: string) => ({ headers: { Authorization: `Token ${token}` } });

/** 'DD.MM.YYYY' of an instant, in Berlin. */
function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(at);
}

function berlinYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(at));
}

/** A collection of Lauffen that began a few minutes ago and runs a week, planned by `planer`. */
async function createRunningPlan(request: APIRequestContext, name: string): Promise<number> {
  const token = await obtainToken(request, 'planer');
  const now = Date.now();
  const response = await request.post(`${API}collection_plan/`, {
    ...auth(token),
    data: {
      name,
      type: 'collection',
      collection_variant: 'inner',
      start: new Date(now - 5 * 60_000).toISOString(),
      end: new Date(now + 7 * 24 * 3600_000).toISOString(),
      organization: String(LAUFFEN),
      location: null,
      inherit: false,
      foreign: false,
      date: null,
      allow_recurring: false,
      targets: ['KB', 'GC'],
      display: {},
      meta: {},
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function openCard(page: Page, name: string) {
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear(new Date()));
  await planning.search(name);
  const card = planning.activeSection().getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

test('kasse counts and enters cash, kasse2 confirms it, and then it cannot change', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Adventskonzert ${Date.now().toString(36)}`;
  const planId = await createRunningPlan(request, name);
  const cash = new CashDialog(page);

  // ── kasse enters 3 × 20 €, 7 × 2 €, 11 × 0,50 € with the calculator ──
  const kasseToken = await signInThroughApi(page, request, 'kasse');
  const card = await openCard(page, name);
  await cash.openFrom(card);
  // nothing entered yet: the add form opens at once
  await expect(cash.entry()).toBeVisible();
  await expect(cash.entry().getByRole('tab', { name: 'Summe', selected: true })).toBeVisible();
  await expect(cash.submit()).toBeDisabled();
  await cash.count({ '20 €': 3, '2 €': 7, '0,50 €': 11 });
  await expect(cash.entry().getByTestId('calculator-sum')).toHaveText('Summe: 79,50 €');
  await expect(cash.submit()).toHaveText('79,50 € eintragen');
  await expect(cash.submit()).toBeEnabled();
  // a count that is no whole number cannot be entered
  const twenties = cash.entry().getByRole('textbox', { name: 'Anzahl 20 €' });
  await twenties.fill('2,5');
  await expect(twenties).toHaveAttribute('aria-invalid', 'true');
  await expect(cash.submit()).toBeDisabled();
  await twenties.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Bitte geben Sie eine gültige Anzahl an');
  await twenties.fill('3');
  await page.screenshot({ path: '/tmp/cash-entry.png' });
  await cash.submit().click();

  await expect(cash.entry()).toBeHidden();
  await expect(page.getByText(/^Sie haben erfolgreich eine Barsammlung in der Höhe von/)).toHaveText(
    `Sie haben erfolgreich eine Barsammlung in der Höhe von 79,50 € am ${berlinDate(new Date())} eingetragen. Vielen Dank`,
  );
  const row = cash.row('79,50 €');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Anna Keller');
  await expect(row).toContainText('Eingetragen');
  await expect(cash.sum()).toHaveText('79,50 €');

  // editing starts from the counts; the timestamp cannot change
  await row.getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(cash.entry()).toHaveAccessibleName('Barsammlung bearbeiten');
  await expect(cash.entry().getByRole('tab', { name: 'Rechner', selected: true })).toBeVisible();
  await expect(cash.entry().getByRole('textbox', { name: 'Anzahl 0,50 €' })).toHaveValue('11');
  await expect(
    cash.entry().getByText('Der Zeitpunkt einer eingetragenen Barsammlung kann nicht geändert werden.'),
  ).toBeVisible();
  await expect(cash.submit()).toHaveText('79,50 € eintragen');
  await cash.entry().getByRole('button', { name: 'Abbrechen' }).click();
  await expect(cash.entry()).toBeHidden();

  // four eyes: her own entry she cannot confirm; the button says why
  const ownConfirm = row.getByRole('button', { name: 'Bestätigen' });
  await expect(ownConfirm).toBeDisabled();
  await ownConfirm.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(FOUR_EYES);
  await page.screenshot({ path: '/tmp/cash-list-kasse.png' });

  // and the server is the guard: 403 with the reason for her own token
  const listed = await request.get(`${API}cash/cash_payment/?plan=${planId}`, auth(kasseToken));
  const [entered] = (await listed.json()) as CashPayment[];
  expect(entered).toMatchObject({ amount: '79.50', state: 'entered' });
  if (!entered) throw new Error('the entry is not listed');
  const ownConfirmCall = await page.request.patch(
    `${API}cash/cash_payment/${entered.id}/confirm/`,
    auth(kasseToken),
  );
  expect(ownConfirmCall.status()).toBe(403);
  expect(await ownConfirmCall.json()).toEqual({ detail: FOUR_EYES });

  // ── kasse2 confirms it ──
  const kasse2Token = await signInThroughApi(page, request, 'kasse2');
  const sameCard = await openCard(page, name);
  await expect(sameCard.getByRole('button', { name: `Barsammlung: ${name}` })).toBeVisible();
  await cash.openFrom(sameCard);
  // an entry waits: the list stays without the add form
  await expect(cash.entry()).toBeHidden();
  const waiting = cash.row('79,50 €');
  await expect(waiting.getByRole('button', { name: 'Bestätigen' })).toBeEnabled();
  await cash.confirm(waiting);
  await expect(page.getByText('Bargeldeintragung erfolgreich bestätigt')).toBeVisible();
  await expect(waiting).toContainText('Bestätigt');
  await expect(waiting).toContainText(`Bestätigt von Martin Braun am ${berlinDate(new Date())}`);
  await expect(waiting.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/cash-list-confirmed.png' });

  // ── afterwards nobody can change it ──
  for (const token of [kasseToken, kasse2Token, await obtainToken(request, 'admin')]) {
    const edit = await page.request.patch(entered.url.replace(/^https?:\/\/[^/]+/, ''), {
      ...auth(token),
      data: { amount: '1.00', meta: { cash: { split: null } } },
    });
    expect(edit.status()).toBeGreaterThanOrEqual(400);
    expect(edit.status()).toBeLessThan(500);
  }
  const final = await request.get(`${API}cash/cash_payment/${entered.id}/`, auth(kasse2Token));
  expect(await final.json()).toMatchObject({ amount: '79.50', state: 'processed' });

  // the cash is now income of the collection
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const payments = await request.get(
    `${API}organization/${LAUFFEN}/payments/?collection_plan=${planId}&since=${day}`,
    auth(kasse2Token),
  );
  expect(await payments.json()).toMatchObject([{ amount: '79.50', type: 'cash' }]);
});

test('four eyes on the amount: a change is never booked unseen, nor confirmed by who made it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Martinsumzug ${Date.now().toString(36)}`;
  const planId = await createRunningPlan(request, name);
  const cash = new CashDialog(page);
  const kasseToken = await obtainToken(request, 'kasse');
  const enter = async (amount: string) => {
    const response = await request.post(`${API}cash/cash_payment/`, {
      ...auth(kasseToken),
      data: {
        amount,
        plan: planId,
        organization: LAUFFEN,
        collection_datetime: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as CashPayment & { version: number };
  };
  const hundred = await enter('100.00');
  const fifty = await enter('50.00');

  // ── kasse2 is about to confirm 100,00 € when kasse changes it to 1,00 € ──
  const kasse2Token = await signInThroughApi(page, request, 'kasse2');
  await cash.openFrom(await openCard(page, name));
  await cash.row('100,00 €').getByRole('button', { name: 'Bestätigen' }).click();
  await expect(cash.confirmationAmount()).toHaveText('Zu bestätigender Betrag: 100,00 €');
  const change = await request.patch(`${API}cash/cash_payment/${hundred.id}/`, {
    ...auth(kasseToken),
    data: { amount: '1.00', version: hundred.version },
  });
  expect(change.status()).toBe(200);
  await cash.confirmation().getByRole('button', { name: 'Ja, bestätigen' }).click();
  // nothing booked: the dialog says why in German and shows what is stored now
  await expect(cash.confirmation().getByRole('alert')).toHaveText(
    'Die Barsammlung wurde inzwischen geändert. Bitte prüfen Sie sie erneut.',
  );
  await expect(cash.confirmationAmount()).toHaveText('Zu bestätigender Betrag: 1,00 €');
  const unbooked = await request.get(`${API}cash/cash_payment/${hundred.id}/`, auth(kasse2Token));
  expect(await unbooked.json()).toMatchObject({ amount: '1.00', state: 'entered' });
  await page.screenshot({ path: '/tmp/cash-changed-meanwhile.png' });
  // having seen 1,00 €, kasse2 confirms that
  await cash.confirmation().getByRole('button', { name: 'Ja, bestätigen' }).click();
  await expect(cash.confirmation()).toBeHidden();
  await expect(page.getByText('Bargeldeintragung erfolgreich bestätigt')).toBeVisible();
  await expect(cash.row('1,00 €')).toContainText('Bestätigt von Martin Braun');

  // ── kasse2 changes 50,00 € to 5,00 €: now she may not confirm it herself ──
  await cash.row('50,00 €').getByRole('button', { name: 'Bearbeiten' }).click();
  await cash.entry().getByRole('textbox', { name: 'Betrag' }).fill('5,00');
  await cash.submit().click();
  await expect(cash.entry()).toBeHidden();
  const changedByHer = cash.row('5,00 €');
  const ownConfirm = changedByHer.getByRole('button', { name: 'Bestätigen' });
  await expect(ownConfirm).toBeDisabled();
  await ownConfirm.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(
    'Vier-Augen-Prinzip: Wer den Betrag oder die Stückelung zuletzt geändert hat, kann die Barsammlung nicht bestätigen.',
  );
  const refused = await request.patch(`${API}cash/cash_payment/${fifty.id}/confirm/`, {
    ...auth(kasse2Token),
    data: { version: 2 },
  });
  expect(refused.status()).toBe(403);
  const stored = await request.get(`${API}cash/cash_payment/${fifty.id}/`, auth(kasse2Token));
  expect(await stored.json()).toMatchObject({ amount: '5.00', state: 'entered', version: 2 });
});

test('without the cash module the button stays off with "Bargeldmodul fehlt"', async ({ page, request }) => {
  await signInThroughApi(page, request, 'nachbar');
  const planning = new PlanningPage(page);
  await planning.open(BRACKENHEIM, berlinYear(new Date()));
  // every current plan without a location shows the button, switched off
  const button = planning
    .activeSection()
    .getByRole('button', { name: 'Barsammlung: Bargeldmodul fehlt' })
    .first();
  await expect(button).toBeDisabled();
  await button.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Bargeldmodul fehlt');
});
