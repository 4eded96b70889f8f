/**
 * Use cases of postal addresses (administration.md §4 "Address change", §5 "Address editing", §6):
 * read with READ_ORG_DATA; written with WRITE_ORG_DATA, billing addresses by superusers only. A
 * change ends the old address now and starts the new one in the same transaction, with the old row
 * locked; removing only ends an address. Ended addresses stay, so letters keep the address of their day.
 */
import type {
  AddressBody,
  OrganizationAddress as AddressResponse,
  OrganizationIdentifier,
} from '@kollekta/contract';
import {
  type Actor,
  ADDRESS_MESSAGES,
  type AddressEditor,
  type AddressInput,
  type AddressValues,
  canEditAddressType,
  canSee,
  hasPermission,
  isAddressCurrent,
  isAddressEnded,
  normalizeAddress,
  sortAddresses,
  validateAddress,
} from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parseOrganizationRef } from '../contacts';
import { toAddressResponse, toIdentifierResponses } from './address.mapper';
import {
  endAddressAt,
  findAddressById,
  findAddressesOf,
  findIdentifiersOf,
  findOrganizationById,
  insertAddress,
  lockAddress,
  lockOrganization,
  type OrganizationAddress,
} from './addresses.repository';

export type AddressActor = Actor & { userId: number | null; impersonatorId?: number | null };

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';
const ADDRESS_NOT_FOUND = 'Adresse nicht gefunden.';
const ORGANIZATION_FIXED = 'Eine Adresse kann nicht zu einer anderen Organisation wechseln.';

type Node = { id: number; path: number[] };

function parsePath(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

async function loadReadable(context: AppContext, actor: Actor, organizationId: number): Promise<Node> {
  const row = await findOrganizationById(context.db, organizationId);
  const path = row ? parsePath(row.path) : [];
  if (!row || !canSee(actor, path)) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  if (!hasPermission(actor, path, 'READ_ORG_DATA')) throw new DomainError('forbidden');
  return { id: row.id, path };
}

export async function listAddresses(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  apiBase: string,
): Promise<AddressResponse[]> {
  const node = await loadReadable(context, actor, organizationId);
  const now = context.clock.now();
  const rows = await findAddressesOf(context.db, node.id);
  return sortAddresses(rows.map(toPeriod), now).map((entry) => toAddressResponse(entry.row, now, apiBase));
}

export async function listIdentifiers(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<OrganizationIdentifier[]> {
  const node = await loadReadable(context, actor, organizationId);
  const { identifiers, creditorId } = await findIdentifiersOf(context.db, node.id);
  return toIdentifierResponses(identifiers, creditorId);
}

export async function createAddress(
  context: AppContext,
  actor: AddressActor,
  body: AddressBody,
  apiBase: string,
): Promise<AddressResponse> {
  const organizationId = parseOrganizationRef(body.organization);
  const organization =
    organizationId === null ? undefined : await findOrganizationById(context.db, organizationId);
  if (!organization || !canSee(actor, parsePath(organization.path))) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [ORGANIZATION_NOT_FOUND] },
    });
  }
  const editor = toEditor(actor, parsePath(organization.path));
  if (!editor.canWriteOrganization && !editor.isSuperuser) throw new DomainError('forbidden');
  const values = checkValues(body);
  assertMayEditType(editor, values.type);
  const now = context.clock.now();
  const row = await context.db.transaction().execute(async (tx) => {
    await lockOrganization(tx, organization.id);
    await assertTypeFree(tx, organization.id, values.type, now, null);
    const inserted = await insertAddress(tx, toInsert(organization.id, values, now));
    await audit(tx, actor, 'address.created', inserted);
    return inserted;
  });
  return toAddressResponse(row, now, apiBase);
}

export async function updateAddress(
  context: AppContext,
  actor: AddressActor,
  id: number,
  body: Partial<AddressBody>,
  apiBase: string,
): Promise<AddressResponse> {
  const { stored, editor } = await loadWritable(context, actor, id);
  if (body.organization !== undefined && parseOrganizationRef(body.organization) !== stored.organization_id) {
    throw new DomainError('validation', undefined, { fieldErrors: { organization: [ORGANIZATION_FIXED] } });
  }
  const values = checkValues({
    type: body.type === undefined ? stored.type : body.type,
    name: body.name === undefined ? stored.name : body.name,
    supplement: body.supplement === undefined ? stored.supplement : body.supplement,
    address: body.address === undefined ? stored.street : body.address,
    postcode: body.postcode === undefined ? stored.postal_code : body.postcode,
    locality: body.locality === undefined ? stored.city : body.locality,
    country: body.country === undefined ? stored.country : body.country,
  });
  assertMayEditType(editor, values.type);
  const now = context.clock.now();
  const row = await context.db.transaction().execute(async (tx) => {
    await lockOrganization(tx, stored.organization_id);
    const old = await lockAddress(tx, id);
    if (!old || isEnded(old, now)) {
      throw new DomainError('validation', ADDRESS_MESSAGES.ended);
    }
    await assertTypeFree(tx, old.organization_id, values.type, now, old.id);
    const ended = await endAddressAt(tx, old.id, now);
    const inserted = await insertAddress(tx, toInsert(old.organization_id, values, now));
    await audit(tx, actor, 'address.ended', ended);
    await audit(tx, actor, 'address.created', inserted, { replaces: old.id });
    return inserted;
  });
  return toAddressResponse(row, now, apiBase);
}

/** Removing an address only ends it (§4). */
export async function endAddress(context: AppContext, actor: AddressActor, id: number): Promise<void> {
  await loadWritable(context, actor, id);
  const now = context.clock.now();
  await context.db.transaction().execute(async (tx) => {
    const old = await lockAddress(tx, id);
    if (!old || isEnded(old, now)) {
      throw new DomainError('validation', ADDRESS_MESSAGES.ended);
    }
    await audit(tx, actor, 'address.ended', await endAddressAt(tx, old.id, now));
  });
}

/** An address the caller may read (else 404, so its existence stays hidden) and may edit (else 403). */
async function loadWritable(
  context: AppContext,
  actor: Actor,
  id: number,
): Promise<{ stored: OrganizationAddress; editor: AddressEditor }> {
  const stored = await findAddressById(context.db, id);
  const organization = stored ? await findOrganizationById(context.db, stored.organization_id) : undefined;
  const path = organization ? parsePath(organization.path) : [];
  if (!stored || !organization || !hasPermission(actor, path, 'READ_ORG_DATA')) {
    throw new DomainError('not_found', ADDRESS_NOT_FOUND);
  }
  const editor = toEditor(actor, path);
  if (!editor.canWriteOrganization && !editor.isSuperuser) throw new DomainError('forbidden');
  assertMayEditType(editor, stored.type);
  return { stored, editor };
}

function toEditor(actor: Actor, path: number[]): AddressEditor {
  return {
    isSuperuser: actor.isSuperuser,
    canWriteOrganization: hasPermission(actor, path, 'WRITE_ORG_DATA'),
  };
}

function assertMayEditType(editor: AddressEditor, type: AddressValues['type']): void {
  if (!canEditAddressType(editor, type))
    throw new DomainError('forbidden', ADDRESS_MESSAGES.billingSuperuserOnly);
}

function checkValues(input: AddressInput): AddressValues {
  const values = normalizeAddress(input);
  const errors = validateAddress(values);
  if (Object.keys(errors).length > 0) throw new DomainError('validation', undefined, { fieldErrors: errors });
  const { rawType: _rawType, ...rest } = values;
  return rest;
}

/** One current address per type: a second one of a type is a change of the first, not a new one. */
async function assertTypeFree(
  tx: Transaction<Database>,
  organizationId: number,
  type: AddressValues['type'],
  now: Date,
  exceptId: number | null,
): Promise<void> {
  const rows = await findAddressesOf(tx, organizationId);
  const taken = rows.some(
    (row) => row.id !== exceptId && row.type === type && isAddressCurrent(toPeriod(row), now),
  );
  if (taken)
    throw new DomainError('validation', undefined, { fieldErrors: { type: [ADDRESS_MESSAGES.typeInUse] } });
}

function isEnded(row: OrganizationAddress, now: Date): boolean {
  return isAddressEnded({ validUntil: row.valid_until === null ? null : new Date(row.valid_until) }, now);
}

function toPeriod(row: OrganizationAddress) {
  return {
    row,
    type: row.type,
    validFrom: new Date(row.valid_from),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until),
  };
}

function toInsert(organizationId: number, values: AddressValues, now: Date) {
  return {
    organization_id: organizationId,
    type: values.type,
    name: values.name,
    supplement: values.supplement,
    street: values.address,
    postal_code: values.postcode,
    city: values.locality,
    country: values.country,
    valid_from: now,
  };
}

async function audit(
  db: Transaction<Database>,
  actor: AddressActor,
  action: string,
  row: OrganizationAddress,
  extra: Record<string, unknown> = {},
) {
  await appendAudit(db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action,
    objectType: 'organization_address',
    objectId: row.id,
    data: {
      organization_id: row.organization_id,
      type: row.type,
      street: row.street,
      postal_code: row.postal_code,
      city: row.city,
      valid_from: row.valid_from,
      valid_until: row.valid_until,
      ...extra,
    },
  });
}
