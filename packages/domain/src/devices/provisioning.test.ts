import { describe, expect, it } from 'vitest';
import {
  BOARD_TYPES,
  canMoveProvisioning,
  checkAcceptance,
  isOpenProvisioningState,
  PROVISIONING_STATE_LABELS,
  type ProvisioningState,
} from './provisioning';

describe('provisioning states (devices-income-kirchgeld.md §4)', () => {
  it.each([
    ['pending', 'Neu', true],
    ['allowed', 'Angenommen', true],
    ['registering', 'in Arbeit', true],
    ['done', 'Abgeschlossen', false],
  ] as const)('%s is shown %j, open: %s', (state, label, open) => {
    expect(PROVISIONING_STATE_LABELS[state]).toBe(label);
    expect(isOpenProvisioningState(state)).toBe(open);
  });

  const moves: [ProvisioningState, ProvisioningState, boolean][] = [
    ['pending', 'allowed', true],
    ['allowed', 'registering', true],
    ['registering', 'done', true],
    ['pending', 'done', false],
    ['allowed', 'pending', false],
    ['done', 'allowed', false],
  ];
  it.each(moves)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveProvisioning(from, to)).toBe(allowed);
  });

  it('knows six board types', () => {
    expect(BOARD_TYPES).toHaveLength(6);
  });

  it('needs a name, a hardware type and an organisation to accept', () => {
    expect(checkAcceptance({ deviceName: 'Säule Nord', deviceType: 'matt', organizationId: 4 })).toEqual({});
    expect(checkAcceptance({ deviceName: ' ', deviceType: 'john', organizationId: null })).toEqual({
      device_name: ['Bitte einen Gerätenamen eingeben'],
      device_type: ['Bitte einen Gerätetyp wählen'],
      context: ['Bitte eine Organisation wählen'],
    });
  });
});
