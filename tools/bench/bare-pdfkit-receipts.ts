/**
 * The yardstick for receipt benchmarks: the same receipts' page text written with bare pdfkit, with
 * the same fonts (parsed once, as the renderer does) and the same strings, top to bottom in plain
 * `text()` calls, without measuring, fitting, frames or annex paging logic. What the real renderer
 * costs on top of this is its layout; the issue asks the bulk ZIP to reach 60 % of this speed.
 */
import {
  type ReceiptDocument,
  receiptCreationDate,
  RECEIPT_TEXTS as T,
  toReceiptView,
} from '@kollekta/server/donation-receipts/document';
import { sampleReceiptForIndex } from '@kollekta/server/donation-receipts/document/test-support';
import { createPdfDocument, finishPdf, mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '@kollekta/server/pdf';

const ANNEX_ROWS_PER_PAGE = 38;

/** One receipt with bare pdfkit: the page text only. */
export function renderBareReceipt(receipt: ReceiptDocument): Promise<Buffer> {
  const view = toReceiptView(receipt);
  const pdf = createPdfDocument({
    title: `${view.title} Nr. ${view.number}`,
    author: view.issuer.name,
    subject: view.title,
    createdAt: receiptCreationDate(receipt.issuedOn),
  });
  const x = mm(25);
  const width = mm(165);
  const regular = (size: number) => pdf.font(PDF_FONT_REGULAR).fontSize(size);
  const bold = (size: number) => pdf.font(PDF_FONT_BOLD).fontSize(size);
  regular(7).text(T.issuerLabel, x, mm(15), { width });
  bold(12.5).text(view.issuer.name, { width: mm(95) });
  regular(9)
    .text(view.issuer.supplement ?? '')
    .text(`${view.issuer.street} · ${view.issuer.cityLine}`);
  regular(7).text(`${view.issuer.name} · ${view.issuer.street} · ${view.issuer.cityLine}`, x, mm(55), {
    width: mm(78),
  });
  regular(10)
    .text(view.donor.name, x, mm(63.3), { width: mm(78) })
    .text(view.donor.street)
    .text(view.donor.cityLine);
  regular(8)
    .text(`${T.numberLabel} ${view.number}`, mm(125), mm(50))
    .text(`${T.issuedOnLabel} ${view.issuedOn}`);
  bold(14.5).text(view.title, x, mm(98.5), { width });
  regular(8.8).text(T.legalBasis, { width });
  regular(10).moveDown();
  for (const line of [
    `${T.donorLabel} ${view.donor.oneLine}`,
    `${view.isCollective ? T.amountLabelCollective : T.amountLabelSingle} ${view.amountFigures}`,
    `${T.amountWordsLabel} ${view.amountWords}`,
    `${view.isCollective ? T.periodLabel : T.dayLabel} ${view.dayOrPeriod}`,
    view.isCollective ? '' : `${T.waiverQuestion} ${T.yes} ${T.unchecked} ${T.no} ${T.checked}`,
    `${T.purposeBefore}${view.purpose}${T.purposeAfter}`,
    `${T.checked} ${T.usedDirectly}`,
    view.isCollective ? `${T.noOtherReceipts} ${T.waiverInAnnex}` : '',
    view.placeAndDate,
    T.signatureCaption,
    T.machineMade,
  ]) {
    if (line) regular(10).text(line, { width }).moveDown(0.5);
  }
  regular(7.5).text(`${T.noticeLabel} ${T.notice}`, x, mm(262), { width });
  regular(7).text(`${T.footerSingle} ${view.number}`, x, mm(280), { width });
  if (view.isCollective) {
    view.gifts.forEach((gift, index) => {
      if (index % ANNEX_ROWS_PER_PAGE === 0) {
        pdf.addPage({ size: 'A4', margin: 0 });
        bold(13).text(`${T.annexTitle} ${view.issuedOn}`, x, mm(20), { width });
        bold(8).text(
          `${T.annexColumns.day}  ${T.annexColumns.kind}  ${T.annexColumns.waiver}  ${T.annexColumns.amount}`,
        );
      }
      const y = mm(45 + (index % ANNEX_ROWS_PER_PAGE) * 6);
      regular(9).text(gift.day, x, y).text(gift.kind, mm(59), y);
      pdf.text(gift.waiver ? T.yesLower : T.noLower, mm(101), y).text(gift.amount, mm(160), y);
    });
    bold(9).text(`${T.annexTotal} ${view.totalAmount}`, x, mm(272));
  }
  return finishPdf(pdf);
}

export type BareRun = { count: number; bytes: number; milliseconds: number };

/** `count` receipts with bare pdfkit, one after the other; the receipts default to the bench series. */
export async function renderBareReceipts(
  count: number,
  receiptFor: (index: number) => ReceiptDocument = sampleReceiptForIndex,
): Promise<BareRun> {
  const started = performance.now();
  let bytes = 0;
  for (let index = 0; index < count; index += 1) {
    bytes += (await renderBareReceipt(receiptFor(index))).length;
  }
  return { count, bytes, milliseconds: performance.now() - started };
}
