/**
 * The receipt PDF read back with poppler: its text carries the model form's declarations, the
 * donor, the amount in figures and words and the number; the position of every word keeps the
 * layout rules (DIN 5008 address field, nothing outside the page or its 10 mm margin, long names
 * included); every page renders.
 */
import { describe, expect, it } from 'vitest';
import {
  type PdfPageWords,
  type PdfWord,
  pdfToText,
  pdfWords,
  renderPdfPages,
} from '../../../test-support/poppler';
import {
  LONG_DONOR_NAME,
  sampleCollectiveReceipt,
  sampleSingleReceipt,
} from './receipt-document.test-support';
import { RECEIPT_LAYOUT as L } from './receipt-layout';
import { RECEIPT_TEXTS as T } from './receipt-texts';
import { renderReceiptPdf } from './render-receipt-pdf';

const POINTS_PER_MM = 72 / 25.4;
/** pdftotext rounds boxes; a tenth of a millimetre is not a layout error. */
const TOLERANCE = 0.3;

/** All whitespace (line breaks, no-break spaces) as one space, so sentences read across lines. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

function inMillimetres(word: PdfWord) {
  return {
    text: word.text,
    left: word.xMin / POINTS_PER_MM,
    top: word.yMin / POINTS_PER_MM,
    right: word.xMax / POINTS_PER_MM,
    bottom: word.yMax / POINTS_PER_MM,
  };
}

/** The words in the address field's area of the first page (above the body, left of the info block). */
function addressFieldWords(page: PdfPageWords) {
  return page.words
    .map(inMillimetres)
    .filter((word) => word.top > L.addressField.top - 3 && word.top < L.bodyTop - 2 && word.left < 115);
}

function expectInsideAddressField(
  page: PdfPageWords,
  donorWords: readonly string[],
  returnWord = 'Kirchbergstraße',
) {
  const field = L.addressField;
  const words = addressFieldWords(page);
  for (const word of words) {
    expect(word.left, word.text).toBeGreaterThanOrEqual(field.left + 5 - TOLERANCE);
    expect(word.right, word.text).toBeLessThanOrEqual(field.left + field.width + TOLERANCE);
    expect(word.top, word.text).toBeGreaterThanOrEqual(field.top - TOLERANCE);
    expect(word.bottom, word.text).toBeLessThanOrEqual(field.top + field.height + TOLERANCE);
  }
  const inAddressZone = words
    .filter((word) => word.top >= L.addressZone.top - TOLERANCE)
    .map((word) => word.text);
  expect(inAddressZone.length).toBeGreaterThan(0);
  // The address starts on the first line of the address zone, as DIN 5008 writes it top-down.
  const firstTop = Math.min(
    ...words.filter((word) => word.top >= L.addressZone.top - TOLERANCE).map((word) => word.top),
  );
  expect(firstTop).toBeLessThanOrEqual(L.addressZone.top + 2);
  for (const text of donorWords) expect(inAddressZone).toContain(text);
  // The return address stays in the upper zone, above the donor's address.
  const returnZone = words.filter((word) => word.bottom <= L.addressZone.top + TOLERANCE);
  expect(returnZone.map((word) => word.text)).toContain(returnWord);
}

function expectInsideMargins(pages: readonly PdfPageWords[]) {
  for (const [index, page] of pages.entries()) {
    expect(page.width / POINTS_PER_MM).toBeCloseTo(L.page.width, 0);
    expect(page.height / POINTS_PER_MM).toBeCloseTo(L.page.height, 0);
    expect(page.words.length, `page ${index + 1} has text`).toBeGreaterThan(0);
    for (const word of page.words.map(inMillimetres)) {
      const where = `page ${index + 1}: ${word.text}`;
      expect(word.left, where).toBeGreaterThanOrEqual(L.safeMargin);
      expect(word.top, where).toBeGreaterThanOrEqual(L.safeMargin);
      expect(word.right, where).toBeLessThanOrEqual(L.page.width - L.safeMargin);
      expect(word.bottom, where).toBeLessThanOrEqual(L.page.height - L.safeMargin);
    }
  }
}

function expectPagesRender(pdf: Buffer, pageCount: number) {
  const pngs = renderPdfPages(pdf, 50);
  expect(pngs).toHaveLength(pageCount);
  for (const png of pngs) {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.length).toBeGreaterThan(2_000);
  }
}

describe('the single receipt read back', () => {
  it('carries the model form: declarations, donor, amount in figures and words, number', async () => {
    const pdf = await renderReceiptPdf(sampleSingleReceipt());
    const text = flat(pdfToText(pdf));
    for (const expected of [
      T.titleSingle,
      T.legalBasis,
      'Evangelische Kirchengemeinde Lauffen am Neckar',
      'Jürgen Weiß, Hölderlinstraße 12, 74348 Lauffen am Neckar',
      T.amountLabelSingle,
      '125,50 €',
      'einhundertfünfundzwanzig Euro fünfzig Cent',
      T.dayLabel,
      '04.10.2026',
      `${T.waiverQuestion} Ja ☐ Nein ☒`,
      'Es wird bestätigt, dass die Zuwendung nur zur Förderung kirchlicher Zwecke (Diakonie in der eigenen Gemeinde) verwendet wird.',
      `☒ ${T.usedDirectly}`,
      'Lauffen am Neckar, 24.11.2026',
      T.machineMade,
      `${T.noticeLabel} ${T.notice}`,
      'ZB-2026-00042',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Freistellungsbescheid');
    expect(text).not.toContain(T.noOtherReceipts);
    expect(text).not.toContain('ersetzt');
  });

  it('keeps the address in the DIN 5008 field, every word inside the margins, and renders', async () => {
    const pdf = await renderReceiptPdf(sampleSingleReceipt());
    const pages = pdfWords(pdf);
    expect(pages).toHaveLength(1);
    expectInsideAddressField(pages[0] as PdfPageWords, [
      'Jürgen',
      'Weiß',
      'Hölderlinstraße',
      '74348',
      'Neckar',
    ]);
    expectInsideMargins(pages);
    expectPagesRender(pdf, 1);
  });

  it('names the receipt it replaces', async () => {
    const pdf = await renderReceiptPdf(
      sampleSingleReceipt({ number: 'ZB-2026-00051', replacesNumber: 'ZB-2026-00042' }),
    );
    const text = flat(pdfToText(pdf));
    expect(text).toContain(
      'Diese Bestätigung ersetzt die Zuwendungsbestätigung Nr. ZB-2026-00042, die hiermit ungültig wird.',
    );
    expect(text).toContain('ZB-2026-00051');
  });

  it('lays out 200-character names with umlauts, ß and accents without overflow', async () => {
    const receipt = sampleSingleReceipt({
      donor: {
        firstName: LONG_DONOR_NAME.slice(0, 90),
        lastName: LONG_DONOR_NAME.slice(90),
        street: `Weißdornweg ${'Ö'.repeat(120)} 7`,
        postalCode: '74348',
        city: 'Lauffen am Neckar-Ærøskøbing-Šibenik',
      },
      issuer: { ...sampleSingleReceipt().issuer, name: `Ev. Gesamtkirchengemeinde ${LONG_DONOR_NAME}` },
      amountCents: 99_999_999_999,
      gifts: [{ day: '2026-10-04', amountCents: 99_999_999_999, kind: 'Geldzuwendung', waiver: true }],
      purpose: `kirchlicher Zwecke (${'Förderung der Kirchenmusik und Jugendarbeit, '.repeat(6)}Diakonie)`,
      replacesNumber: 'ZB-2026-00007',
    });
    const pdf = await renderReceiptPdf(receipt);
    const pages = pdfWords(pdf);
    expect(pages).toHaveLength(1);
    expectInsideMargins(pages);
    // The window shows the name's beginning, the street and the town; the form repeats it all.
    expectInsideAddressField(
      pages[0] as PdfPageWords,
      ['Maximiliane-Éléonore', 'Weißdornweg', '74348', 'Neckar-Ærøskøbing-Šibenik'],
      'Gesamtkirchengemeinde',
    );
    const text = flat(pdfToText(pdf));
    expect(text).toContain('74348 Lauffen am Neckar-Ærøskøbing-Šibenik');
    expect(text).toContain(LONG_DONOR_NAME.slice(150).trim());
    expect(text).toContain('Ja ☒ Nein ☐');
    expect(text).toContain(T.notice);
    expectPagesRender(pdf, 1);
  });
});

describe('the collective receipt read back', () => {
  it('carries the total, the period, the declarations and an annex listing every gift', async () => {
    const receipt = sampleCollectiveReceipt(12);
    const pdf = await renderReceiptPdf(receipt);
    const text = flat(pdfToText(pdf));
    for (const expected of [
      T.titleCollective,
      T.amountLabelCollective,
      `${T.periodLabel} 01.01.2026 – 31.12.2026`,
      T.noOtherReceipts,
      T.waiverInAnnex,
      'Anlage zur Sammelbestätigung vom 24.11.2026',
      T.annexColumns.waiver,
      'Mitgliedsbeitrag',
      'ZB-2026-00043',
    ]) {
      expect(text).toContain(expected);
    }
    const total = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2 }).format(
      receipt.amountCents / 100,
    );
    expect(text.split(`${total} €`).length - 1, 'total on the receipt and in the annex').toBe(2);
    const pages = pdfWords(pdf);
    expect(pages).toHaveLength(2);
    const annexWords = (pages[1] as PdfPageWords).words;
    const totalLabel = annexWords.find((word) => word.text === T.annexTotal);
    const totalLine = annexWords.filter((word) => Math.abs(word.yMin - (totalLabel?.yMin ?? -99)) < 1);
    expect(totalLine.map((word) => word.text)).toEqual([T.annexTotal, total, '€']);
    const annex = flat((pages[1] as PdfPageWords).words.map((word) => word.text).join(' '));
    for (const gift of receipt.gifts) {
      const [year, month, day] = gift.day.split('-');
      expect(annex).toContain(`${day}.${month}.${year}`);
    }
    expect(
      annex.match(/\d{2}\.\d{2}\.2026 (Geldzuwendung|Mitgliedsbeitrag) (ja|nein) [\d.]+,\d{2} €/g),
    ).toHaveLength(12);
    expectInsideAddressField(pages[0] as PdfPageWords, ['Jürgen', 'Weiß']);
    expectInsideMargins(pages);
    expectPagesRender(pdf, 2);
  });

  it('pages a long annex, heads each page again and keeps every row inside the margins', async () => {
    const receipt = sampleCollectiveReceipt(120);
    const pdf = await renderReceiptPdf(receipt);
    const pages = pdfWords(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    const text = flat(pdfToText(pdf));
    expect(text.split('Anlage zur Sammelbestätigung vom 24.11.2026').length - 1).toBe(pages.length - 1);
    expect(text.split(T.annexContinued).length - 1).toBe(pages.length - 2);
    expect(text).toContain(`Seite ${pages.length} von ${pages.length}`);
    const rows = text.match(/\d{2}\.\d{2}\.2026 (Geldzuwendung|Mitgliedsbeitrag) (ja|nein)/g) ?? [];
    expect(rows).toHaveLength(120);
    expectInsideMargins(pages);
    expectPagesRender(pdf, pages.length);
  });
});
