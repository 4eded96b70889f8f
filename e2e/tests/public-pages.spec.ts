/**
 * Public token pages (issue 17 "Must show", administration.md "Public pages", §8): each page opened
 * through the link in the mail the notification job wrote to the outbox, on a phone (390 px): the
 * accounting fields, the cash submission, the stop-cash link; wrong and revoked links say the spec's
 * text and show nothing; administrators revoke a link under 'Öffentliche Links'.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { obtainToken, signInThroughApi } from '../pages/planning-page';
import {
  dialogSettled,
  expectNoHorizontalScroll,
  findLinkInOutbox,
  openLink,
  PHONE,
  readLinkFromOutbox,
} from '../pages/public-token-pages';

const LAUFFEN = 4;
const API = '/api/v2/';
const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/g1-shots';
const NOT_FOUND = 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.';

test.use({ viewport: PHONE });

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('the treasurer fills in the accounting fields from the mail’s link, and edits them again', async ({
  page,
  request,
}) => {
  const { hashPath, token } = await readLinkFromOutbox(
    request,
    'Buchungsangaben fehlen:',
    'misc/accounting_fields',
  );
  const before = await request.get(`${API}collection_plan/fill_accounting_fields/${token}/`);
  expect(before.status()).toBe(200);
  const stored = (await before.json()) as { fields: { name: string; value: string | null }[] };

  await openLink(page, hashPath);
  await expect(page.getByRole('heading', { name: 'Buchhaltungsdaten', level: 1 })).toBeVisible();
  const first = page.getByRole('textbox').first();
  const firstName = stored.fields[0]?.name ?? '';
  await expect(page.getByLabel(firstName)).toBeVisible();
  await first.fill('x'.repeat(101));
  await expect(page.getByText('max. 100 Zeichen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  await first.fill('  KST 4711  ');
  await expectNoHorizontalScroll(page);
  await shot(page, 'accounting-fields-form');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Vielen Dank. Die Buchhaltungsdaten wurden gespeichert.')).toBeVisible();
  await expect(page.getByText('KST 4711', { exact: true })).toBeVisible();
  await shot(page, 'accounting-fields-saved');
  await page.getByRole('button', { name: 'Erneut bearbeiten' }).click();
  await expect(page.getByLabel(firstName)).toHaveValue('KST 4711');

  // the demo's values back, for the tests after this one
  const restored = await request.patch(`${API}collection_plan/fill_accounting_fields/${token}/`, {
    data: {
      meta: { accounting: Object.fromEntries(stored.fields.map((field) => [field.name, field.value])) },
    },
  });
  expect(restored.status()).toBe(200);
});

test('a volunteer enters counted cash from the mail’s link and is thanked', async ({ page, request }) => {
  const { hashPath } = await readLinkFromOutbox(
    request,
    'Barsammlung wartet auf Bestätigung:',
    'cash_payment_submission',
  );
  await openLink(page, hashPath);
  const dialog = page.getByRole('dialog', { name: 'Barsammlung eintragen' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);
  await dialog.getByRole('tab', { name: 'Rechner' }).click();
  await dialog.getByRole('textbox', { name: /^Anzahl 10\s€$/ }).fill('2');
  await dialog.getByRole('textbox', { name: /^Anzahl 0,50\s€$/ }).fill('3');
  await dialogSettled(page);
  await shot(page, 'cash-submission-dialog');
  await dialog.getByRole('button', { name: /^21,50\s€ eintragen$/ }).click();
  const success = page.getByRole('dialog', { name: 'Barsammlung eingetragen' });
  await expect(
    success.getByText(
      /^Sie haben erfolgreich eine Barsammlung in der Höhe von 21,50\s€ am \d{2}\.\d{2}\.\d{4} eingetragen\. Vielen Dank\.$/,
    ),
  ).toBeVisible();
  await dialogSettled(page);
  await shot(page, 'cash-submission-success');

  // the entry waits for a user of the parish: it was entered by nobody
  const kasse = await obtainToken(request, 'kasse');
  const list = await request.get(`${API}cash/cash_payment/?organization=${LAUFFEN}&state=entered`, {
    headers: { Authorization: `Token ${kasse}` },
  });
  const entries = (await list.json()) as {
    amount: string;
    created_by: string | null;
    can_confirm: boolean;
  }[];
  expect(entries.find((entry) => entry.amount === '21.50' && entry.created_by === null)?.can_confirm).toBe(
    true,
  );
});

test('the parish closes the cash from the mail’s stop link in a dialog that cannot be closed', async ({
  page,
  request,
}) => {
  const hashPath = await stopCashLink(request);
  await openLink(page, hashPath);
  const dialog = page.getByRole('dialog', { name: 'Barsammlungen abschließen' });
  await expect(dialog).toBeVisible();
  for (const label of [
    'Sammlung',
    'Organisation',
    'Anzahl Zahlungen',
    'Online',
    'Kartenterminal',
    'Bar',
    'Gesamt',
  ]) {
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  }
  const collection = (await dialog.locator('dd').first().textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialogSettled(page);
  await shot(page, 'stop-cash-summary');
  await dialog.getByRole('button', { name: 'abschließen' }).click();
  await expect(
    dialog.getByText(`Sie haben die Sammlung ${collection} erfolgreich abgeschlossen.`),
  ).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await shot(page, 'stop-cash-done');
  // the link stays, but there is nothing left to close
  await page.reload();
  await expect(
    dialog.getByText('Die Barsammlungen dieser Kollekte wurden bereits abgeschlossen.'),
  ).toBeVisible();
});

/**
 * The stop link of the mail 'Kollekte abschließen: …' (disbursement_order_ready). When the demo world
 * mailed none (no forwarding order of Lauffen is ready with its cash open), the parish administrator
 * creates the same link for an open order of Lauffen through the links' administration.
 */
async function stopCashLink(request: APIRequestContext): Promise<string> {
  const mailed = await findLinkInOutbox(request, 'Kollekte abschließen:', 'securely_stop_cash_payments');
  if (mailed) return mailed.hashPath;
  const gemeinde = await obtainToken(request, 'gemeinde');
  const headers = { Authorization: `Token ${gemeinde}` };
  const listed = await request.get(`${API}disbursementorder/order/?organization=${LAUFFEN}`, { headers });
  expect(listed.status()).toBe(200);
  type Order = {
    id: number;
    plan: { name: string };
    organization: { id: number };
    stop_cash_payments: string | null;
    state: string;
    disbursement: { has_entered_cash: boolean };
  };
  const open = ((await listed.json()) as Order[]).filter(
    (order) =>
      order.organization.id === LAUFFEN &&
      order.stop_cash_payments === null &&
      ['in_progress', 'ready'].includes(order.state) &&
      !order.disbursement.has_entered_cash,
  );
  // the running district collection is the forwarding test's own to close
  const order = open.find((candidate) => candidate.plan.name !== 'Vesperkirche Heilbronn') ?? open[0];
  expect(order, 'an open forwarding order of Lauffen').toBeTruthy();
  const created = await request.post(`${API}organization/${LAUFFEN}/public_tokens/`, {
    headers,
    data: { purpose: 'stop_cash_payments', object_id: order?.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { url } = (await created.json()) as { url: string };
  return url.slice(url.indexOf('#'));
}

test('guessed links say the spec’s text and show no data', async ({ page }) => {
  const guessed = 'A'.repeat(43);
  await openLink(page, `#/misc/accounting_fields/${guessed}`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'accounting-fields-wrong-link');
  await openLink(page, `#/cash_payment_submission/${guessed}/`);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await openLink(page, `#/securely_stop_cash_payments/${guessed}/?organization_id=${LAUFFEN}`);
  await expect(page.getByRole('dialog').getByText(NOT_FOUND)).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button')).toHaveCount(0);
  await openLink(page, '#/misc/accounting_fields');
  await expect(page.getByText('Keine Sammlungs-ID gesetzt')).toBeVisible();
});

test('the parish administrator revokes a link under Öffentliche Links; it stops working at once', async ({
  page,
  request,
}) => {
  const gemeinde = await signInThroughApi(page, request, 'gemeinde');
  const plans = await request.get(`${API}organization/${LAUFFEN}/collection_plans/`, {
    headers: { Authorization: `Token ${gemeinde}` },
  });
  const plan = ((await plans.json()) as { id: number }[])[0];
  const created = await request.post(`${API}organization/${LAUFFEN}/public_tokens/`, {
    headers: { Authorization: `Token ${gemeinde}` },
    data: { purpose: 'cash_payment', object_id: plan?.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = (await created.json()) as { url: string; object_name: string };
  const hashPath = link.url.slice(link.url.indexOf('#'));

  await page.goto(`/#/o/${LAUFFEN}/notifications`);
  const section = page.getByRole('region', { name: 'Öffentliche Links' });
  await expect(section.getByRole('heading', { name: 'Öffentliche Links' })).toBeVisible();
  await section
    .getByRole('button', { name: `Widerrufen: Barsammlung eintragen – ${link.object_name}` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Link widerrufen?' });
  await dialogSettled(page);
  await shot(page, 'public-links-revoke');
  await confirm.getByRole('button', { name: 'Ja, widerrufen' }).click();
  await expect(page.getByText('Der Link wurde widerrufen.')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(section.getByText('widerrufen', { exact: true }).first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await section.screenshot({ path: `${SHOTS}/public-links-list.png` });

  await openLink(page, hashPath);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
