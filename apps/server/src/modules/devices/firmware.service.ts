/**
 * Firmware info (devices-income-kirchgeld.md §3 "Firmware info", §7 "firmware info by kind KB and
 * an identifier"): the release a device's reported firmware belongs to. Any signed-in user may read
 * it: it says nothing about an organisation.
 */
import type { FirmwareInfo } from '@kollekta/contract';
import { FIRMWARE_MESSAGES, isFirmwareIdentifier, isFirmwareKind } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { type FirmwareRow, findFirmware, upsertFirmware } from './firmware.repository';

export function toFirmwareResponse(row: FirmwareRow, apiBase: string): FirmwareInfo {
  return {
    url: `${apiBase}firmware/${row.kind}/${encodeURIComponent(row.identifier)}/`,
    kind: row.kind,
    identifier: row.identifier,
    created_at: new Date(row.created_at).toISOString(),
    notes: row.notes,
  };
}

export async function getFirmwareInfo(
  context: AppContext,
  kind: string,
  identifier: string,
  apiBase: string,
): Promise<FirmwareInfo> {
  const fieldErrors: Record<string, string[]> = {};
  if (!isFirmwareKind(kind)) fieldErrors.kind = [FIRMWARE_MESSAGES.invalidKind];
  if (!isFirmwareIdentifier(identifier)) fieldErrors.identifier = [FIRMWARE_MESSAGES.invalidIdentifier];
  if (Object.keys(fieldErrors).length > 0)
    throw new DomainError('validation', Object.values(fieldErrors).flat().join(' '), { fieldErrors });
  const row = await findFirmware(context.db, kind, identifier);
  if (!row) throw new DomainError('not_found', FIRMWARE_MESSAGES.notFound);
  return toFirmwareResponse(row, apiBase);
}

/** A firmware release as the release process (or the demo world) records it. */
export async function recordFirmwareRelease(
  context: AppContext,
  release: { kind: string; identifier: string; releasedAt: Date; notes: string },
): Promise<void> {
  if (!isFirmwareKind(release.kind) || !isFirmwareIdentifier(release.identifier))
    throw new DomainError('validation', FIRMWARE_MESSAGES.invalidIdentifier);
  await upsertFirmware(context.db, {
    kind: release.kind,
    identifier: release.identifier,
    createdAt: release.releasedAt,
    notes: release.notes,
  });
}
