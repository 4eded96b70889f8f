import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleCollectiveReceipt, sampleSingleReceipt } from './receipt-document.test-support';
import { toReceiptView } from './receipt-view';
import { renderReceiptPdf } from './render-receipt-pdf';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('renderReceiptPdf', () => {
  it('renders the same document to the same bytes, so the stored hash means something', async () => {
    const first = await renderReceiptPdf(sampleSingleReceipt());
    // Other receipts in between: nothing a process remembers may change the bytes.
    await renderReceiptPdf(sampleCollectiveReceipt(30));
    await renderReceiptPdf(sampleSingleReceipt({ number: 'ZB-2026-00099', purpose: 'der Kirchenmusik' }));
    const second = await renderReceiptPdf(sampleSingleReceipt());
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(second)).toBe(sha256(first));
    const collective = sampleCollectiveReceipt(80);
    expect((await renderReceiptPdf(collective)).equals(await renderReceiptPdf(collective))).toBe(true);
  });

  it('gives another document other bytes', async () => {
    const first = await renderReceiptPdf(sampleSingleReceipt());
    const otherNumber = await renderReceiptPdf(sampleSingleReceipt({ number: 'ZB-2026-00043' }));
    const otherDay = await renderReceiptPdf(sampleSingleReceipt({ issuedOn: '2026-11-25' }));
    expect(sha256(otherNumber)).not.toBe(sha256(first));
    expect(sha256(otherDay)).not.toBe(sha256(first));
  });

  it('refuses a document that contradicts itself', async () => {
    const gift = { day: '2026-10-04', amountCents: 500, kind: 'Geldzuwendung', waiver: false } as const;
    await expect(renderReceiptPdf(sampleSingleReceipt({ gifts: [] }))).rejects.toThrow(RangeError);
    await expect(
      renderReceiptPdf(sampleSingleReceipt({ gifts: [gift, gift], amountCents: 1000 })),
    ).rejects.toThrow(/one gift/);
    await expect(renderReceiptPdf(sampleSingleReceipt({ amountCents: 99 }))).rejects.toThrow(/add up/);
    await expect(
      renderReceiptPdf(sampleSingleReceipt({ gifts: [{ ...gift, amountCents: 0 }], amountCents: 0 })),
    ).rejects.toThrow(RangeError);
    await expect(renderReceiptPdf(sampleSingleReceipt({ issuedOn: '24.11.2026' }))).rejects.toThrow(
      RangeError,
    );
  });

  it('refuses texts that would push the receipt past one A4 page rather than overflow it', async () => {
    const purpose = 'kirchlicher Zwecke '.repeat(400);
    await expect(renderReceiptPdf(sampleSingleReceipt({ purpose }))).rejects.toThrow(
      /too long for one A4 page/,
    );
  });
});

describe('toReceiptView', () => {
  it('writes the amount in figures and words, the day and the waiver of a single receipt', () => {
    const view = toReceiptView(sampleSingleReceipt());
    expect(view.amountFigures).toBe('125,50\u00a0€');
    expect(view.amountWords).toBe('einhundertfünfundzwanzig Euro fünfzig Cent');
    expect(view.dayOrPeriod).toBe('04.10.2026');
    expect(view.waiver).toBe(false);
    expect(view.placeAndDate).toBe('Lauffen am Neckar, 24.11.2026');
  });

  it('gives a collective receipt its period (given, or from the gifts) and sorts the annex by day', () => {
    const receipt = sampleCollectiveReceipt(3);
    expect(toReceiptView(receipt).dayOrPeriod).toBe('01.01.2026 – 31.12.2026');
    const reversed = { ...receipt, gifts: [...receipt.gifts].reverse(), period: null };
    const view = toReceiptView(reversed);
    expect(view.dayOrPeriod).toBe('01.01.2026 – 31.08.2026');
    expect(view.gifts.map((gift) => gift.day)).toEqual(['01.01.2026', '02.05.2026', '31.08.2026']);
    expect(view.waiver).toBeNull();
  });

  it('puts names and addresses on one line each', () => {
    const view = toReceiptView(
      sampleSingleReceipt({
        donor: {
          firstName: ' Anna\nMaria ',
          lastName: 'Groß',
          street: 'Am  Markt 1',
          postalCode: '74348',
          city: 'Lauffen',
        },
      }),
    );
    expect(view.donor.name).toBe('Anna Maria Groß');
    expect(view.donor.oneLine).toBe('Anna Maria Groß, Am Markt 1, 74348 Lauffen');
  });
});
