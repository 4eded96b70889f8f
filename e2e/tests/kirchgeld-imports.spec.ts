/**
 * Registry imports of the church-tax app (devices-income-kirchgeld.md §2 "Imports", §5 "Import"):
 * gemeinde uploads a registry file and watches it finish with its counts, opens its report; a file
 * without a required column fails with a German message. The file is Lauffen's registry as the demo
 * world imported it last (regenerated from the demo's generator, so that nobody of the demo moves
 * away) plus a couple of its own and one changed address; a last upload of the demo's file puts the
 * demo back (the couple of its own ends).
 */
import { expect, type Page, test } from '@playwright/test';
import {
  changeDemoRegistry,
  type DemoRegistryRow,
  formatDemoRegistryCsv,
  generateDemoRegistry,
} from '../../apps/server/src/modules/kirchgeld/imports/demo-registry-file';
import { KIRCHGELD_SESSION_KEY, signInToKirchgeld } from '../pages/kirchgeld';

type ImportItem = {
  id: number;
  state: string;
  created_at: string;
  processing_state: { input_lines: number };
};

/** Lauffen's imports, oldest first, through the API with the app's own token. */
async function listImports(page: Page): Promise<{ tenant: number; imports: ImportItem[] }> {
  const session = await page.evaluate(
    (key) =>
      (
        globalThis as unknown as { localStorage: { getItem(name: string): string | null } }
      ).localStorage.getItem(key),
    KIRCHGELD_SESSION_KEY,
  );
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token ?? '';
  const headers = { authorization: `Bearer ${token}` };
  const tenants = await page.request.get('/api/kirchgeld/v1/tenant/', { headers });
  const tenant = ((await tenants.json()) as { results: { id: number }[] }).results[0]?.id ?? 0;
  const list = await page.request.get(`/api/kirchgeld/v1/tenant/${tenant}/data_import/?limit=1000`, {
    headers,
  });
  const imports = ((await list.json()) as { results: ImportItem[] }).results.reverse();
  return { tenant, imports };
}

/** The registry as the demo world's second import had it (none when the demo has no imports). */
function demoRegistryRows(imports: readonly ImportItem[]): DemoRegistryRow[] {
  const [first, second] = imports.filter((item) => item.state === 'finished');
  if (!first || !second) return [];
  const before = generateDemoRegistry(first.processing_state.input_lines);
  const movedIn = second.created_at.slice(0, 10).split('-').reverse().join('.');
  return changeDemoRegistry(before, { movedIn }).registry.rows;
}

const OWN_COUPLE: DemoRegistryRow[] = [
  {
    person_id: 'E2E-IMPORT-1',
    typ: 'individual',
    vornamen: 'Ottilie',
    familienname: 'Fröhlich',
    geschlecht: 'w',
    geburtsdatum: '03.03.1977',
    familienstand: 'vh',
    strassenname: 'Körnerstraße',
    hausnr: '9',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
    ehepartner_person_id: 'E2E-IMPORT-2',
  },
  {
    person_id: 'E2E-IMPORT-2',
    typ: 'individual',
    vornamen: 'Gustav',
    familienname: 'Fröhlich',
    geschlecht: 'm',
    geburtsdatum: '1975-07-19',
    familienstand: 'vh',
    strassenname: 'Körnerstraße',
    hausnr: '9',
    plz: '74348',
    kommune: 'Lauffen am Neckar',
    ehepartner_person_id: 'E2E-IMPORT-1',
  },
];

async function upload(page: Page, name: string, text: string) {
  await page.getByLabel('Datei auswählen').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Die Datei wurde hochgeladen. Der Import läuft im Hintergrund.')).toBeVisible();
}

test('registry import: upload a file, watch it finish, read its counts and report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInToKirchgeld(page, 'gemeinde');
  await page.goto('/kirchgeld/imports');
  await expect(page.getByRole('heading', { name: 'Import aus dem Meldewesen' })).toBeVisible();

  await page.getByRole('button', { name: 'Hochladen' }).click();
  await expect(page.getByText('Bitte Datei auswählen')).toBeVisible();

  const { imports } = await listImports(page);
  const demoRows = demoRegistryRows(imports);
  const [mover] = demoRows;
  const changedRows = demoRows.map((row) =>
    row === mover ? { ...row, strassenname: 'Hölderlinstraße', hausnr: '99' } : row,
  );
  await upload(page, 'meldewesen-e2e.csv', formatDemoRegistryCsv([...changedRows, ...OWN_COUPLE]));

  const table = page.getByRole('table', { name: 'Bisherige Importe' });
  const row = table.getByRole('row').filter({ hasText: 'meldewesen-e2e.csv' });
  await expect(row).toContainText('Abgeschlossen', { timeout: 60_000 });
  const cells = row.getByRole('cell');
  // Zeilen, Verheiratet, Neu, Geändert, Beendet, Fehler
  await expect(cells.nth(5)).toHaveText((demoRows.length + 2).toLocaleString('de-DE'));
  await expect(cells.nth(6)).toHaveText('1');
  await expect(cells.nth(7)).toHaveText('2');
  await expect(cells.nth(8)).toHaveText(mover ? '1' : '0');
  await expect(cells.nth(9)).toHaveText('0');
  await expect(cells.nth(10)).toHaveText('0');
  await row.getByRole('button', { name: 'Einzelheiten anzeigen' }).click();
  await expect(page.getByText('Keine fehlerhaften Zeilen und keine Hinweise.')).toBeVisible();
  // the row's report opens with an animation
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/kirchgeld-imports.png', fullPage: true });

  // a file without person_id fails as a whole, and nothing changes
  await upload(page, 'ohne-id.csv', 'id;familienname\r\n1;Maier\r\n');
  const failed = table.getByRole('row').filter({ hasText: 'ohne-id.csv' });
  await expect(failed).toContainText('Fehlgeschlagen', { timeout: 60_000 });
  await failed.getByRole('button', { name: 'Einzelheiten anzeigen' }).click();
  await expect(page.getByText('Die Spalte „person_id“ fehlt.')).toBeVisible();

  // the demo's registry again: the mover is back, the couple of this test ends
  if (demoRows.length > 0) {
    await upload(page, 'meldewesen-demo.csv', formatDemoRegistryCsv(demoRows));
    const restored = table.getByRole('row').filter({ hasText: 'meldewesen-demo.csv' });
    await expect(restored).toContainText('Abgeschlossen', { timeout: 60_000 });
    await expect(restored.getByRole('cell').nth(8)).toHaveText('1');
    await expect(restored.getByRole('cell').nth(9)).toHaveText('2');
  }
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/kirchgeld-imports-done.png', fullPage: true });
});
