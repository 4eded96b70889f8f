/**
 * Accessibility (issue 12, BITV 2.0 = WCAG 2.1 A and AA): axe-core checks every main page as its
 * users see it, signed out, as a parish administrator and as a superuser, and on the donor apps.
 * A finding fails the test with the rule, the element and axe's help link.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const BITV_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page, name: string) {
  // the page has settled: its data is loaded and drawn
  await page.waitForLoadState('networkidle');
  // fades and ripples have ended: axe measures colours as drawn
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).withTags(BITV_TAGS).analyze();
  const findings = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')}\n      ${node.html.slice(0, 160)}\n      ${node.failureSummary?.split('\n').slice(0, 2).join(' ')}`,
        )
        .join('\n    ')}\n    ${violation.helpUrl}`,
  );
  expect.soft(findings, `${name}: ${findings.length} Befunde\n${findings.join('\n')}`).toEqual([]);
}

test('the login page is accessible', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  await expectAccessible(page, 'Anmeldung');
});

test('the public pages are accessible', async ({ page }) => {
  await page.goto('/#/zuwendungsbestaetigung');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page, 'Zuwendungsbestätigung abrufen');
  await page.goto('/#/qr');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectAccessible(page, 'QR-Code-Generator');
});

test('the donor apps are accessible', async ({ page }) => {
  await page.goto(`/p/${LAUFFEN}`);
  await expect(page.getByRole('button', { name: 'Jetzt geben' })).toBeVisible();
  await expectAccessible(page, 'Kollekten-App');
  await page.goto(`/o/${LAUFFEN}`);
  await expect(page.getByRole('button', { name: 'Jetzt spenden' })).toBeVisible();
  await expectAccessible(page, 'Spenden-App');
});

const PARISH_PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'Dashboard',
    path: `/#/o/${LAUFFEN}`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Planung',
    path: `/#/o/${LAUFFEN}/plans`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Geräte',
    path: `/#/o/${LAUFFEN}/devices`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Einnahmen',
    path: `/#/o/${LAUFFEN}/collections`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Übersicht',
    path: `/#/o/${LAUFFEN}/overview`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Benutzer',
    path: `/#/o/${LAUFFEN}/users`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Benachrichtigungen',
    path: `/#/o/${LAUFFEN}/notifications`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Lastschriftdateien',
    path: `/#/o/${LAUFFEN}/directdebits`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Informationsanforderungen',
    path: `/#/o/${LAUFFEN}/subscribers`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Zuwendungsbestätigungen',
    path: `/#/o/${LAUFFEN}/donation-receipts`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Kollektenweiterleitung',
    path: `/#/o/${LAUFFEN}/evaluation/disbursement-orders`,
    ready: (page) =>
      expect(page.getByRole('table', { name: 'Aufträge zur Kollektenweiterleitung' })).toBeVisible(),
  },
  {
    name: 'Kollektenbuch',
    path: `/#/o/${LAUFFEN}/evaluation/book`,
    ready: (page) => expect(page.getByTestId('collection-book-totals')).toBeVisible(),
  },
  {
    name: 'Vertragsdaten',
    path: `/#/o/${LAUFFEN}/details`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Orte',
    path: `/#/o/${LAUFFEN}/locations`,
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Dokumente & Listen',
    path: `/#/o/${LAUFFEN}/documents`,
    ready: (page) =>
      expect(page.getByRole('heading', { level: 1, name: 'Dokumente & Listen' })).toBeVisible(),
  },
  {
    name: 'Auswertungen',
    path: `/#/o/${LAUFFEN}/evaluations`,
    ready: (page) => expect(page.getByRole('list', { name: 'Sammlungsauswertung' })).toBeVisible(),
  },
  {
    name: 'Auswertung Digitaler Klingelbeutel',
    path: `/#/o/${LAUFFEN}/?device_class=KB`,
    ready: (page) => expect(page.getByRole('region', { name: 'Gerätetypen' })).toBeVisible(),
  },
  {
    name: 'Kollekten-App',
    path: `/#/o/${LAUFFEN}/kollekteapp`,
    ready: (page) => expect(page.getByRole('region', { name: 'Einstellungen' })).toBeVisible(),
  },
  {
    name: 'Spenden-App',
    path: `/#/o/${LAUFFEN}/spendeapp`,
    ready: (page) => expect(page.getByRole('region', { name: 'Einstellungen' })).toBeVisible(),
  },
  {
    name: 'Neuigkeiten',
    path: '/#/news',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
  {
    name: 'Profil',
    path: '/#/me/profile',
    ready: (page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
  },
];

test('the parish administrator’s main pages are accessible', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signInThroughApi(page, request, 'gemeinde');
  for (const entry of PARISH_PAGES) {
    await test.step(entry.name, async () => {
      await page.goto(entry.path);
      await entry.ready(page);
      await expectAccessible(page, entry.name);
    });
  }
});

test('the superuser’s pages are accessible', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInThroughApi(page, request, 'admin');
  for (const [name, path] of [
    ['Startseite mit Organisationsbaum', '/#/'],
    ['Benutzerverwaltung', '/#/admin/users'],
    ['Geräteverwaltung', '/#/admin/devices'],
    ['Abrechnungspläne', '/#/admin/billing'],
    ['Admin-Mails', '/#/admin/mails'],
    ['Postausgang', '/#/admin/outbox'],
    ['Orte verwalten', '/#/admin/locations'],
  ] as const) {
    await test.step(name, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page, name);
    });
  }
});
