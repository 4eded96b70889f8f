/**
 * Locations, the church buildings and halls inside an organisation (administration.md §2
 * "Locations", §3 "Location"): "New location name must not be empty" — a name of spaces is empty too.
 * A location's QR code leads donors to the collection app of its organisation, opened at the location.
 */
import { collectionAppPath } from '../devices/embedding';

export const LOCATION_NAME_MAX_LENGTH = 200;

/** The query parameter the collection app is opened with at one location (`/p/4?location=9`). */
export const LOCATION_LINK_PARAMETER = 'location';

export const LOCATION_MESSAGES = {
  nameRequired: 'Bitte geben Sie einen Namen für den Ort ein.',
  nameTooLong: `Der Name darf höchstens ${LOCATION_NAME_MAX_LENGTH} Zeichen lang sein.`,
  organizationNotFound: 'Organisation nicht gefunden.',
  locationNotFound: 'Ort nicht gefunden.',
} as const;

/** The name as stored: trimmed, inner runs of white space made one space. */
export function normalizeLocationName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The German messages of a new location's name; an empty list when it may be saved. */
export function validateLocationName(name: string): string[] {
  const normalized = normalizeLocationName(name);
  if (normalized.length === 0) return [LOCATION_MESSAGES.nameRequired];
  if (normalized.length > LOCATION_NAME_MAX_LENGTH) return [LOCATION_MESSAGES.nameTooLong];
  return [];
}

/** The public address of a location: its organisation's collection app at the location. */
export function locationLink(
  publicUrl: string,
  location: { organizationId: number; locationId: number },
): string {
  const query = new URLSearchParams({ [LOCATION_LINK_PARAMETER]: String(location.locationId) });
  return `${publicUrl.replace(/\/+$/, '')}${collectionAppPath(location.organizationId)}?${query.toString()}`;
}

/** Reads the location a collection app was opened at (`?location=9`); null when absent or malformed. */
export function readLinkedLocationId(search: string): number | null {
  const value = new URLSearchParams(search).get(LOCATION_LINK_PARAMETER);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
