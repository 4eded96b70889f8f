/**
 * The outbox page (issue 17 point 5): a superuser of the demo deployment opens 'Postausgang' from
 * the administration menu, filters for Lauffen and reads a notification mail with its link to a
 * public page. Reads only: the demo world's mails stay as they are.
 */
import { expect, type Page, test } from '@playwright/test';
import { obtainToken, signInThroughApi } from '../pages/planning-page';

type Mail = { id: number; recipient: string; subject: string; body_text: string };

async function settled(page: Page) {
  await expect(page.locator('.MuiDialog-container').last()).toHaveCSS('opacity', '1');
}

test('a superuser reads a Lauffen mail in the outbox and sees its link', async ({ page, request }) => {
  // Which mail to open: the newest of Lauffen with a link, as the demo world's notification mails have.
  const token = await obtainToken(request, 'admin');
  const listed = await request.get('/api/v2/admin/outbox/page/?recipient=Lauffen&limit=100', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(listed.status()).toBe(200);
  const { results } = (await listed.json()) as { results: Mail[] };
  // A link to a public page (outside `#/o/…`) is what a tester follows; any link will do otherwise.
  const mail =
    results.find((candidate) => /https?:\/\/\S+#\/(?!o\/)/.test(candidate.body_text)) ??
    results.find((candidate) => /https?:\/\/\S+#\//.test(candidate.body_text));
  expect(mail, 'a Lauffen mail with a link in the demo outbox').toBeTruthy();
  const { subject } = mail as Mail;
  const link = /https?:\/\/[^\s<>"]+#\/[^\s<>")\]]*/
    .exec((mail as Mail).body_text)?.[0]
    .replace(/[.,;:!?]+$/, '');

  await signInThroughApi(page, request, 'admin');
  await page.goto('/#/');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await page.getByRole('link', { name: 'Postausgang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible();
  await expect(page).toHaveURL(/#\/admin\/outbox$/);

  await page.getByLabel('Empfänger').fill('Lauffen');
  await page.getByLabel('Betreff').fill(subject);
  const table = page.getByRole('table', { name: 'Mails im Postausgang' });
  const matching = results.filter((candidate) =>
    candidate.subject.toLowerCase().includes(subject.toLowerCase()),
  );
  // the filters apply after a pause in typing: wait for the rows of both
  await expect(table.locator('tbody tr')).toHaveCount(matching.length);
  await expect(table.locator('tbody tr').filter({ hasNotText: /lauffen/i })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/outbox-list.png', fullPage: true });

  await table
    .getByRole('button', { name: `Mail „${subject}“ öffnen` })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  const shown = dialog.getByRole('link', { name: link as string });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('href', link as string);
  await settled(page);
  await page.screenshot({ path: 'test-results/outbox-mail.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});
