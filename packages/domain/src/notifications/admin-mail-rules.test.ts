import { describe, expect, it } from 'vitest';
import { expandContactTypeChoices, isContactTypeChoice, joinMailAddresses } from './admin-mail-rules';

describe('contact type choices of the admin mails', () => {
  it.each([
    [['finance'], ['invoice_available', 'booking_report_available']],
    [
      ['finance', 'invoice_available'],
      ['invoice_available', 'booking_report_available'],
    ],
    [
      ['cash_notification', 'donation_receipt'],
      ['donation_receipt', 'cash_notification'],
    ],
    [[], []],
  ] as const)('%j stands for %j', (choices, types) => {
    expect(expandContactTypeChoices(choices)).toEqual(types);
  });

  it('knows the group and the types, nothing else', () => {
    expect(isContactTypeChoice('finance')).toBe(true);
    expect(isContactTypeChoice('device_attendant')).toBe(true);
    expect(isContactTypeChoice('everything')).toBe(false);
  });
});

describe('joined mail addresses', () => {
  it('joins by semicolons, each address once, without empty ones', () => {
    expect(
      joinMailAddresses([
        ' kasse@lauffen.example ',
        null,
        '',
        'KASSE@lauffen.example',
        'pfarramt@talheim.example',
      ]),
    ).toBe('kasse@lauffen.example;pfarramt@talheim.example');
  });

  it('is empty without addresses', () => {
    expect(joinMailAddresses([])).toBe('');
  });
});
