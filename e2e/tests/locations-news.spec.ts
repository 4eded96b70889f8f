/**
 * Locations, news, admin mails and the QR-code tool (administration.md §2 "Locations", "News",
 * "Admin mails", route table `qr`): a location's card expands to its QR code, which decodes to the
 * location's address; a name of spaces is refused at the field; the news render grouped by date; a
 * superuser copies the addresses of chosen contact types; anyone downloads a QR code as PNG.
 * Nothing here changes the demo world.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import { MainLayout } from '../pages/main-layout';
import { signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;

/** What zbarimg (Debian package zbar-tools) reads from a PNG. */
function decodeQr(png: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-qr-')), 'qr.png');
  fs.writeFileSync(file, png);
  const result = spawnSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' });
  if (result.error) throw new Error('zbarimg fehlt: apt-get install -y zbar-tools');
  return result.stdout.trim();
}

/** The shown image drawn on a white canvas in the page, as a PNG, and decoded. */
async function decodeShown(image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  // this file is compiled without the DOM's types: the page's objects get the few members used
  await expect
    .poll(() => image.evaluate((element: unknown) => (element as { complete: boolean }).complete))
    .toBe(true);
  const dataUrl = await image.evaluate((element: unknown) => {
    type Canvas = {
      width: number;
      height: number;
      getContext(kind: '2d'): {
        fillStyle: string;
        fillRect(x: number, y: number, width: number, height: number): void;
        drawImage(image: unknown, x: number, y: number, width: number, height: number): void;
      } | null;
      toDataURL(type: string): string;
    };
    const page = globalThis as unknown as { document: { createElement(tag: 'canvas'): Canvas } };
    const canvas = page.document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 600, 600);
    context.drawImage(element, 0, 0, 600, 600);
    return canvas.toDataURL('image/png');
  });
  return decodeQr(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
}

test("a location's card expands to a QR code that leads to the location", async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto(`/#/o/${LAUFFEN}/`);
  await page.getByRole('navigation', { name: 'Verwaltung' }).getByRole('link', { name: 'Orte' }).click();
  await expect(page.getByRole('heading', { name: 'Orte', level: 1 })).toBeVisible();

  const cards = page.getByTestId('location-card');
  await expect(cards.first()).toBeVisible();
  const card = cards.first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(card.getByText('Ev. Kirchengemeinde Lauffen')).toBeVisible();
  await expect(card.getByTestId('location-qr-code')).toHaveCount(0);
  await card.getByRole('button', { name: `QR-Code für ${name} anzeigen` }).click();

  const code = card.getByTestId('location-qr-code');
  const address = await card.getByRole('link').first().textContent();
  expect(address).toMatch(new RegExp(`/p/${LAUFFEN}\\?location=\\d+$`));
  expect(await decodeShown(code)).toBe(address);
  await expect(card.locator('.MuiCollapse-entered')).toBeVisible();
  await page.screenshot({ path: '/tmp/places-locations.png', fullPage: true });

  // the plus card: a name of spaces is refused at the field, nothing is created
  const newCard = page.getByTestId('new-location-card');
  await newCard.getByLabel('Name des Ortes').fill('   ');
  await newCard.getByRole('button', { name: 'Ort anlegen' }).click();
  await expect(newCard.getByText('Bitte geben Sie einen Namen für den Ort ein.')).toBeVisible();
  await expect(cards).toHaveCount(await cards.count());
});

test("superusers see every location under 'Orte verwalten'", async ({ page, request }) => {
  await signInThroughApi(page, request, 'admin');
  const layout = new MainLayout(page);
  await layout.openDrawer();
  const admin = layout.drawer().getByRole('navigation', { name: 'Administration' });
  await expect(admin.getByRole('link', { name: 'Orte verwalten' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Admin-Mails' })).toBeVisible();
  // entries without a page are hidden, not greyed
  await expect(layout.drawer().locator('.Mui-disabled')).toHaveCount(0);
  await admin.getByRole('link', { name: 'Orte verwalten' }).click();
  await expect(page.getByRole('heading', { name: 'Orte verwalten' })).toBeVisible();
  await expect(
    page.getByTestId('location-card').getByText('Ev. Kirchengemeinde Brackenheim').first(),
  ).toBeVisible();
  await page.getByLabel('Ort oder Organisation suchen').fill('Brackenheim');
  await expect(page.getByTestId('location-card').getByText('Ev. Kirchengemeinde Lauffen')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/places-admin-locations.png', fullPage: true });
});

test('the news render grouped by date, with the device classes they concern', async ({ page, request }) => {
  await signInThroughApi(page, request, 'kasse');
  const layout = new MainLayout(page);
  await layout.openDrawer();
  await layout.drawer().getByRole('link', { name: 'Neuigkeiten' }).click();
  await expect(page.getByRole('heading', { name: 'Neuigkeiten', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '22.11.2026', level: 2 })).toBeVisible();
  const entry = page.getByTestId('news-entry').filter({ hasText: 'Sammlungen planen im Kirchenjahr' });
  await expect(entry.getByText('7 Tage', { exact: true })).toBeVisible();
  await expect(entry.getByText('18:00 Uhr')).toBeVisible();
  await expect(entry.getByLabel(/Betrifft: .*Kollekten-App/)).toBeVisible();
  expect(await page.getByTestId('news-entry').count()).toBeGreaterThanOrEqual(12);
  await page.screenshot({ path: '/tmp/places-news.png', fullPage: true });
});

test('a superuser copies the addresses of the chosen contact types', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInThroughApi(page, request, 'admin');
  await page.goto('/#/admin/mails');
  await expect(page.getByRole('heading', { name: 'Admin-Mails' })).toBeVisible();
  await expect(page.getByLabel('Finanzen (Rechnungen und Abgleichlisten)')).toBeChecked();
  await page.getByLabel('Barsammlungen').check();
  const table = page.getByRole('table', { name: 'Details' });
  await expect(table.getByRole('cell', { name: 'kirchenpflege@lauffen.kirche.example' })).toBeVisible();
  await expect(page.getByTestId('admin-mail-addresses')).toContainText(
    'kirchenpflege@lauffen.kirche.example',
  );
  await page.getByRole('button', { name: 'E-Mail-Adressen kopieren' }).click();
  await expect(page.getByText('E-Mail-Adressen kopiert')).toBeVisible();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect(copied.split(';')).toContain('kirchenpflege@lauffen.kirche.example');
  await page.getByLabel('Inaktive Kontakte einbeziehen').check();
  await expect(table.getByRole('cell', { name: 'kirchenpflege@lauffen.kirche.example' })).toBeVisible();
  await page.screenshot({ path: '/tmp/places-admin-mails.png', fullPage: true });
});

test('a plain user never reaches the admin mails', async ({ page, request }) => {
  await signInThroughApi(page, request, 'gemeinde');
  await page.goto('/#/admin/mails');
  await expect(page.getByRole('heading', { name: 'Admin-Mails' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/admin\/mails/);
});

test('anyone makes a QR code with the tool and downloads it as PNG and SVG', async ({ page }) => {
  await page.goto('/#/qr');
  await expect(page.getByRole('heading', { name: 'QR-Code erstellen' })).toBeVisible();
  await expect(page.getByText('Breite: 512 px')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als PNG herunterladen' })).toBeDisabled();
  const target = 'https://kollekta.example/p/4?location=7';
  await page.getByLabel('Zieladresse').fill(target);
  await page.locator('#qr-color').fill('#1f4e79');
  await expect(page.getByTestId('qr-tool-preview')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Als PNG herunterladen' })).toBeEnabled();

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Als PNG herunterladen' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('QR-Code.png');
  const pngFile = await png.path();
  const bytes = fs.readFileSync(pngFile);
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(512);
  expect(decodeQr(bytes)).toBe(target);
  await page.screenshot({ path: '/tmp/places-qr-tool.png', fullPage: true });

  // the slider's keys move the width; the SVG carries it
  const slider = page.getByRole('slider');
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(page.getByText('Breite: 100 px')).toBeVisible();
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Als SVG herunterladen' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('QR-Code.svg');
  const text = fs.readFileSync(await svg.path(), 'utf8');
  expect(text).toContain('width="100" height="100"');
  expect(text).toContain('fill="#1f4e79"');
});

test('the new pages are accessible (BITV 2.0)', async ({ page, request }) => {
  const check = async (name: string) => {
    await page.waitForLoadState('networkidle');
    // fades and ripples have ended: axe measures colours as drawn
    await page.waitForTimeout(400);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const findings = results.violations.map(
      (violation) => `${violation.id}: ${violation.help} ${violation.nodes[0]?.target.join(' ') ?? ''}`,
    );
    expect.soft(findings, `${name}: ${findings.join('\n')}`).toEqual([]);
  };
  await page.goto('/#/qr');
  await page.getByLabel('Zieladresse').fill('https://kollekta.example/');
  await expect(page.getByTestId('qr-tool-preview')).toBeVisible();
  await check('QR-Code-Werkzeug');
  await signInThroughApi(page, request, 'admin');
  for (const [name, path, heading] of [
    ['Orte', `/#/o/${LAUFFEN}/locations`, 'Orte'],
    ['Orte verwalten', '/#/admin/locations', 'Orte verwalten'],
    ['Neuigkeiten', '/#/news', 'Neuigkeiten'],
    ['Admin-Mails', '/#/admin/mails', 'Admin-Mails'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await check(name);
  }
});
