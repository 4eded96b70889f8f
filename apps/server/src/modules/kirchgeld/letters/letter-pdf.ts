/**
 * The letters as one print-ready PDF: DIN 5008 form B on A4 (letterhead 45 mm, the address field
 * 85 × 45 mm at 20/45 mm for a window envelope with the parish as return address above the address
 * zone, the information block at 125 mm, fold marks at 105 and 210 mm and the hole mark at 148.5 mm),
 * the text by the letter's type, and below it the transfer: the parish's account, the suggested
 * amount, the reference, and the EPC QR code (GiroCode) that a banking app reads. The code is drawn
 * as vector rectangles (no image per page). Pages are streamed: 50,000 letters never sit in memory.
 */
import {
  buildEpcPayload,
  formatMoney,
  type KgLetterType,
  letterPurpose,
  letterRemittance,
  letterText,
} from '@kollekta/domain';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { loadPdfFonts, mm, PDF_FONT_BOLD, PDF_FONT_REGULAR } from '../../../adapters/pdf';

export type LetterPdfAccount = { holder: string; iban: string; bic: string | null };

export type LetterPdfSetting = {
  parishName: string;
  letterName: string;
  type: KgLetterType;
  year: number;
  specialPurpose: string | null;
  /** DD.MM.YYYY */
  date: string;
  account: LetterPdfAccount | null;
  createdAt: Date;
};

export type LetterPdfRecipient = {
  reference: string;
  salutation: string;
  lines: string[];
  suggestedAmountCents: number | null;
};

const LEFT = mm(25);
const TEXT_WIDTH = mm(165);
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';

/** A document without buffered pages, with both fonts registered (pages go out as they are drawn). */
export function createLetterPdf(setting: LetterPdfSetting): PDFKit.PDFDocument {
  const document = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: '',
    autoFirstPage: false,
    bufferPages: false,
    lang: 'de-DE',
    displayTitle: true,
    info: {
      Title: setting.letterName,
      Author: setting.parishName,
      Subject: letterPurpose(setting),
      Creator: 'Kollekta',
      Producer: 'Kollekta (PDFKit)',
      CreationDate: setting.createdAt,
      ModDate: setting.createdAt,
    },
  });
  const { regular, bold } = loadPdfFonts();
  document.registerFont(PDF_FONT_REGULAR, regular);
  document.registerFont(PDF_FONT_BOLD, bold);
  return document;
}

function drawMarks(pdf: PDFKit.PDFDocument) {
  pdf.lineWidth(0.5).strokeColor(MUTED);
  for (const [y, length] of [
    [105, 5],
    [148.5, 8],
    [210, 5],
  ] as const)
    pdf
      .moveTo(mm(4), mm(y))
      .lineTo(mm(4 + length), mm(y))
      .stroke();
}

/**
 * The code's dark modules as one path of rectangles (a run of dark modules in a row is one
 * rectangle), written straight into the page's content and filled at once. The page is drawn
 * 50,000 times, so the code is made the cheap way: the payload as one byte segment (the EPC text is
 * bytes anyway; searching the best mix of segments costs more than the rest of the page) and a
 * fixed mask pattern (every pattern makes a valid code). The path is written in module units
 * (a `cm` scales it), so its numbers are short integers: less to write and to compress.
 */
function drawQrCode(pdf: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create([{ data: Buffer.from(payload, 'utf8'), mode: 'byte' }], {
    errorCorrectionLevel: 'M',
    maskPattern: 2,
  });
  const count = modules.size;
  const cell = size / count;
  const dark = modules.data;
  const operators: string[] = [];
  for (let row = 0; row < count; row += 1) {
    const offset = row * count;
    let column = 0;
    while (column < count) {
      if (!dark[offset + column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && dark[offset + column]) column += 1;
      // a hair (0.02 of a module) wider and taller, so that neighbouring modules leave no seam in print
      operators.push(`${start} ${row} ${column - start}.02 1.02 re`);
    }
  }
  pdf.save().fillColor('#000000');
  pdf.addContent(`${cell.toFixed(4)} 0 0 ${cell.toFixed(4)} ${x.toFixed(2)} ${y.toFixed(2)} cm`);
  pdf.addContent(`${operators.join('\n')}\nf`);
  pdf.restore();
}

function groupIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

/** One letter on one page. */
export function drawLetterPage(
  pdf: PDFKit.PDFDocument,
  setting: LetterPdfSetting,
  recipient: LetterPdfRecipient,
) {
  pdf.addPage({ size: 'A4', margin: 0 });
  drawMarks(pdf);
  const amount = recipient.suggestedAmountCents === null ? null : formatMoney(recipient.suggestedAmountCents);
  // letterhead
  pdf
    .fillColor(INK)
    .font(PDF_FONT_BOLD)
    .fontSize(15)
    .text(setting.parishName, LEFT, mm(18), { width: TEXT_WIDTH });
  pdf
    .font(PDF_FONT_REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(letterPurpose(setting), LEFT, mm(26), { width: TEXT_WIDTH });
  // address field: return address in the additions zone, then the address zone
  pdf.fontSize(7).text(setting.parishName, LEFT, mm(57.5), { width: mm(80), lineBreak: false });
  pdf.fillColor(INK).fontSize(10);
  recipient.lines.forEach((line, index) => {
    pdf.text(line, LEFT, mm(63.5 + index * 4.3), { lineBreak: false });
  });
  // information block
  pdf.fontSize(9);
  pdf.text(`Datum: ${setting.date}`, mm(125), mm(50), { lineBreak: false });
  pdf.text(`Referenz: ${recipient.reference}`, mm(125), mm(55), { lineBreak: false });
  // subject and text
  const text = letterText({
    type: setting.type,
    year: setting.year,
    parishName: setting.parishName,
    specialPurpose: setting.specialPurpose,
    suggestedAmount: amount,
    reference: recipient.reference,
    hasGiroCode: setting.account !== null,
  });
  pdf.font(PDF_FONT_BOLD).fontSize(11).text(text.subject, LEFT, mm(98.5), { width: TEXT_WIDTH });
  pdf
    .font(PDF_FONT_REGULAR)
    .fontSize(10)
    .text(`${recipient.salutation},`, LEFT, mm(110), { width: TEXT_WIDTH });
  pdf.moveDown(0.6);
  for (const paragraph of text.paragraphs)
    pdf.text(paragraph, { width: TEXT_WIDTH, lineGap: 1.5 }).moveDown(0.6);
  pdf
    .moveDown(0.4)
    .text(text.closing, { width: TEXT_WIDTH })
    .moveDown(0.3)
    .text(setting.parishName, { width: TEXT_WIDTH });
  drawTransfer(pdf, setting, recipient, amount);
}

function drawTransfer(
  pdf: PDFKit.PDFDocument,
  setting: LetterPdfSetting,
  recipient: LetterPdfRecipient,
  amount: string | null,
) {
  const top = mm(228);
  const remittance = letterRemittance(recipient.reference, letterPurpose(setting));
  pdf
    .lineWidth(0.5)
    .strokeColor(MUTED)
    .moveTo(LEFT, top - mm(4))
    .lineTo(LEFT + TEXT_WIDTH, top - mm(4))
    .stroke();
  pdf
    .font(PDF_FONT_BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text('Ihre Überweisung', LEFT, top, { width: mm(110) });
  pdf.font(PDF_FONT_REGULAR).fontSize(9);
  const rows: [string, string][] = setting.account
    ? [
        ['Empfänger', setting.account.holder],
        ['IBAN', groupIban(setting.account.iban)],
        ...(setting.account.bic ? ([['BIC', setting.account.bic]] as [string, string][]) : []),
        ['Betrag', amount ?? 'nach Ihrem Ermessen'],
        ['Verwendungszweck', remittance],
      ]
    : [
        ['Betrag', amount ?? 'nach Ihrem Ermessen'],
        ['Verwendungszweck', remittance],
      ];
  rows.forEach(([label, value], index) => {
    const y = top + mm(6 + index * 5);
    pdf.fillColor(MUTED).text(label, LEFT, y, { lineBreak: false });
    // the purpose comes last and may wrap; the other values are short
    pdf
      .fillColor(INK)
      .text(value, LEFT + mm(33), y, label === 'Verwendungszweck' ? { width: mm(85) } : { lineBreak: false });
  });
  if (!setting.account) return;
  const epc = buildEpcPayload({
    name: setting.account.holder,
    iban: setting.account.iban,
    bic: setting.account.bic,
    amountCents: recipient.suggestedAmountCents,
    remittance,
  });
  if (!epc.ok) return;
  const size = mm(38);
  drawQrCode(pdf, epc.payload, mm(150), top - mm(1), size);
  pdf
    .font(PDF_FONT_REGULAR)
    .fontSize(7)
    .fillColor(MUTED)
    .text('GiroCode', mm(150), top + size, {
      width: size,
      align: 'center',
      lineBreak: false,
    });
}
