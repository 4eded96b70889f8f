import { expect, test } from '@playwright/test';
import { DirectLinkDialog, PlanDownloadDialog } from '../pages/plan-export-dialogs';
import { PlanningPage, signInThroughApi } from '../pages/planning-page';

const LAUFFEN = 4;
const API = '/api/v2/';

type Plan = {
  id: number;
  name: string;
  targets: string[];
  location: string | null;
  currentlyActive: boolean;
};

/** Today in Berlin plus days, as 'DD.MM.YYYY'. */
function germanDayFromToday(plusDays: number): string {
  const date = new Date(Date.now() + plusDays * 86_400_000);
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

function berlinYear(): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
  );
}

test('a parish editor downloads the plan and the template, and checks a filled template', async ({
  page,
  request,
}) => {
  await signInThroughApi(page, request, 'planer');
  const year = berlinYear();
  await new PlanningPage(page).open(LAUFFEN, year);
  const download = new PlanDownloadDialog(page);
  await download.open();

  // "start defaults to the start of last year"; format DD.MM.YYYY with the hint
  await expect(download.start()).toHaveValue(`01.01.${year - 1}`);
  await expect(download.end()).toHaveValue(`31.12.${year + 1}`);
  await expect(download.dialog().getByText('z.B. 15.03.2023').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/plan-export-dialog.png' });

  const exported = await download.download('Download');
  expect(exported.name).toBe(
    `Kollektenplan_Ev._Kirchengemeinde_Lauffen_${year - 1}-01-01_${year + 1}-12-31.xlsx`,
  );
  expect(exported.content.length).toBeGreaterThan(5000);
  expect(exported.content.subarray(0, 2).toString()).toBe('PK');

  const template = await download.download('Vorlage herunterladen');
  expect(template.name).toBe('Kollektenplan_Vorlage_Ev._Kirchengemeinde_Lauffen.xlsx');
  expect(template.content.subarray(0, 2).toString()).toBe('PK');

  // a wrong day is refused before anything is sent
  await download.end().fill('31.02.2027');
  await expect(
    download.dialog().getByText('Bitte ein Datum im Format TT.MM.JJJJ eingeben, z.B. 15.03.2023.'),
  ).toBeVisible();
  await expect(download.dialog().getByRole('button', { name: 'Download', exact: true })).toBeDisabled();

  // plans that started weeks ago cannot be planned again: the check names the rows
  await download.setRange(germanDayFromToday(-90), germanDayFromToday(-7));
  const past = await download.download('Download');
  await download.chooseImportFile(past.name, past.content);
  await download.dialog().getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(
    download.dialog().getByText('Die Datei enthält Fehler. Es wurde keine Sammlung angelegt.'),
  ).toBeVisible();
  await expect(download.importReport().getByRole('listitem').first()).toContainText(/^Zeile 2, Spalte „/);
  await page.screenshot({ path: '/tmp/plan-export-import-report.png' });

  // the coming weeks' plans can be planned once more: the check counts them and creates nothing
  await download.setRange(germanDayFromToday(8), germanDayFromToday(60));
  const ahead = await download.download('Download');
  await download.chooseImportFile(ahead.name, ahead.content);
  await download.dialog().getByRole('button', { name: 'Prüfen', exact: true }).click();
  await expect(download.dialog().getByText(/^Die Datei ist in Ordnung: \d+ Sammlungen? k/)).toBeVisible();
});

test('the direct link of a running collection with its QR code, and the note without web apps', async ({
  page,
  request,
}) => {
  const token = await signInThroughApi(page, request, 'planer');
  const response = await request.get(`${API}organization/${LAUFFEN}/collection_plans/?year=${berlinYear()}`, {
    headers: { Authorization: `Token ${token}` },
  });
  const plans = (await response.json()) as Plan[];
  const running = plans.filter((plan) => plan.currentlyActive);
  const withWebApp = running.find((plan) => plan.targets.includes('WA') || plan.targets.includes('WS'));
  if (!withWebApp) throw new Error('the demo world has no running plan in a web app');

  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, berlinYear());
  const directLink = new DirectLinkDialog(page);
  await directLink.openFrom(planning.card(withWebApp.name).first());
  await expect(directLink.dialog()).toContainText(withWebApp.name);

  const app = withWebApp.targets.includes('WA') ? 'Kollekten-App' : 'Spenden-App';
  const path = app === 'Kollekten-App' ? 'p' : 'o';
  const link = directLink.app(app).getByRole('link', { name: /\?collection=/ });
  await expect(link).toHaveText(new RegExp(`/${path}/${LAUFFEN}\\?collection=${withWebApp.id}$`));
  const qr = directLink.app(app).getByRole('img', { name: /^QR-Code für / });
  await expect(qr).toBeVisible();
  // the SVG was decoded and drawn
  expect(
    await qr.evaluate((element: unknown) => (element as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  await expect(directLink.app(app).getByRole('link', { name: 'PNG herunterladen' })).toHaveAttribute(
    'download',
    /\.png$/,
  );
  const box = await directLink.dialog().boundingBox();
  expect(box?.width).toBe(600);
  await page.screenshot({ path: '/tmp/plan-export-direct-link.png' });
  await directLink.dialog().getByRole('button', { name: 'Schließen' }).click();

  const withoutWebApp = running.find(
    (plan) => !plan.targets.includes('WA') && !plan.targets.includes('WS') && plan.name !== withWebApp.name,
  );
  if (withoutWebApp) {
    await directLink.openFrom(planning.card(withoutWebApp.name).first());
    await expect(directLink.dialog()).toContainText('Diese Sammlung läuft in keiner Web-App.');
  }
});
