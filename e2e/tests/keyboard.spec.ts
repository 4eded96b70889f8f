/**
 * Keyboard journeys (issue 12, BITV 2.0 / WCAG 2.1.1 Keyboard, 2.4.3 Focus Order, 2.4.7 Focus
 * Visible): signing in, switching the organisation in the drawer, creating a collection in the plan
 * editor and entering cash, each with Tab, Shift+Tab, Enter, Space, Escape and the arrow keys alone.
 * Every stop of the focus is drawn visibly, dialogs keep the focus inside and give it back to the
 * control that opened them.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { CashDialog } from '../pages/cash-dialog';
import { DEMO_PASSWORD } from '../pages/login-page';
import { obtainToken, PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const NECKARTAL = 3;
const API = '/api/v2/';

type FocusStop = { description: string; isVisible: boolean; isOnPage: boolean };

/**
 * What has the focus, and whether a sighted keyboard user can see where it is: an outline or shadow
 * drawn for :focus-visible, or MUI's own keyboard focus (a ripple on buttons, a thicker border on
 * fields). A string, so that this file needs no DOM types.
 */
const FOCUS_STOP = `(() => {
  const element = document.activeElement;
  if (!element || element === document.body) return { description: 'body', isVisible: false, isOnPage: false };
  const style = getComputedStyle(element);
  const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  const hasShadow = style.boxShadow !== 'none';
  const hasMuiFocus = element.closest('.Mui-focusVisible, .Mui-focused') !== null;
  const rect = element.getBoundingClientRect();
  return {
    description: element.tagName.toLowerCase() + ' ' + (element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''),
    isVisible: (element.matches(':focus-visible') && (hasOutline || hasShadow)) || hasMuiFocus,
    isOnPage: rect.width > 0 && rect.height > 0,
  };
})()`;

async function focusStop(page: Page): Promise<FocusStop> {
  return (await page.evaluate(FOCUS_STOP)) as FocusStop;
}

async function expectFocusVisible(page: Page) {
  const stop = await focusStop(page);
  expect(stop.isOnPage, `focus on ${stop.description} is not on the page`).toBe(true);
  expect(stop.isVisible, `focus on ${stop.description} is not drawn`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; every stop on the way is visible. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < (options.max ?? 60); presses += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    // any of the target's elements: while a step folds away, its own Weiter is still there for a moment
    const isReached = await target.evaluateAll((elements) =>
      elements.some((element) => element.ownerDocument.activeElement === element),
    );
    if (isReached) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

async function expectFocusWithin(container: Locator) {
  await expect
    .poll(() => container.evaluate((element) => element.contains(element.ownerDocument.activeElement)))
    .toBe(true);
}

test('signing in with the keyboard alone', async ({ page }) => {
  await page.goto('/#/login');
  const card = page.getByTestId('login-card');
  const username = card.getByLabel('Nutzername');
  // the cursor starts in the name
  await expect(username).toBeFocused();
  await page.keyboard.type('gemeinde');
  await tabTo(page, card.getByLabel('Passwort', { exact: true }));
  await page.keyboard.type(DEMO_PASSWORD);
  // Shift+Tab goes back to the name unchanged
  await tabTo(page, username, { backwards: true });
  await expect(username).toHaveValue('gemeinde');
  await tabTo(page, card.getByLabel('Passwort', { exact: true }));
  await page.keyboard.press('Enter');
  // signed in: Lauffen's dashboard (the user's only organisation)
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the first Tab lands at the top of the page, in the app bar
  await page.keyboard.press('Tab');
  await expectFocusVisible(page);
  await expect
    .poll(() =>
      page.getByRole('banner').evaluate((banner) => banner.contains(banner.ownerDocument.activeElement)),
    )
    .toBe(true);
});

test('opening the drawer and switching the organisation with the keyboard alone', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, 'bezirk');
  await page.goto(`/#/o/${NECKARTAL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const opener = page.getByTestId('open-drawer');
  const drawer = page.getByTestId('main-drawer');
  // the drawer's panel: MUI puts the focus on it when it opens, the heading 'Menü' first inside
  const panel = page.locator('.MuiDrawer-paper').filter({ has: drawer });

  // Escape closes the drawer and gives the focus back to its button
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await expectFocusWithin(panel);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  // Space opens it too; the focus stays inside while it is open
  await page.keyboard.press('Space');
  await expect(drawer).toBeVisible();
  await expectFocusWithin(panel);
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    await expectFocusWithin(panel);
    await expectFocusVisible(page);
  }
  const search = drawer.getByRole('combobox');
  await tabTo(page, search, { backwards: true });
  await page.keyboard.type('Lauffen');
  await expect(page.getByRole('option', { name: /Lauffen/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/o/${LAUFFEN}/?$`));
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('main')).toContainText('Lauffen');
  // the focus is back where the journey began, not lost on the page's body
  await expect(opener).toBeFocused();
});

/** 'YYYY' in Berlin on the server's clock. */
async function serverYear(page: Page): Promise<number> {
  const response = await page.request.get(`${API}testing/clock/`);
  const { now } = (await response.json()) as { now: string };
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date(now)),
  );
}

test('creating a collection in the plan editor with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, request, 'planer');
  const year = (await serverYear(page)) + 1;
  await page.goto(`/#/o/${LAUFFEN}/plans/${year}`);
  await expect(page.getByRole('heading', { name: `Planung ${year}`, level: 1 })).toBeVisible();
  const name = `Tastatur ${Date.now().toString(36)}`;

  const create = page.getByRole('button', { name: 'Neue Sammlung eintragen' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Sammlung anlegen' });
  await expect(editor).toBeVisible();
  await expectFocusWithin(editor);

  await tabTo(page, editor.getByLabel('Sammlungszweck'));
  await page.keyboard.type(name);
  // 1 devices: a checkbox is ticked with Space
  await tabTo(page, editor.getByLabel('Digitaler Klingelbeutel (KB)'));
  await page.keyboard.press('Space');
  await expect(editor.getByLabel('Digitaler Klingelbeutel (KB)')).toBeChecked();
  await tabTo(page, editor.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  // the step folds away with the button: the focus moves on to the next step's name
  await expect(editor.getByRole('tab', { name: 'Zeitraum' })).toBeFocused();
  // 2 period: a day of the church year, chosen with the arrow keys
  const day = editor.getByRole('combobox', { name: 'Tag des Kirchenjahres' });
  await tabTo(page, day);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  // typing the day's first letters jumps to it in the list
  await page.keyboard.type('Rogate');
  const rogate = page.getByRole('option', { name: /^Rogate ·/ });
  await expect(rogate).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(editor.getByTestId('editor-window')).toBeVisible();
  // the choice made, the focus is back on the field it was made in
  await expect(day).toBeFocused();
  await tabTo(page, editor.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  // 3 collection type: radio buttons move with the arrow keys
  const main = editor.getByRole('radio', { name: 'Hauptkollekte' });
  const secondary = editor.getByRole('radio', { name: 'Nebenkollekte' });
  await tabTo(page, main);
  await page.keyboard.press('Space');
  await expect(main).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(secondary).toBeFocused();
  await expect(secondary).toBeChecked();
  await expectFocusVisible(page);
  // on through the remaining steps to the summary
  for (let step = 0; step < 4; step += 1) {
    if (await editor.getByRole('tab', { name: 'Zusammenfassung', selected: true }).count()) break;
    await tabTo(page, editor.getByRole('button', { name: 'Weiter' }));
    await page.keyboard.press('Enter');
  }
  await expect(editor.getByRole('tab', { name: 'Zusammenfassung', selected: true })).toBeVisible();

  await tabTo(page, editor.getByRole('button', { name: 'Speichern', exact: true }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Sammlung speichern?' });
  await expect(confirm).toBeVisible();
  await expectFocusWithin(confirm);
  await tabTo(page, confirm.getByRole('button', { name: 'Ja, speichern' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Erfolgreich gespeichert')).toBeVisible();
  await expect(editor).toBeHidden();
  // the focus returns to the button that opened the editor
  await expect(create).toBeFocused();
  // saved as chosen: the Sunday Rogate, Nebenkollekte
  const planning = new PlanningPage(page);
  await planning.search(name);
  await expect(planning.row(name)).toContainText('Nebenkollekte');
  const token = await obtainToken(request, 'planer');
  const plans = (await (
    await request.get(`${API}organization/${LAUFFEN}/collection_plans/?year=${year}`, {
      headers: { Authorization: `Token ${token}` },
    })
  ).json()) as { name: string; date_name: string | null; targets: string[] }[];
  expect(plans.find((plan) => plan.name === name)).toMatchObject({ date_name: 'Rogate', targets: ['KB'] });
});

test('entering cash with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await obtainToken(request, 'planer');
  const name = `Tastaturkasse ${Date.now().toString(36)}`;
  const now = Date.now();
  const created = await request.post(`${API}collection_plan/`, {
    headers: { Authorization: `Token ${token}` },
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
  expect(created.status(), await created.text()).toBe(201);

  await signInThroughApi(page, request, 'kasse');
  const year = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
  );
  await page.goto(`/#/o/${LAUFFEN}/plans/${year}`);
  await expect(page.getByRole('heading', { name: `Planung ${year}`, level: 1 })).toBeVisible();
  const search = page.getByLabel('Sammlungen durchsuchen');
  await tabTo(page, search);
  await page.keyboard.type(name);
  const card = page
    .getByRole('region', { name: /^Aktive Sammlungen/ })
    .getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();

  const cashButton = card.getByRole('button', { name: /^Barsammlung:/ });
  await tabTo(page, cashButton);
  await page.keyboard.press('Enter');
  const cash = new CashDialog(page);
  await expect(cash.entry()).toBeVisible();
  await expectFocusWithin(cash.entry());
  // the focus stays in the form while it is open
  for (let presses = 0; presses < 20; presses += 1) {
    await page.keyboard.press('Tab');
    await expectFocusWithin(cash.entry());
  }
  await tabTo(page, cash.entry().getByRole('textbox', { name: 'Betrag' }));
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('123,45');
  await tabTo(page, cash.submit());
  await page.keyboard.press('Enter');
  await expect(cash.entry()).toBeHidden();
  await expect(cash.list()).toBeVisible();
  await expect(cash.row('123,45')).toBeVisible();
  await expectFocusWithin(cash.list());
  // Escape closes the list, and the focus is back on the card's cash button
  await page.keyboard.press('Escape');
  await expect(cash.list()).toBeHidden();
  await expect(cashButton).toBeFocused();
});
