/**
 * Devices as parish staff use them (issue 6), with the device simulator running against the e2e
 * server: live connection states, screens, the Wi-Fi list, Kassenschnitt, settings inherited from
 * the district, image upload checks, embedding and provisioning.
 */
import { expect, test } from '@playwright/test';
import { Simulator } from '../../tools/simulator/simulator';
import { DevicesPage, signInAs } from '../pages/devices-page';

const LAUFFEN = 4;
const NECKARTAL = 3;
const BAG = 'Digitaler Klingelbeutel 1';
const BOX = 'Spendendose 2';

let simulator: Simulator | null = null;

test.afterEach(() => {
  simulator?.stopAll();
  simulator = null;
});

test('live telemetry: devices boot, show their screens and Wi-Fi, and one goes offline when it stops', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  await expect(devices.heading()).toHaveText('Aktive Spendengeräte (zeige 4 von 4)');
  await devices.chip('Web Apps');
  await expect(devices.heading()).toHaveText('Aktive Spendengeräte (zeige 2 von 4)');
  await devices.chip('Alle Geräte');

  simulator = await Simulator.create({
    baseUrl: baseURL as string,
    count: 2,
    organizationId: LAUFFEN,
    bootMs: 5000,
  });
  await simulator.startAll();
  await devices.expectConnection(BAG, 'Verbunden, Gerät startet');
  await devices.expectConnection(BOX, 'Verbunden, Gerät startet');
  await devices.expectConnection(BAG, 'Verbunden');
  await devices.expectConnection(BOX, 'Verbunden');
  await expect(devices.card(BAG).getByText(/^Akku \d+ %/)).toBeVisible();

  // screens arrive only with 'Live-Vorschau'
  await expect(devices.card(BAG).getByRole('img', { name: `Bildschirm von ${BAG}` })).toHaveCount(0);
  await devices.setLivePreview(true);
  const screen = devices.card(BAG).getByRole('img', { name: `Bildschirm von ${BAG}` });
  await expect(screen).toBeVisible();
  await expect(screen).toHaveAttribute('src', /^blob:/);
  const firstScreen = await screen.getAttribute('src');
  await expect(screen).not.toHaveAttribute('src', firstScreen ?? '', { timeout: 10_000 });

  await devices.expand(BAG);
  // the firmware the device reports, with its release looked up by kind KB and identifier
  await expect(devices.card(BAG).getByText('Firmware 2026.10.2 vom 02.10.2026')).toBeVisible();
  const wifi = page.getByRole('dialog', { name: `WLAN-Netze in Reichweite von ${BAG}` });
  // the web-app previews load beside the card meanwhile: a click that lands mid-layout is repeated
  await expect(async () => {
    if (!(await wifi.isVisible()))
      await devices.card(BAG).getByRole('button', { name: 'WLAN-Liste' }).click();
    await expect(wifi).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(wifi.getByRole('row')).not.toHaveCount(0);
  await expect(wifi.getByRole('cell', { name: 'Gemeindehaus' })).toBeVisible();
  expect(await wifi.getByRole('row').count()).toBeGreaterThan(2);
  await wifi.getByRole('button', { name: 'Schließen' }).click();

  // switched off: telemetry stops at once, the VPN counts as connected for 180 s
  simulator.device(`demo-${LAUFFEN}-sd-2`).stop();
  await expect(devices.connection(BOX)).not.toHaveText('Verbunden');
  simulator.advanceClock(200_000);
  await page.clock.fastForward(200_000);
  await devices.expectConnection(BOX, 'Gerät offline');
  await devices.expectConnection(BAG, 'Verbunden');
});

test('Kassenschnitt: confirmed, delivered to the device, which closes its collection', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  simulator = await Simulator.create({
    baseUrl: baseURL as string,
    count: 2,
    organizationId: LAUFFEN,
    bootMs: 500,
  });
  await simulator.startAll();
  await devices.expectConnection(BAG, 'Verbunden');

  await devices.card(BAG).getByRole('button', { name: 'Kassenschnitt' }).click();
  const dialog = page.getByRole('dialog', { name: `Kassenschnitt für ${BAG}` });
  await expect(dialog.getByText('Ein Kassenschnitt ist kostenpflichtig.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Kassenschnitt auslösen' }).click();
  await expect(
    page.getByText('Danke. Ihr Gerät sollte in den nächsten Minuten einen Kassenschnitt auslösen.'),
  ).toBeVisible();
  await expect(devices.card(BAG).getByText('Kollekte/Sammlung im Abschlußprozess')).toBeVisible();
  await expect(devices.card(BAG).getByText('keine Kollekte/Sammlung aktiv')).toBeVisible({ timeout: 15_000 });
});

test('a district’s setting is inherited by a parish’s device; Zurücksetzen restores the inheritance', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const district = await browser.newPage();
  await signInAs(district, request, 'bezirk');
  const districtDevices = new DevicesPage(district);
  await districtDevices.open(NECKARTAL);
  const typeSettings = await districtDevices.openTypeSettings('Digitaler Klingelbeutel');
  const districtField = districtDevices.setting(typeSettings, 'initialInputValue');
  await expect(typeSettings.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  // a value other than the one there, so the journey can run again on the same server
  const districtValue = (await districtField.field.inputValue()) === '12' ? '13' : '12';
  await districtField.field.fill(districtValue);
  await expect(districtField.row.getByText('Hier festgelegt')).toBeVisible();
  await typeSettings.getByRole('button', { name: 'Speichern' }).click();
  await expect(district.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();
  await district.close();

  const page = await browser.newPage();
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  let dialog = await devices.openSettings(BAG);
  let initial = devices.setting(dialog, 'initialInputValue');
  await expect(initial.field).toHaveValue(districtValue);
  await expect(initial.row.getByText('Einstellung übernommen von Kirchenbezirk Neckartal')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();

  await initial.field.fill('60');
  await expect(initial.row.getByText('Der Startbetrag muss zwischen 1 und 50 liegen')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await initial.field.fill('7');
  await expect(initial.row.getByText('Hier festgelegt')).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Einstellungen wurden gespeichert.')).toBeVisible();

  dialog = await devices.openSettings(BAG);
  initial = devices.setting(dialog, 'initialInputValue');
  await expect(initial.field).toHaveValue('7');
  await initial.reset.click();
  await expect(initial.field).toHaveValue(districtValue);
  await expect(initial.row.getByText('Einstellung übernommen von Kirchenbezirk Neckartal')).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  dialog = await devices.openSettings(BAG);
  initial = devices.setting(dialog, 'initialInputValue');
  await expect(initial.field).toHaveValue(districtValue);
  await expect(initial.row.getByText('Einstellung übernommen von Kirchenbezirk Neckartal')).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await page.close();
});

test('an oversized or disguised image is refused with the spec’s message; a real logo is taken', async ({
  page,
  request,
}) => {
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  const dialog = await devices.openSettings('Kollekten-App');
  await devices.setting(dialog, 'webappLogo').row.getByRole('button', { name: 'Bild hochladen' }).click();
  const upload = page.getByRole('dialog', { name: 'Bild hochladen' });
  const file = upload.getByLabel('Datei');
  const send = upload.getByRole('button', { name: 'Hochladen' });
  await expect(send).toBeDisabled();

  await file.setInputFiles({
    name: 'riesig.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1),
  });
  await expect(upload.getByText('Maximal 2 MB!')).toBeVisible();
  await expect(send).toBeDisabled();

  await file.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Das ist nur Text.\n'),
  });
  await send.click();
  await expect(upload.getByText('Nur PNG-, JPEG-, BMP- oder SVG-Bilder sind erlaubt.')).toBeVisible();

  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="#723288"/></svg>';
  await file.setInputFiles({
    name: 'gemeinde-logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(svg),
  });
  await send.click();
  await expect(upload).toBeHidden();
  await expect(devices.setting(dialog, 'webappLogo').row.getByText('gemeinde-logo.svg')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
});

test('QR code and embedding of the collection app', async ({ page, request, baseURL }) => {
  await signInAs(page, request, 'gemeinde');
  const devices = new DevicesPage(page);
  await devices.open(LAUFFEN);
  await devices.card('Kollekten-App').getByRole('button', { name: 'QR-Code' }).click();
  const qr = page.getByRole('dialog', { name: 'QR-Code – Kollekten-App' });
  await expect(qr.getByRole('img', { name: `QR-Code für ${baseURL}/p/${LAUFFEN}` })).toBeVisible();
  await qr.getByRole('button', { name: 'Schließen' }).click();

  await devices.card('Kollekten-App').getByRole('button', { name: 'Einbinden' }).click();
  const embed = page.getByRole('dialog', { name: 'Einbinden – Kollekten-App' });
  const code = embed.getByLabel('Code zum Einbinden');
  await embed.getByLabel('Gemeindeauswahl anzeigen').check();
  await expect(code).toHaveValue(/width="380" height="440"/);
  await expect(code).toHaveValue(/\/p\/4\?gemeindeauswahl=1"/);
  await embed.getByLabel('kleine Variante').check();
  await expect(code).toHaveValue(/width="300" height="355"/);
  await expect(embed.getByLabel('Gemeindeauswahl anzeigen')).not.toBeChecked();
  await expect(embed.getByLabel('Gemeindeauswahl anzeigen')).toBeDisabled();
  await embed.getByRole('button', { name: 'rechts' }).click();
  await expect(code).toHaveValue(/text-align: right;/);
});

test('a superuser accepts a new device, which then provisions itself', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  simulator = await Simulator.create({ baseUrl: baseURL as string, count: 0 });
  const handle = await simulator.provision({ boardType: 'sp-v2', serial: 'SP2-E2E-0815', pin: '135790' });
  await signInAs(page, request, 'admin');
  await page.goto('/#/admin/devices/provision');
  await expect(page.getByRole('heading', { name: 'Geräte-Provisionierung' })).toBeVisible();
  const open = page.getByRole('region', { name: 'Offene Anfragen' });
  const row = open.getByRole('row').filter({ hasText: '135790' });
  await expect(row.getByText('Neu')).toBeVisible();
  await row.getByRole('button', { name: 'Annehmen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Anfrage mit PIN 135790 annehmen' });
  await dialog.getByLabel('Gerätename').fill('Säule am Nordportal');
  await dialog.getByLabel('Gerätetyp').click();
  await page.getByRole('option', { name: 'Spendensäule', exact: true }).click();
  await dialog.getByLabel('Organisation').fill('Talheim');
  await page.getByRole('option', { name: 'Ev. Kirchengemeinde Talheim' }).click();
  await dialog.getByRole('button', { name: 'Annehmen' }).click();
  await expect(
    page.getByText('Die Anfrage wurde angenommen. Das Gerät richtet sich jetzt ein.'),
  ).toBeVisible();

  await handle.done;
  const finished = page.getByRole('region', { name: 'Abgeschlossene Anfragen' });
  await expect(
    finished.getByRole('row').filter({ hasText: 'SP2-E2E-0815' }).getByText('Abgeschlossen'),
  ).toBeVisible({
    timeout: 15_000,
  });
});
