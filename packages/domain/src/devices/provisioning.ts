/**
 * Enrolling a new physical device (devices-income-kirchgeld.md §2 "Device provisioning", §4):
 * pending ('Neu') → allowed ('Angenommen') → registering ('in Arbeit') → done ('Abgeschlossen').
 */
import { HARDWARE_TYPES } from './device-types';

export const PROVISIONING_STATES = ['pending', 'allowed', 'registering', 'done'] as const;
export type ProvisioningState = (typeof PROVISIONING_STATES)[number];

export const PROVISIONING_STATE_LABELS: Record<ProvisioningState, string> = {
  pending: 'Neu',
  allowed: 'Angenommen',
  registering: 'in Arbeit',
  done: 'Abgeschlossen',
};

export const OPEN_PROVISIONING_STATES: readonly ProvisioningState[] = ['pending', 'allowed', 'registering'];

export function isOpenProvisioningState(state: ProvisioningState): boolean {
  return OPEN_PROVISIONING_STATES.includes(state);
}

/** Who moves a request on: staff accept it, the device itself registers and finishes. */
const TRANSITIONS: Record<ProvisioningState, readonly ProvisioningState[]> = {
  pending: ['allowed'],
  allowed: ['registering'],
  registering: ['done'],
  done: [],
};

export function canMoveProvisioning(from: ProvisioningState, to: ProvisioningState): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * The six board types a device may report. The spec counts them without naming them; these are
 * the boards of the device generations we know.
 */
export const BOARD_TYPES = ['kb-v2', 'kb-v3', 'sd-v1', 'sp-v2', 'ks-v1', 'fs-v1'] as const;
export type BoardType = (typeof BOARD_TYPES)[number];

export const BOARD_TYPE_LABELS: Record<BoardType, string> = {
  'kb-v2': 'Klingelbeutel, 2. Generation',
  'kb-v3': 'Klingelbeutel, 3. Generation',
  'sd-v1': 'Spendendose',
  'sp-v2': 'Spendensäule',
  'ks-v1': 'Mini-Säule',
  'fs-v1': 'Bildschirmsäule',
};

/** The PIN a device shows on its screen, so staff accept the right one: six digits. */
export const PROVISIONING_PIN_PATTERN = /^[0-9]{6}$/;

export const PROVISIONING_MESSAGES = {
  nameRequired: 'Bitte einen Gerätenamen eingeben',
  typeRequired: 'Bitte einen Gerätetyp wählen',
  organizationRequired: 'Bitte eine Organisation wählen',
  wrongState: 'Diese Anfrage ist nicht mehr offen',
  /** a poll after the one that handed out the device's password: it is not sent twice */
  credentialsAlreadyIssued:
    'Die Zugangsdaten wurden bereits an das Gerät ausgegeben und werden nicht erneut gesendet. Hat das Gerät sie verloren, stellen Sie bitte eine neue Provisionierungsanfrage.',
} as const;

export type AcceptanceInput = { deviceName: string; deviceType: string; organizationId: number | null };

export function checkAcceptance(input: AcceptanceInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.deviceName.trim() === '') errors.device_name = [PROVISIONING_MESSAGES.nameRequired];
  if (!(HARDWARE_TYPES as readonly string[]).includes(input.deviceType))
    errors.device_type = [PROVISIONING_MESSAGES.typeRequired];
  if (input.organizationId === null) errors.context = [PROVISIONING_MESSAGES.organizationRequired];
  return errors;
}
