import type { DonationReceiptRequest, IssuedReceipt } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { describeReceiptStatus, isReceiptActive } from './receipt-status';

const receipt = (patch: Partial<IssuedReceipt> = {}): IssuedReceipt => ({
  id: 7,
  url: 'donation_receipt/7/',
  number: 'ZB-2026-00007',
  file_name: 'ZB-2026-00007.pdf',
  created_at: '2026-03-02T10:00:00.000Z',
  first_download: null,
  archived: false,
  replaces: null,
  ...patch,
});

type Input = Pick<DonationReceiptRequest, 'state' | 'archive' | 'receipt'>;
const request = (patch: Partial<Input>): Input => ({
  state: 'issued',
  archive: false,
  receipt: null,
  ...patch,
});

describe('describeReceiptStatus (administration.md §5 "Donation receipt status")', () => {
  it.each<[string, Input, string, string]>([
    ['payment pending', request({ state: 'payment_pending' }), 'paymentPending', 'Warte auf Zahlungseingang'],
    [
      'payment confirmed',
      request({ state: 'payment_confirmed' }),
      'paymentConfirmed',
      'Zahlung eingegangen. Zuwendungsbestätigung wird demnächst automatisch erstellt',
    ],
    ['issued, never opened', request({ receipt: receipt() }), 'unopened', 'Ungeöffnet'],
    [
      'issued and downloaded (an instant, late evening UTC is the next day in Berlin)',
      request({
        receipt: receipt({ first_download: { date: '2026-11-19T23:30:00.000Z', user: 'Petra Schulz' } }),
      }),
      'downloaded',
      'Heruntergeladen am 20.11.2026 von Petra Schulz',
    ],
    [
      'issued and downloaded (a calendar day)',
      request({ receipt: receipt({ first_download: { date: '2026-03-04', user: 'Anna Keller' } }) }),
      'downloaded',
      'Heruntergeladen am 04.03.2026 von Anna Keller',
    ],
    [
      'archived request',
      request({ state: 'archived', receipt: receipt({ archived: true }) }),
      'archived',
      'Archiviert',
    ],
    ['archive flag', request({ archive: true, receipt: receipt() }), 'archived', 'Archiviert'],
    [
      'archived receipt that had been downloaded',
      request({ receipt: receipt({ archived: true, first_download: { date: '2026-03-04', user: 'X' } }) }),
      'archived',
      'Archiviert',
    ],
    [
      'below the minimum amount',
      request({ state: 'not_required' }),
      'notRequired',
      'Keine Zuwendungsbestätigung nötig: Für Zuwendungen bis 300 € genügt der Kontoauszug als Nachweis.',
    ],
  ])('%s', (_name, input, kind, text) => {
    expect(describeReceiptStatus(input)).toEqual({ kind, text });
  });

  it('offers archiving and correcting only for a receipt that still counts', () => {
    expect(isReceiptActive(request({ receipt: receipt() }))).toBe(true);
    expect(isReceiptActive(request({ receipt: receipt({ archived: true }) }))).toBe(false);
    expect(isReceiptActive(request({ state: 'payment_confirmed' }))).toBe(false);
  });
});
