import { describe, expect, it } from 'vitest';
import {
  canEditAddressType,
  findExpiredAddressTypes,
  findSelectableAddressTypes,
  normalizeAddress,
  sortAddresses,
  validateAddress,
} from './address-rules';

const complete = {
  type: 'primary',
  name: 'Ev. Kirchengemeinde Lauffen',
  supplement: '  ',
  address: ' Kirchbergstraße  12 ',
  postcode: '74348',
  locality: 'Lauffen am Neckar',
};

describe('address fields (§3, §5)', () => {
  it('trims, drops an empty supplement and defaults the country to Deutschland', () => {
    expect(normalizeAddress(complete)).toEqual({
      rawType: 'primary',
      type: 'primary',
      name: 'Ev. Kirchengemeinde Lauffen',
      supplement: null,
      address: 'Kirchbergstraße 12',
      postcode: '74348',
      locality: 'Lauffen am Neckar',
      country: 'DE',
    });
  });

  it('makes a missing type other', () => {
    expect(normalizeAddress({ ...complete, type: undefined }).type).toBe('other');
    expect(normalizeAddress({ ...complete, type: '' }).type).toBe('other');
  });

  it('accepts a complete address', () => {
    expect(validateAddress(normalizeAddress(complete))).toEqual({});
  });

  it('names each missing part at its field', () => {
    expect(validateAddress(normalizeAddress({ type: 'other', name: 'X' }))).toEqual({
      address: ['Bitte geben Sie Straße und Hausnummer an.'],
      postcode: ['Bitte geben Sie die Postleitzahl an.'],
      locality: ['Bitte geben Sie den Ort an.'],
    });
  });

  it.each([
    ['DE', '7434', ['Eine deutsche Postleitzahl hat genau 5 Ziffern.']],
    ['DE', '743481', ['Eine deutsche Postleitzahl hat genau 5 Ziffern.']],
    ['DE', 'ABCDE', ['Eine deutsche Postleitzahl hat genau 5 Ziffern.']],
    ['CH', '8001', undefined],
    ['NL', '1012 AB', undefined],
    ['AT', '10/10', ['Bitte geben Sie eine gültige Postleitzahl an.']],
  ])('in %s the postcode %s gives %j', (country, postcode, expected) => {
    expect(validateAddress(normalizeAddress({ ...complete, country, postcode })).postcode).toEqual(expected);
  });

  it('refuses an unknown country and an unknown type', () => {
    expect(validateAddress(normalizeAddress({ ...complete, country: 'XX', type: 'home' }))).toEqual({
      country: ['Bitte wählen Sie ein Land aus der Liste.'],
      type: ['Bitte wählen Sie einen Adresstyp aus der Liste.'],
    });
  });
});

describe('who edits which address type (§5)', () => {
  it.each([
    [{ isSuperuser: true, canWriteOrganization: false }, 'billing', true],
    [{ isSuperuser: false, canWriteOrganization: true }, 'billing', false],
    [{ isSuperuser: false, canWriteOrganization: true }, 'primary', true],
    [{ isSuperuser: false, canWriteOrganization: false }, 'primary', false],
  ] as const)('%j edits %s: %s', (editor, type, expected) => {
    expect(canEditAddressType(editor, type)).toBe(expected);
  });
});

describe('current, ended and expired (§4)', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const addresses = [
    { id: 1, type: 'other' as const, validFrom: new Date('2020-01-01'), validUntil: null },
    {
      id: 2,
      type: 'primary' as const,
      validFrom: new Date('2020-01-01'),
      validUntil: new Date('2024-09-01'),
    },
    { id: 3, type: 'primary' as const, validFrom: new Date('2024-09-01'), validUntil: null },
    {
      id: 4,
      type: 'physical' as const,
      validFrom: new Date('2020-01-01'),
      validUntil: new Date('2026-11-24T11:00:00Z'),
    },
    { id: 5, type: 'billing' as const, validFrom: new Date('2020-01-01'), validUntil: null },
  ];

  it('orders by type (primary, physical, billing, other), current before ended', () => {
    expect(sortAddresses(addresses, now).map((address) => address.id)).toEqual([3, 2, 4, 5, 1]);
  });

  it('calls a type expired when all its addresses have ended', () => {
    expect(findExpiredAddressTypes(addresses, now)).toEqual(['physical']);
  });

  it('offers only expired or unused types, billing only to superusers', () => {
    const admin = { isSuperuser: false, canWriteOrganization: true };
    expect(findSelectableAddressTypes(addresses, now, admin)).toEqual(['physical']);
    expect(findSelectableAddressTypes(addresses.slice(0, 3), now, admin)).toEqual(['physical']);
    expect(
      findSelectableAddressTypes(addresses.slice(0, 3), now, {
        isSuperuser: true,
        canWriteOrganization: true,
      }),
    ).toEqual(['physical', 'billing']);
  });
});
