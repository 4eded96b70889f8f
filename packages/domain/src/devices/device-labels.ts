/**
 * What users read for a device: the German name of its type (never the firmware's name such as
 * 'peter' or 'bart'), and its own name, cut for lists and 'Unbekanntes Gerät' where there is none
 * (planning.md §8, §9; administration.md §8, §9).
 */
import type { DeviceType } from './device-types';

/** planning.md §8 */
export const UNKNOWN_DEVICE_TYPE_LABEL = 'Unbekannte Geräteart';
/** planning.md §8, administration.md §8 */
export const UNKNOWN_DEVICE_NAME = 'Unbekanntes Gerät';
/** Names in lists are cut at 22 characters (planning.md §9, administration.md §9). */
export const LIST_NAME_LENGTH = 22;

/**
 * The spec names the classes, not the types; two types share a class (peter and philip are both
 * offering bags, bart and jake both donation apps), so those get a word that tells them apart.
 */
export const DEVICE_TYPE_LABELS: Record<DeviceType, string> = {
  peter: 'Digitaler Klingelbeutel',
  philip: 'Digitaler Klingelbeutel (neue Generation)',
  andrew: 'Spendendose',
  matt: 'Spendensäule',
  james: 'Mini-Säule',
  thomas: 'Bildschirmsäule',
  john: 'Kollekten-App',
  bart: 'Spenden-App',
  jake: 'Spenden-App (hoher Betrag)',
  generic_ecommerce: 'Generisches Bezahlmodul',
  cash: 'Bargeld',
};

export function deviceTypeLabel(type: string): string {
  return Object.hasOwn(DEVICE_TYPE_LABELS, type)
    ? DEVICE_TYPE_LABELS[type as DeviceType]
    : UNKNOWN_DEVICE_TYPE_LABEL;
}

/** A name cut at 22 characters for a list, ellipsis included (no space left before it). */
export function truncateListName(name: string): string {
  const characters = [...name];
  if (characters.length <= LIST_NAME_LENGTH) return name;
  return `${characters
    .slice(0, LIST_NAME_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/** A device's name as a table shows it: cut for the list, 'Unbekanntes Gerät' for none or a blank one. */
export function deviceListName(device: { name?: string | null } | null | undefined): string {
  const name = device?.name?.trim();
  return name ? truncateListName(name) : UNKNOWN_DEVICE_NAME;
}
