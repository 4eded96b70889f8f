/** The test provider's own page, server-rendered in German: what is paid, and two buttons. */
import { formatMoney } from '@kollekta/domain';

export const TEST_PAYMENT_TEXTS = {
  title: 'Testzahlung',
  notice: 'Dies ist eine Testzahlung: Es wird kein Geld bewegt.',
  confirm: 'Zahlung bestätigen',
  cancel: 'Abbrechen',
  confirmed: 'Vielen Dank! Die Testzahlung wurde bestätigt.',
  cancelled: 'Die Testzahlung wurde abgebrochen.',
  alreadyDone: 'Diese Zahlung ist bereits abgeschlossen.',
  notFound: 'Diese Zahlung gibt es nicht.',
  failed: 'Die Zahlung konnte nicht bestätigt werden. Bitte versuchen Sie es später noch einmal.',
  back: 'Zurück zur Spende',
} as const;

export type TestPaymentView = {
  amountCents: number;
  currency: string;
  organizationName: string;
  collectionName: string;
};

export function renderTestPaymentPage(view: TestPaymentView): string {
  return page(`
    <p class="notice">${TEST_PAYMENT_TEXTS.notice}</p>
    <dl>
      <dt>Betrag</dt><dd>${escapeHtml(formatMoney(view.amountCents, view.currency))}</dd>
      <dt>Empfänger</dt><dd>${escapeHtml(view.organizationName)}</dd>
      <dt>Zweck</dt><dd>${escapeHtml(view.collectionName)}</dd>
    </dl>
    <form method="post" action="confirm/"><button type="submit" class="primary">${TEST_PAYMENT_TEXTS.confirm}</button></form>
    <form method="post" action="cancel/"><button type="submit">${TEST_PAYMENT_TEXTS.cancel}</button></form>`);
}

export function renderTestPaymentResult(message: string, backUrl: string | null): string {
  const back = backUrl ? `<p><a href="${escapeHtml(backUrl)}">${TEST_PAYMENT_TEXTS.back}</a></p>` : '';
  return page(`<p role="status">${escapeHtml(message)}</p>${back}`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEST_PAYMENT_TEXTS.title}</title>
<style>
body { font-family: Arial, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
.notice { background: #fff4e5; padding: .75rem; border-radius: 4px; }
dt { font-weight: bold; } dd { margin: 0 0 .5rem 0; }
button { width: 100%; padding: .8rem; margin-top: .75rem; font-size: 1rem; border-radius: 4px; border: 1px solid #03867b; background: #fff; color: #03867b; }
button.primary { background: #03867b; color: #fff; }
</style></head>
<body><h1>${TEST_PAYMENT_TEXTS.title}</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
