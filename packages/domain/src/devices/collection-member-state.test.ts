import { describe, expect, it } from 'vitest';
import { collectionMemberStateText, findDeviceWarning } from './collection-member-state';
import type { ConnectionState } from './connection-state';

describe('collectionMemberStateText (devices-income-kirchgeld.md §4)', () => {
  it.each([
    ['open', 'Kollekte/Sammlung offen'],
    ['closing', 'Kollekte/Sammlung im Abschlußprozess'],
    [null, 'keine Kollekte/Sammlung aktiv'],
    ['something else', 'keine Kollekte/Sammlung aktiv'],
  ])('%s → %s', (state, text) => {
    expect(collectionMemberStateText(state)).toBe(text);
  });
});

describe('findDeviceWarning', () => {
  const cases: [boolean, string | null, ConnectionState, string | null][] = [
    [false, 'open', 'online', 'inactiveWithOpenCollection'],
    [false, 'closing', 'offline', 'inactiveWithOpenCollection'],
    [false, null, 'telemetryFailed', null],
    [true, 'open', 'online', null],
    [true, null, 'telemetryFailed', 'telemetryFailed'],
    [true, 'open', 'booting', null],
    [true, 'closing', 'offline', null],
  ];
  it.each(cases)('active %s, state %s, connection %s → %s', (active, state, connection, expected) => {
    expect(findDeviceWarning({ active, collectionMemberState: state, connectionState: connection })).toBe(
      expected,
    );
  });
});
