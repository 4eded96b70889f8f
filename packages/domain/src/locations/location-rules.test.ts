import { describe, expect, it } from 'vitest';
import {
  LOCATION_MESSAGES,
  locationLink,
  normalizeLocationName,
  readLinkedLocationId,
  validateLocationName,
} from './location-rules';

describe('location name (administration.md §2: "New location name must not be empty")', () => {
  it.each([
    ['Martinskirche', []],
    ['  Gemeindehaus  Nord ', []],
    ['', [LOCATION_MESSAGES.nameRequired]],
    ['   ', [LOCATION_MESSAGES.nameRequired]],
    ['\t\n', [LOCATION_MESSAGES.nameRequired]],
    ['x'.repeat(200), []],
    ['x'.repeat(201), [LOCATION_MESSAGES.nameTooLong]],
  ])('%j → %j', (name, messages) => {
    expect(validateLocationName(name)).toEqual(messages);
  });

  it('stores the name trimmed with single spaces', () => {
    expect(normalizeLocationName('  Gemeindehaus   Nord ')).toBe('Gemeindehaus Nord');
  });
});

describe('location link', () => {
  it('opens the collection app of the organisation at the location', () => {
    expect(locationLink('https://kollekta.example/', { organizationId: 4, locationId: 9 })).toBe(
      'https://kollekta.example/p/4?location=9',
    );
  });

  it.each([
    ['?location=9', 9],
    ['?collection=3&location=12', 12],
    ['', null],
    ['?location=0', null],
    ['?location=abc', null],
    ['?location=-1', null],
  ])('reads %j as %j', (search, id) => {
    expect(readLinkedLocationId(search)).toBe(id);
  });
});
