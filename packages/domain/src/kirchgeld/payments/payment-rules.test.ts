import { describe, expect, it } from 'vitest';
import {
  isPaymentGreyed,
  type KgPaymentFacts,
  kgReceiptDonor,
  kgReceiptGiftKind,
  kgReceiptPurpose,
  paymentActions,
  validateManualPayment,
  validateSpecialPurpose,
  whyNoReceiptForPayment,
  whyPaymentNotDeletable,
} from './payment-rules';

const TODAY = '2026-11-29';

describe('validateManualPayment', () => {
  it.each([
    [{ booking_date: '2026-11-29', amount: '25.00', type: 'cash' }, {}, 2500],
    [{ booking_date: '2026-01-02', amount: '12,5', type: 'parish_account' }, {}, 1250],
    [
      { booking_date: '', amount: '', type: '' },
      { booking_date: ['Verpflichtend'], amount: ['Verpflichtend'], type: ['Verpflichtend'] },
      null,
    ],
    [
      { booking_date: '2026-11-30', amount: '10', type: 'cash' },
      { booking_date: ['Das Buchungsdatum darf nicht nach dem heutigen Tag liegen'] },
      null,
    ],
    [
      { booking_date: '2026-02-30', amount: '10', type: 'cash' },
      { booking_date: ['Das eingegebene Datum ist ungültig'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: '0.00', type: 'cash' },
      { amount: ['Der Betrag muss größer als 0 sein'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: '-5', type: 'cash' },
      { amount: ['Der Betrag muss größer als 0 sein'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: '1.234', type: 'cash' },
      { amount: ['Bitte einen Betrag mit höchstens zwei Nachkommastellen eingeben'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: 'abc', type: 'cash' },
      { amount: ['Bitte einen Betrag mit höchstens zwei Nachkommastellen eingeben'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: '10', type: 'CAMTPayment' },
      { type: ['Bitte Bar oder Gemeindekonto wählen'] },
      null,
    ],
    [
      { booking_date: '2026-01-01', amount: '10', type: 'cash', state: 'cancelled' },
      { state: ['Eine neue Zahlung wird als abgeschlossen erfasst'] },
      null,
    ],
  ])('%j → %j', (input, errors, cents) => {
    const result = validateManualPayment(input, TODAY);
    expect(result.errors).toEqual(errors);
    expect(result.amountCents).toBe(cents);
  });
});

const manual: KgPaymentFacts = {
  paymentType: 'ManualEntryPayment',
  state: 'completed',
  disallowReceipt: false,
  hasActiveReceipt: false,
};

describe('whyPaymentNotDeletable and whyNoReceiptForPayment', () => {
  it.each([
    [manual, null, null],
    [
      { ...manual, paymentType: 'CAMTPayment' as const },
      'Nur manuell erfasste Zahlungen können gelöscht werden.',
      null,
    ],
    [
      { ...manual, paymentType: 'ContextKPayment' as const },
      'Nur manuell erfasste Zahlungen können gelöscht werden.',
      null,
    ],
    [
      { ...manual, state: 'cancelled' as const },
      'Eine stornierte Zahlung kann nicht gelöscht werden.',
      'Nur für abgeschlossene Zahlungen kann eine Zuwendungsbestätigung erstellt werden.',
    ],
    [
      { ...manual, state: 'cancellation' as const },
      'Eine stornierte Zahlung kann nicht gelöscht werden.',
      'Nur für abgeschlossene Zahlungen kann eine Zuwendungsbestätigung erstellt werden.',
    ],
    [
      { ...manual, hasActiveReceipt: true },
      'Für diese Zahlung gibt es eine Zuwendungsbestätigung. Bitte stornieren Sie zuerst die Bestätigung.',
      'Für diese Zahlung gibt es bereits eine Zuwendungsbestätigung.',
    ],
    [
      { ...manual, disallowReceipt: true },
      null,
      'Für diese Zahlung ist keine Zuwendungsbestätigung gewünscht.',
    ],
  ])('%j → %s / %s', (payment, notDeletable, noReceipt) => {
    expect(whyPaymentNotDeletable(payment)).toBe(notDeletable);
    expect(whyNoReceiptForPayment(payment)).toBe(noReceipt);
    expect(paymentActions(payment)).toEqual({
      can_delete: notDeletable === null,
      can_create_receipt: noReceipt === null,
    });
  });
});

describe('greyed rows, gift kind, purpose and special purposes', () => {
  it.each([
    ['completed', false],
    ['cancelled', true],
    ['cancellation', true],
  ] as const)('%s greyed: %s', (state, greyed) => {
    expect(isPaymentGreyed(state)).toBe(greyed);
  });
  it('names church tax as contribution, a special purpose as gift', () => {
    expect(kgReceiptGiftKind(null)).toBe('Mitgliedsbeitrag');
    expect(kgReceiptPurpose(' ')).toBe('Kirchgeld');
    expect(kgReceiptGiftKind('Orgelsanierung')).toBe('Geldzuwendung');
    expect(kgReceiptPurpose('Orgelsanierung')).toBe('Orgelsanierung');
  });
  it.each([
    ['Orgel', {}],
    ['  ', { special_purpose: ['Verpflichtend'] }],
    ['x'.repeat(101), { special_purpose: ['Höchstens 100 Zeichen'] }],
  ])('special purpose %s → %j', (value, errors) => {
    expect(validateSpecialPurpose(value)).toEqual(errors);
  });
});

describe('kgReceiptDonor', () => {
  it.each([
    [
      {
        type: 'individual' as const,
        vornamen: 'Anna Maria',
        familienname: 'Müller',
        strassenname: 'Hauptstraße',
        hausnr: '12',
        hausnr_zusatz: 'a',
        plz: '74348',
        kommune: 'Lauffen am Neckar',
      },
      {
        first_name: 'Anna Maria',
        last_name: 'Müller',
        street: 'Hauptstraße 12a',
        postal_code: '74348',
        city: 'Lauffen am Neckar',
      },
    ],
    [
      {
        type: 'company' as const,
        familienname: 'Bäckerei Groß GmbH',
        strassenname: 'Marktplatz',
        hausnr: '1',
        plz: '',
        kommune: 'Lauffen',
      },
      {
        first_name: 'Firma',
        last_name: 'Bäckerei Groß GmbH',
        street: 'Marktplatz 1',
        postal_code: '',
        city: 'Lauffen',
      },
    ],
  ])('%j', (person, donor) => {
    expect(kgReceiptDonor(person)).toEqual(donor);
  });
});
