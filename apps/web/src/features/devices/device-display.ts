/** How a device reads on its card: class label, contract line, ages. Pure, so it can be tested. */
import type { Device, DeviceContract } from '@kollekta/contract';
import { deviceClassLabel } from '@kollekta/domain';
import { formatIsoDay } from '../../lib/date-format';
import { CARD_MESSAGES } from './messages';

export function classLine(device: Pick<Device, 'device_class' | 'active'>): string {
  const label = deviceClassLabel(device.device_class);
  return device.active ? label : `${label} ${CARD_MESSAGES.inactive}`;
}

export function contractLine(contract: DeviceContract): string {
  return CARD_MESSAGES.contract.line(
    CARD_MESSAGES.contract[contract.kind],
    contract.number,
    formatIsoDay(contract.since),
    contract.until ? formatIsoDay(contract.until) : null,
  );
}

export function ageText(seconds: number): string {
  const age = Math.max(0, Math.round(seconds));
  return age < 120
    ? CARD_MESSAGES.details.secondsAgo(age)
    : CARD_MESSAGES.details.minutesAgo(Math.floor(age / 60));
}

export function uptimeText(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

/** A stable key for a card: web apps a flag gives have no id. */
export function deviceKey(device: Pick<Device, 'id' | 'organization' | 'device_class'>): string {
  return device.id === null ? `${device.organization.id}-${device.device_class}` : String(device.id);
}
