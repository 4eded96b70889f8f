/** The plan download dialog ('Kollektenplan herunterladen', with the import) and a plan's 'Direktlink' dialog. */
import fs from 'node:fs';
import { type Download, expect, type Locator, type Page } from '@playwright/test';

export class PlanDownloadDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Kollektenplan herunterladen' });
  readonly start = () => this.dialog().getByLabel('Startdatum');
  readonly end = () => this.dialog().getByLabel('Enddatum');
  readonly importReport = () => this.dialog().getByRole('list', { name: 'Fehlerbericht' });

  async open() {
    await this.page.getByRole('button', { name: 'Kollektenplan herunterladen' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async setRange(start: string, end: string) {
    await this.start().fill(start);
    await this.end().fill(end);
  }

  /** Clicks a button that downloads a file; answers the file's name and bytes. */
  async download(button: 'Download' | 'Vorlage herunterladen'): Promise<{ name: string; content: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.dialog().getByRole('button', { name: button, exact: true }).click(),
    ]);
    return { name: download.suggestedFilename(), content: await readDownload(download) };
  }

  async chooseImportFile(name: string, content: Buffer) {
    await this.dialog().locator('input[type="file"]').setInputFiles({
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: content,
    });
    await expect(this.dialog().getByTestId('import-file-name')).toHaveText(name);
  }
}

async function readDownload(download: Download): Promise<Buffer> {
  const file = await download.path();
  return fs.readFileSync(file);
}

export class DirectLinkDialog {
  constructor(private readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: /^Direktlink – / });

  async openFrom(card: Locator) {
    await card.getByRole('button', { name: 'Direktlink', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** the section of one web app: 'Kollekten-App' or 'Spenden-App' */
  readonly app = (label: 'Kollekten-App' | 'Spenden-App') =>
    this.dialog().getByRole('region', { name: label });
}
