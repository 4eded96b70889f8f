import { describe, expect, it } from 'vitest';
import {
  currentKgVersion,
  isKgPersonInactive,
  kgPersonInactiveSince,
  sortKgVersionsNewestFirst,
} from './person-state';

const at = (text: string) => new Date(text);
const first = { id: 1, validFrom: at('2024-01-01T00:00:00Z'), validBefore: at('2025-06-01T00:00:00Z') };
const second = { id: 2, validFrom: at('2025-06-01T00:00:00Z'), validBefore: null };
const ended = { id: 3, validFrom: at('2025-06-01T00:00:00Z'), validBefore: at('2026-11-20T09:00:00Z') };
const future = { id: 4, validFrom: at('2027-01-01T00:00:00Z'), validBefore: null };
const NOW = at('2026-11-20T10:00:00Z');

// §4 "Person": inactive means valid_before lies in the past; versions are navigable by valid period.
describe('currentKgVersion', () => {
  it.each([
    { name: 'the open version', versions: [first, second], id: 2 },
    { name: 'an ended newest version is still the current one', versions: [first, ended], id: 3 },
    { name: 'a version that begins later does not count yet', versions: [first, second, future], id: 2 },
    { name: 'only a future version', versions: [future], id: 4 },
    { name: 'no versions', versions: [], id: null },
  ])('$name', ({ versions, id }) => {
    expect(currentKgVersion(versions, NOW)?.id ?? null).toBe(id);
  });
});

describe('isKgPersonInactive', () => {
  it.each([
    { name: 'open newest version', versions: [first, second], inactive: false, since: null },
    { name: 'ended an hour ago', versions: [first, ended], inactive: true, since: ended.validBefore },
    {
      name: 'ends tomorrow',
      versions: [{ ...ended, validBefore: at('2026-11-21T10:00:00Z') }],
      inactive: false,
      since: null,
    },
    { name: 'no versions', versions: [], inactive: false, since: null },
  ])('$name', ({ versions, inactive, since }) => {
    expect(isKgPersonInactive(versions, NOW)).toBe(inactive);
    expect(kgPersonInactiveSince(versions, NOW)).toEqual(since);
  });
});

describe('sortKgVersionsNewestFirst', () => {
  it('orders by valid_from, newest first', () => {
    expect(sortKgVersionsNewestFirst([first, future, second]).map((version) => version.id)).toEqual([
      4, 2, 1,
    ]);
  });
});
