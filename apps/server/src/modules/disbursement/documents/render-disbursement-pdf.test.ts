/**
 * The disbursement PDF read back with poppler: the texts and German amounts are in it, every word
 * stays inside the page's text area (long names included), and every page renders.
 */
import { describe, expect, it } from 'vitest';
import { type PdfPageWords, pdfToText, pdfWords, renderPdfPages } from '../../../test-support/poppler';
import { DISBURSEMENT_PDF_TEXTS as T } from './disbursement-document-texts';
import { LONG_NAME, sampleDisbursementView } from './disbursement-documents.test-support';
import { formatCollectionPeriod, toDisbursementPdfContent } from './disbursement-pdf-content';
import { DISBURSEMENT_PDF_LAYOUT as L, renderDisbursementPdf } from './render-disbursement-pdf';

const POINTS_PER_MM = 72 / 25.4;
/** pdftotext rounds boxes; a few tenths of a millimetre are no layout error. */
const TOLERANCE = 0.5;
const flat = (text: string) => text.replace(/\s+/g, ' ');
/** pdftotext drops the hyphen where a line broke after one: compare without spaces and hyphens. */
const squeezed = (text: string) => text.replace(/[\s-]+/g, '');

function expectInsideTextArea(pages: readonly PdfPageWords[]) {
  for (const [index, page] of pages.entries()) {
    expect(page.width / POINTS_PER_MM).toBeCloseTo(210, 0);
    expect(page.height / POINTS_PER_MM).toBeCloseTo(297, 0);
    for (const word of page.words) {
      const where = `page ${index + 1}: ${word.text}`;
      expect(word.xMin / POINTS_PER_MM, where).toBeGreaterThanOrEqual(L.left - TOLERANCE);
      expect(word.xMax / POINTS_PER_MM, where).toBeLessThanOrEqual(L.right + TOLERANCE);
      expect(word.yMin / POINTS_PER_MM, where).toBeGreaterThanOrEqual(L.top - TOLERANCE);
      expect(word.yMax / POINTS_PER_MM, where).toBeLessThanOrEqual(287);
    }
  }
}

function wordsOnLineOf(page: PdfPageWords, text: string): string[] {
  const anchor = page.words.find((word) => word.text === text);
  expect(anchor, text).toBeDefined();
  return page.words.filter((word) => Math.abs(word.yMin - (anchor?.yMin ?? 0)) < 2).map((word) => word.text);
}

describe('the disbursement PDF read back', () => {
  it('says what was collected, how, and what is forwarded by whom to whom, in German formats', async () => {
    const pdf = await renderDisbursementPdf(sampleDisbursementView());
    const text = flat(pdfToText(pdf));
    for (const expected of [
      T.title,
      'Belegnummer KW-4711',
      'Kollekte Brot für die Welt – Weihnachtskollekte',
      'Zeitraum 24.12.2026 – 26.12.2026',
      'Angeordnet von Evangelische Landeskirche in Württemberg',
      'Ev. Kirchengemeinde Lauffen am Neckar Kirchbergstraße 4 74348 Lauffen am Neckar',
      'Ev. Kirchenbezirk Heilbronn Kirchbrunnenstraße 24 74072 Heilbronn',
      'Bargeld abgeschlossen am 28.12.2026, 10:30 Uhr',
      'Status Überweisung beauftragt',
      'Anzahl Zahlungen: 1.234',
      'Weiterzuleitender Betrag 2.678,15 €',
      'Kostenstelle 4100',
      'Sachkonto 3720',
      'Erstellt am 04.01.2027, 09:15 Uhr',
      'Seite 1 von 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Bemerkung');
    const pages = pdfWords(pdf);
    expect(pages).toHaveLength(1);
    const page = pages[0] as PdfPageWords;
    expect(wordsOnLineOf(page, 'Online')).toEqual(['Online', '1.234,50', '€']);
    expect(wordsOnLineOf(page, 'Kartenterminal')).toEqual(['Kartenterminal', '456,00', '€']);
    expect(wordsOnLineOf(page, 'Bar')).toEqual(['Bar', '987,65', '€']);
    expect(wordsOnLineOf(page, 'Gesamt')).toEqual(['Gesamt', '2.678,15', '€']);
    expectInsideTextArea(pages);
    const pngs = renderPdfPages(pdf, 40);
    expect(pngs).toHaveLength(1);
    expect(pngs[0]?.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('lays out 200-character names with umlauts and ß, huge amounts and many fields without overflow', async () => {
    const view = sampleDisbursementView({
      collectionName: LONG_NAME,
      orderingOrganization: { name: LONG_NAME },
      collectingOrganization: {
        name: LONG_NAME,
        address: [`Weißdornweg ${'Ö'.repeat(120)} 7`, '74348 Lauffen'],
      },
      handlingOrganization: { name: `Bezirk ${LONG_NAME}`, address: [] },
      ecomCents: 99_999_999_999,
      posCents: 0,
      cashCents: 0,
      totalCents: 99_999_999_999,
      accounting: Object.fromEntries(
        Array.from({ length: 50 }, (_, index) => [
          `Feld ${index}${index === 3 ? LONG_NAME : ''}`,
          `Wert ${index}`,
        ]),
      ),
    });
    const pdf = await renderDisbursementPdf(view);
    const pages = pdfWords(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectInsideTextArea(pages);
    const text = pdfToText(pdf);
    expect(squeezed(text)).toContain(squeezed(LONG_NAME));
    expect(flat(text)).toContain('999.999.999,99 €');
    expect(flat(text)).toContain(`Seite ${pages.length} von ${pages.length}`);
    for (const index of [0, 25, 49]) expect(flat(text)).toContain(`Wert ${index}`);
    const pngs = renderPdfPages(pdf, 40);
    expect(pngs).toHaveLength(pages.length);
  });

  it('renders the same view to the same bytes', async () => {
    const first = await renderDisbursementPdf(sampleDisbursementView());
    await renderDisbursementPdf(sampleDisbursementView({ collectionName: LONG_NAME }));
    const second = await renderDisbursementPdf(sampleDisbursementView());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second.equals(first)).toBe(true);
  });
});

describe('the PDF’s wording', () => {
  it.each([
    [null, null, 'ohne festgelegten Zeitraum'],
    ['2026-11-29', null, 'ab 29.11.2026'],
    [null, '2026-12-31T22:59:00.000Z', 'bis 31.12.2026'],
    ['2026-11-29T09:00:00.000Z', '2026-11-29T20:00:00.000Z', '29.11.2026'],
    ['2026-12-31T23:30:00.000Z', '2027-01-06', '01.01.2027 – 06.01.2027'],
  ])('the period from %s until %s reads %s', (start, end, text) => {
    expect(formatCollectionPeriod(start, end)).toBe(text);
  });

  it('says when cash is still open, gives the state in German and leaves out empty accounting fields', () => {
    const content = toDisbursementPdfContent(
      sampleDisbursementView({
        stopCashPayments: null,
        state: 'in_progress',
        accounting: { Kostenstelle: ' ' },
      }),
    );
    const byLabel = Object.fromEntries(content.fields.map((field) => [field.label, field.lines.join(' | ')]));
    expect(byLabel[T.cashClosed]).toBe(T.cashOpen);
    expect(byLabel[T.state]).toBe('In Bearbeitung');
    expect(content.accounting).toEqual([]);
  });

  it('writes CHF amounts with their currency', () => {
    const content = toDisbursementPdfContent(sampleDisbursementView({ currency: 'CHF' }));
    expect(content.amounts.at(-1)?.amount.replace(/\s/g, ' ')).toBe('2.678,15 CHF');
  });
});
