/**
 * The collection card of a parish (planning.md §2): the display priority is saved and kept after a
 * reload; 'Auswertung' opens the evaluation with the figures of the plan's payments; its print view
 * lists every single donation, prints once and closes its window after printing.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signInAs } from '../pages/devices-page';
import {
  type ApiPlan,
  CardPriority,
  countPrintCalls,
  donationRows,
  EvaluationDialog,
  fetchPlanPayments,
  fetchPlans,
  stubPrinting,
} from '../pages/evaluation-page';
import { formatEuro, toCents } from '../pages/income-page';
import { PlanningPage } from '../pages/planning-page';

const LAUFFEN = 4;
const YEAR = Number(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()),
);

/** The running plan of the parish with the most payments (a standing donation purpose in the demo world). */
async function busiestRunningPlan(
  request: APIRequestContext,
  token: string,
  where: (plan: ApiPlan) => boolean,
) {
  const running = (await fetchPlans(request, token, LAUFFEN, YEAR)).filter(
    (plan) => plan.currentlyActive && where(plan),
  );
  let best: { plan: ApiPlan; payments: Awaited<ReturnType<typeof fetchPlanPayments>> } | null = null;
  for (const plan of running) {
    const payments = await fetchPlanPayments(request, token, LAUFFEN, plan);
    if (!best || payments.length > best.payments.length) best = { plan, payments };
  }
  if (!best || best.payments.length <= 10)
    throw new Error('the demo parish has a running plan with payments');
  return best;
}

test('a priority chosen on a card is kept after a reload', async ({ page, request }) => {
  const token = await signInAs(page, request, 'gemeinde');
  // any running plan in the collection app: the priority does not depend on its payments
  const plan = (await fetchPlans(request, token, LAUFFEN, YEAR)).find(
    (candidate) => candidate.currentlyActive && candidate.targets.includes('WA'),
  );
  if (!plan) throw new Error('the demo parish has no running plan in the collection app');
  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, YEAR);
  await planning.showAllActivePlans();
  const card = planning.activeSection().getByRole('article', { name: plan.name, exact: true });
  const priority = new CardPriority(page, card);
  await expect(priority.chooser('Kollekten-App (WA)')).toBeVisible();

  await priority.choose('Kollekten-App (WA)', '7');
  await expect(priority.chooser('Kollekten-App (WA)')).toHaveText('7');
  await page.reload();
  await expect(priority.chooser('Kollekten-App (WA)')).toHaveText('7');

  // the explanation says what the priority does
  await card.getByRole('button', { name: 'Was bewirkt die Anzeigepriorität?' }).click();
  const explanation = page.getByRole('dialog', { name: 'Anzeigepriorität' });
  await expect(
    explanation.getByText(/Die Sammlung mit der Priorität 1 steht an erster Stelle/),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/priority-explanation.png' });
  await explanation.getByRole('button', { name: 'Verstanden' }).click();

  await priority.choose('Kollekten-App (WA)', '2');
  await page.reload();
  await expect(priority.chooser('Kollekten-App (WA)')).toHaveText('2');
  await card.screenshot({ path: '/tmp/priority-card.png' });
});

test('Auswertung on a card shows the figures of the plan’s payments; its print view lists them all', async ({
  page,
  request,
}) => {
  await stubPrinting(page);
  const token = await signInAs(page, request, 'gemeinde');
  const { plan, payments } = await busiestRunningPlan(request, token, () => true);
  const counted = payments.filter((payment) => payment.state === 'completed');
  const amounts = counted.map((payment) => toCents(payment.amount));
  const total = amounts.reduce((sum, amount) => sum + amount, 0);

  const planning = new PlanningPage(page);
  await planning.open(LAUFFEN, YEAR);
  await planning.showAllActivePlans();
  const card = planning.activeSection().getByRole('article', { name: plan.name, exact: true });
  await card.getByRole('button', { name: 'Auswertung', exact: true }).click();
  const evaluation = new EvaluationDialog(page);
  const dialog = evaluation.dialog();
  await expect(dialog).toHaveAccessibleName(`Auswertung: ${plan.name}`);
  await expect(evaluation.figure(dialog, 'Anzahl Spenden')).toHaveText(
    counted.length.toLocaleString('de-DE'),
  );
  await expect(evaluation.figure(dialog, 'Gesamt')).toHaveText(formatEuro(total));
  await expect(evaluation.figure(dialog, 'Durchschnitt')).toHaveText(
    formatEuro(Math.round(total / counted.length)),
  );
  await expect(evaluation.figure(dialog, 'Höchste Einzelspende')).toHaveText(
    formatEuro(Math.max(...amounts)),
  );
  await expect(dialog.getByText('Nach Bezahlart')).toBeVisible();
  await expect(dialog.getByText('Nach Gerät')).toBeVisible();
  // 10 a page, newest first
  await expect(donationRows(dialog)).toHaveCount(10);
  await page.screenshot({ path: '/tmp/evaluation-dialog.png' });

  // Drucken opens the print view in a window of its own, which prints once and closes afterwards
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Drucken' }).click(),
  ]);
  await expect(popup).toHaveURL(new RegExp(`#/o/${LAUFFEN}/print/${plan.id}\\?recursive=false$`));
  await expect(donationRows(popup.locator('main'))).toHaveCount(payments.length);
  await expect.poll(() => countPrintCalls(popup)).toBe(1);
  await expect(popup.getByRole('banner')).toHaveCount(0); // no app bar
  const closed = popup.waitForEvent('close');
  await popup.evaluate('window.dispatchEvent(new Event("afterprint"))');
  await closed;
});

test('the print view route shows the whole evaluation with every row', async ({ page, request }) => {
  await stubPrinting(page);
  const token = await signInAs(page, request, 'gemeinde');
  const { plan, payments } = await busiestRunningPlan(request, token, () => true);
  await page.goto(`/#/o/${LAUFFEN}/print/${plan.id}?recursive=false`);
  const report = page.locator('main');
  await expect(report.getByRole('heading', { name: `Auswertung: ${plan.name}` })).toBeVisible();
  await expect(report.getByText('Organisation: Ev. Kirchengemeinde Lauffen')).toBeVisible();
  await expect(donationRows(report)).toHaveCount(payments.length);
  await expect(report.locator('.MuiTablePagination-root')).toHaveCount(0); // no pager
  await expect.poll(() => countPrintCalls(page)).toBe(1);
  await page.screenshot({ path: '/tmp/evaluation-print.png', fullPage: true });
});
