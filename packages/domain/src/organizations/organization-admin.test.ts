import { describe, expect, it } from 'vitest';
import { isNewOrganizationValid, validateNewOrganization } from './new-organization';
import {
  applySettingChanges,
  normalizeCustomerNumber,
  overrideDeviceClass,
  parseSettingsPatch,
} from './organization-settings';

const complete = {
  name: 'Ev. Kirchengemeinde Neckarwestheim',
  level: 'parish',
  currency: 'EUR',
  address: {
    type: 'primary',
    address: 'Kirchgasse 1',
    postcode: '74382',
    locality: 'Neckarwestheim',
    country: 'DE',
  },
};

describe('a new organisation (administration.md §5 "New organisation")', () => {
  it('is valid with name, level, currency and a complete address', () => {
    expect(validateNewOrganization(complete)).toEqual({});
    expect(isNewOrganizationValid(complete)).toBe(true);
  });

  it.each([
    ['name', { name: '   ' }],
    ['level', { level: '' }],
    ['level', { level: 'diocese' }],
    ['currency', { currency: 'USD' }],
    ['address.address', { address: { ...complete.address, address: '' } }],
    ['address.postcode', { address: { ...complete.address, postcode: '' } }],
    ['address.postcode', { address: { ...complete.address, postcode: '7438' } }],
    ['address.locality', { address: { ...complete.address, locality: ' ' } }],
    ['address.country', { address: { ...complete.address, country: 'XX' } }],
    ['address.type', { address: { ...complete.address, type: '' } }],
    ['address.type', { address: { ...complete.address, type: 'home' } }],
  ])('refuses a wrong %s', (field, change) => {
    const errors = validateNewOrganization({ ...complete, ...change });
    expect(Object.keys(errors)).toEqual([field]);
    expect(isNewOrganizationValid({ ...complete, ...change })).toBe(false);
  });
});

describe('settings patch (administration.md §5 "Settings patch")', () => {
  it('reads both scopes and both subscopes', () => {
    const { changes, errors } = parseSettingsPatch({
      settings_local: { features: { allow_cash_payments: true }, override: { enableWS: false } },
      settings_inherit: { features: { allow_recurring_payments: null } },
    });
    expect(errors).toEqual({});
    expect(changes).toEqual([
      { scope: 'settings_local', subscope: 'features', key: 'allow_cash_payments', value: true },
      { scope: 'settings_local', subscope: 'override', key: 'enableWS', value: false },
      { scope: 'settings_inherit', subscope: 'features', key: 'allow_recurring_payments', value: null },
    ]);
  });

  it.each([
    [{ settings_global: { features: {} } }, 'settings_global'],
    [{ settings_local: { options: {} } }, 'settings_local'],
    [{ settings_local: { features: { allow_everything: true } } }, 'settings_local.features'],
    [{ settings_local: { features: { request_donation_receipt: true } } }, 'settings_local.features'],
    [{ settings_inherit: { override: { enableXY: true } } }, 'settings_inherit.override'],
    [{ settings_local: { override: { enableWS: 'ja' } } }, 'settings_local.override.enableWS'],
  ])('refuses %j at %s', (patch, field) => {
    const { changes, errors } = parseSettingsPatch(patch);
    expect(changes).toEqual([]);
    expect(Object.keys(errors)).toEqual([field]);
  });

  it('knows the device classes of override keys', () => {
    expect(overrideDeviceClass('enableWA')).toBe('WA');
    expect(overrideDeviceClass('enableKB')).toBe('KB');
    expect(overrideDeviceClass('enableZZ')).toBeNull();
    expect(overrideDeviceClass('WS')).toBeNull();
  });

  it('merges into what is stored and gives a value back to inheritance with null', () => {
    const stored = { features: { allow_cash_payments: true, allow_collection_split: true }, john: { x: 1 } };
    const next = applySettingChanges(stored, 'settings_local', [
      { scope: 'settings_local', subscope: 'features', key: 'allow_cash_payments', value: null },
      { scope: 'settings_local', subscope: 'features', key: 'allow_email_contact', value: false },
      { scope: 'settings_inherit', subscope: 'features', key: 'allow_recurring_payments', value: true },
    ]);
    expect(next).toEqual({
      features: { allow_collection_split: true, allow_email_contact: false },
      john: { x: 1 },
    });
  });

  it.each([
    [null, null],
    ['  ', null],
    [' 70012 ', '70012'],
    ['K-100', 'K-100'],
    ['70 012', undefined],
    ['x'.repeat(31), undefined],
  ])('stores the customer number %j as %j', (input, stored) => {
    expect(normalizeCustomerNumber(input)).toBe(stored);
  });
});
