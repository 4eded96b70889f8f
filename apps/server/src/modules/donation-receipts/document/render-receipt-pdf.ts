/**
 * The donation receipt as a PDF: the BMF's model form for a public-law body (a Kirchengemeinde)
 * set as a DIN 5008 letter for a window envelope, with an annex for a collective receipt. The
 * same document renders to the same bytes (the issue day is the creation date, and nothing else
 * varies), so the stored hash identifies the issued receipt.
 */
import { createPdfDocument, finishPdf, mm } from '../../../adapters/pdf';
import { drawAnnex } from './receipt-annex';
import type { ReceiptDocument } from './receipt-document';
import { layOutForm } from './receipt-form';
import { BODY_FONT_SIZES } from './receipt-layout';
import {
  drawAddressField,
  drawFoldMarks,
  drawFooters,
  drawInformationBlock,
  drawLetterhead,
  drawLiabilityNotice,
} from './receipt-letter';
import { toReceiptView } from './receipt-view';

/** The moment written as the PDF's creation date: noon (UTC) of the issue day, the same day in Berlin. */
export function receiptCreationDate(issuedOn: string): Date {
  const date = new Date(`${issuedOn}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an issue day: ${issuedOn}`);
  return date;
}

export async function renderReceiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const view = toReceiptView(receipt);
  const pdf = createPdfDocument({
    title: `${view.title} Nr. ${view.number}`,
    author: view.issuer.name,
    subject: view.title,
    createdAt: receiptCreationDate(receipt.issuedOn),
  });
  drawFoldMarks(pdf);
  drawLetterhead(pdf, view);
  drawInformationBlock(pdf, view);
  drawAddressField(pdf, view);
  const noticeTop = drawLiabilityNotice(pdf);
  const size = BODY_FONT_SIZES.find(
    (candidate) => layOutForm(pdf, view, candidate, false) <= noticeTop - mm(3),
  );
  if (size === undefined) {
    throw new RangeError(`receipt ${view.number}: the texts are too long for one A4 page`);
  }
  layOutForm(pdf, view, size, true);
  if (view.isCollective) drawAnnex(pdf, view);
  drawFooters(pdf, view);
  return finishPdf(pdf);
}
