/**
 * Locations (administration.md §2 "Locations", §7 `location/`): read with READ on the
 * organisation, created by name with WRITE_ORG_DATA there; the QR code of a location encodes its
 * public address (the collection app of its organisation at the location).
 */
import type { LocationBody, LocationItem } from '@kollekta/contract';
import {
  type Actor,
  canSee,
  hasPermission,
  LOCATION_MESSAGES,
  normalizeLocationName,
  QR_CODE,
  validateLocationName,
} from '@kollekta/domain';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parseOrganizationRef } from '../contacts';
import { findOrganizationById, parsePath } from '../organizations';
import { toLocationResponse } from './location.mapper';
import { findLocationById, findLocations, insertLocation, type LocationRow } from './locations.repository';

export const READ_LOCATIONS = 'READ';
export const WRITE_LOCATIONS = 'WRITE_ORG_DATA';

type LocationActor = Actor & { userId: number; impersonatorId: number | null };

/**
 * The locations the caller may read: of one organisation (with `recursive` also of those below it),
 * or, without an organisation, all of them (superusers: every location, 'Orte verwalten').
 */
export async function listLocations(
  context: AppContext,
  actor: Actor,
  query: { organization?: number | undefined; recursive?: 'true' | 'false' | undefined },
  apiBase: string,
): Promise<LocationItem[]> {
  let rows: LocationRow[];
  if (query.organization !== undefined) {
    const organization = await findOrganizationById(context.db, query.organization);
    const path = organization ? parsePath(organization.path) : [];
    if (!organization || !canSee(actor, path))
      throw new DomainError('not_found', LOCATION_MESSAGES.organizationNotFound);
    if (!hasPermission(actor, path, READ_LOCATIONS)) throw new DomainError('forbidden');
    rows = await findLocations(
      context.db,
      query.recursive === 'true' ? { below: [organization.path] } : { organizationIds: [organization.id] },
    );
  } else if (actor.isSuperuser) {
    rows = await findLocations(context.db, 'all');
  } else {
    rows = await findLocations(context.db, {
      below: actor.grants.map((grant) => `/${grant.organizationPath.join('/')}/`),
    });
  }
  return rows
    .filter((row) => hasPermission(actor, parsePath(row.organization_path), READ_LOCATIONS))
    .map((row) => toLocationResponse(row, { apiBase, publicUrl: context.config.publicUrl }));
}

export async function getLocation(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<LocationItem> {
  const row = await loadReadableLocation(context, actor, id);
  return toLocationResponse(row, { apiBase, publicUrl: context.config.publicUrl });
}

/** The QR code of the location's public address, as an SVG document. */
export async function getLocationQrCode(context: AppContext, actor: Actor, id: number): Promise<string> {
  const row = await loadReadableLocation(context, actor, id);
  const { public_url: url } = toLocationResponse(row, { apiBase: '', publicUrl: context.config.publicUrl });
  return QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    width: QR_CODE.displaySize,
    errorCorrectionLevel: 'M',
  });
}

export async function createLocation(
  context: AppContext,
  actor: LocationActor,
  body: LocationBody,
  apiBase: string,
): Promise<LocationItem> {
  const organizationId = parseOrganizationRef(body.organization);
  const organization =
    organizationId === null ? undefined : await findOrganizationById(context.db, organizationId);
  const path = organization ? parsePath(organization.path) : [];
  // an organisation the caller may not see is answered like one that does not exist
  if (!organization || !canSee(actor, path)) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [LOCATION_MESSAGES.organizationNotFound] },
    });
  }
  if (!hasPermission(actor, path, WRITE_LOCATIONS)) throw new DomainError('forbidden');
  const nameErrors = validateLocationName(body.name);
  if (nameErrors.length > 0)
    throw new DomainError('validation', undefined, { fieldErrors: { name: nameErrors } });
  const row = await context.db.transaction().execute(async (trx) => {
    const inserted = await insertLocation(trx, organization.id, normalizeLocationName(body.name));
    await appendAudit(trx, {
      actorUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId,
      action: 'location.created',
      objectType: 'location',
      objectId: inserted.id,
      data: { organization_id: organization.id, name: inserted.name },
    });
    return inserted;
  });
  return toLocationResponse(
    { ...row, organization_name: organization.name, organization_path: organization.path },
    { apiBase, publicUrl: context.config.publicUrl },
  );
}

/** A location the caller may read; any other answers 404, so its existence stays hidden. */
async function loadReadableLocation(context: AppContext, actor: Actor, id: number): Promise<LocationRow> {
  const row = await findLocationById(context.db, id);
  if (!row || !hasPermission(actor, parsePath(row.organization_path), READ_LOCATIONS)) {
    throw new DomainError('not_found', LOCATION_MESSAGES.locationNotFound);
  }
  return row;
}
