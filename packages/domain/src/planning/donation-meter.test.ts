import { describe, expect, it } from 'vitest';
import {
  canCreateDonationMeter,
  DONATION_METER_MESSAGES,
  donationMeterPercent,
  formatDonationGoalInput,
  isDonationMeterOriginAllowed,
  listDonationMeterOrigins,
  normalizeDomainName,
  normalizeDonationMeterDomains,
  readStoredDonationMeter,
  toStoredDonationMeterEntry,
  validateDonationGoal,
  validateDonationMeterDomains,
} from './donation-meter';

describe('normalizeDomainName: the host-name pattern of planning.md §5', () => {
  it.each([
    ['www.gemeinde-lauffen.de', 'www.gemeinde-lauffen.de'],
    ['  Kirche-Lauffen.DE ', 'kirche-lauffen.de'],
    ['https://www.kirche.de/', 'www.kirche.de'],
    ['http://kirche.de', 'kirche.de'],
    ['localhost', 'localhost'],
    ['sub.domain.example.co.uk', 'sub.domain.example.co.uk'],
    ['kirche-münchen.de', 'xn--kirche-mnchen-3ob.de'],
    ['xn--kirche-mnchen-3ob.de', 'xn--kirche-mnchen-3ob.de'],
    ['', null],
    ['kirche', null],
    ['kirche.d', null],
    ['-kirche.de', null],
    ['kirche-.de', null],
    ['kir che.de', null],
    ['kirche..de', null],
    ['www.kirche.de/spenden', null],
    ['www.kirche.de:8080', null],
    ['*.kirche.de', null],
    ['kirche.123', null],
    [`${'a'.repeat(64)}.de`, null],
  ] as const)('%j → %j', (input, expected) => {
    expect(normalizeDomainName(input)).toBe(expected);
  });
});

describe('validateDonationMeterDomains', () => {
  it.each([
    [[], null],
    [['www.kirche.de', 'kirche.de'], null],
    [['www.kirche.de', 'kein domain'], 'Bitte geben Sie nur gültige Domainnamen ein'],
    [Array.from({ length: 21 }, (_, index) => `k${index}.de`), 'Bitte geben Sie nur gültige Domainnamen ein'],
  ] as const)('%j → %j', (domains, expected) => {
    expect(validateDonationMeterDomains(domains)).toBe(expected);
  });

  it('stores each domain once, normalised', () => {
    expect(normalizeDonationMeterDomains(['WWW.Kirche.de', 'https://www.kirche.de/', 'kirche.de'])).toEqual([
      'www.kirche.de',
      'kirche.de',
    ]);
  });
});

describe('validateDonationGoal', () => {
  it.each([
    [1_000_000, null],
    [1, null],
    [0, DONATION_METER_MESSAGES.invalidGoal],
    [-100, DONATION_METER_MESSAGES.invalidGoal],
    [null, DONATION_METER_MESSAGES.invalidGoal],
    [10_000_000_001, DONATION_METER_MESSAGES.invalidGoal],
  ] as const)('%j cents → %j', (cents, expected) => {
    expect(validateDonationGoal(cents)).toBe(expected);
  });
});

describe('canCreateDonationMeter: superuser only, plan in the donation app (planning.md §6)', () => {
  it.each([
    [true, ['WS'], true],
    [true, ['WA', 'WS', 'KB'], true],
    [true, ['WA'], false],
    [false, ['WS'], false],
  ] as const)('superuser %s, targets %j → %s', (isSuperuser, targets, expected) => {
    expect(canCreateDonationMeter({ isSuperuser }, { targets })).toBe(expected);
  });
});

describe('isDonationMeterOriginAllowed: its domains plus the two donation sites (planning.md §9)', () => {
  const domains = ['www.kirche-lauffen.de'];
  const sites = ['https://kollekta.example', 'https://spenden.kollekta.example/'];
  it.each([
    ['https://www.kirche-lauffen.de', true],
    ['http://www.kirche-lauffen.de:8080', true],
    ['https://kirche-lauffen.de', false],
    ['https://evil.example', false],
    ['https://kollekta.example', true],
    ['https://spenden.kollekta.example', true],
    ['http://kollekta.example', false],
    ['null', false],
    ['file://www.kirche-lauffen.de', false],
  ] as const)('%s → %s', (origin, expected) => {
    expect(isDonationMeterOriginAllowed(origin, domains, sites)).toBe(expected);
  });

  it('lists the origins: the domains, then the two donation sites', () => {
    expect(listDonationMeterOrigins(domains, sites)).toEqual([
      'https://www.kirche-lauffen.de',
      'https://kollekta.example',
      'https://spenden.kollekta.example',
    ]);
  });
});

describe('donationMeterPercent', () => {
  it.each([
    [0, 1_000_000, 0],
    [250_000, 1_000_000, 25],
    [999_999, 1_000_000, 99],
    [2_000_000, 1_000_000, 100],
  ] as const)('%i of %i → %i', (collected, goal, expected) => {
    expect(donationMeterPercent(collected, goal)).toBe(expected);
  });
});

describe('readStoredDonationMeter', () => {
  it.each([
    [{}, null],
    [{ donation_meter: null }, null],
    [{ donation_meter: { donation_goal_cents: '100', secret_token: 'abc' } }, null],
    [{ donation_meter: { donation_goal_cents: 100, secret_token: '' } }, null],
    [
      {
        donation_meter: {
          donation_goal_cents: 1_000_000,
          secret_token: 'abc',
          allowed_origins: ['kirche.de', 3],
        },
      },
      { goalCents: 1_000_000, allowedDomains: ['kirche.de'], secretToken: 'abc' },
    ],
  ] as const)('%j → %j', (meta, expected) => {
    expect(readStoredDonationMeter(meta)).toEqual(expected);
  });

  it('reads back what it stores', () => {
    const meter = { goalCents: 500_000, allowedDomains: ['www.kirche.de'], secretToken: 'token' };
    expect(readStoredDonationMeter({ donation_meter: toStoredDonationMeterEntry(meter) })).toEqual(meter);
  });
});

describe('formatDonationGoalInput: German, as the goal field shows it (placeholder 10.000)', () => {
  it.each([
    [1_000_000, '10.000'],
    [1_000_050, '10.000,50'],
    [99, '0,99'],
    [123_456_700, '1.234.567'],
  ] as const)('%i cents → %s', (cents, expected) => {
    expect(formatDonationGoalInput(cents)).toBe(expected);
  });
});
