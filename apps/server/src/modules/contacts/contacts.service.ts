/**
 * Notification contacts (administration.md §2 "Notifications", §5 "Contacts", §7 `contact/`): read
 * with READ_ORG_DATA on the organisation, written with WRITE_ORG_DATA; the choice of mail types and
 * the attach-documents switch follow the domain's contact rules.
 */
import type { Contact } from '@kollekta/contract';
import {
  type Actor,
  type ContactEditor,
  type ContactValues,
  canDeleteContact,
  canSee,
  hasPermission,
  NOTIFICATION_MESSAGES,
  normalizeContact,
  validateContactChange,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { toContactResponse } from './contact.mapper';
import {
  type ContactRow,
  deleteContact as deleteContactRow,
  findContactById,
  findContactsAtOrBelow,
  findContactsOf,
  findOrganizationNode,
  insertContact,
  type OrganizationNode,
  pathIds,
  updateContact as updateContactRow,
} from './contacts.repository';
import { hasValidFeatureFor } from './features.service';
import { type NotificationActor, parseOrganizationRef } from './notification-actor';

export const READ_CONTACTS = 'READ_ORG_DATA';
export const WRITE_CONTACTS = 'WRITE_ORG_DATA';

const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

/** The contacts of the organisations the caller may read, or of one of them. */
export async function listContacts(
  context: AppContext,
  actor: NotificationActor,
  organizationId: number | undefined,
  apiBase: string,
): Promise<Contact[]> {
  if (organizationId !== undefined) {
    const node = await loadReadableOrganization(context, actor, organizationId);
    return (await findContactsOf(context.db, [node.id])).map((row) => toContactResponse(row, apiBase));
  }
  const rows = await findContactsAtOrBelow(
    context.db,
    actor.isSuperuser ? 'all' : actor.grants.map((grant) => `/${grant.organizationPath.join('/')}/`),
  );
  return rows
    .filter((row) => hasPermission(actor, pathIdsOf(row.organization_path), READ_CONTACTS))
    .map((row) => toContactResponse(row, apiBase));
}

/** The contacts shown with an organisation: empty for a caller without READ_ORG_DATA there. */
export async function findVisibleContacts(
  context: AppContext,
  actor: Actor,
  node: OrganizationNode,
  apiBase: string,
): Promise<Contact[]> {
  if (!hasPermission(actor, pathIds(node), READ_CONTACTS)) return [];
  return (await findContactsOf(context.db, [node.id])).map((row) => toContactResponse(row, apiBase));
}

/** The contacts of an organisation, for mails the server sends (no permission check). */
export async function findContactsOfOrganization(
  context: AppContext,
  organizationId: number,
): Promise<ContactRow[]> {
  return findContactsOf(context.db, [organizationId]);
}

export type ContactInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  attach_files?: boolean | undefined;
  types?: string[] | undefined;
};

export async function createContact(
  context: AppContext,
  actor: NotificationActor,
  body: ContactInput & { organization: string },
  apiBase: string,
): Promise<Contact> {
  const organizationId = parseOrganizationRef(body.organization);
  const node = organizationId === null ? undefined : await findOrganizationNode(context.db, organizationId);
  if (!node || !canSee(actor, pathIds(node))) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: [ORGANIZATION_NOT_FOUND] },
    });
  }
  assertMayWrite(actor, node);
  const values = normalizeContact({
    name: body.name ?? null,
    email: body.email ?? null,
    attachFiles: body.attach_files ?? false,
    types: body.types ?? [],
  });
  assertValid(validateContactChange(await toEditor(context, actor, node), null, values));
  const row = await insertContact(context.db, {
    organization_id: node.id,
    ...toWrite(values),
    created_by: actor.userId,
    at: context.clock.now(),
  });
  await audit(context, actor, 'contact.created', row);
  return toContactResponse(row, apiBase);
}

export async function updateContact(
  context: AppContext,
  actor: NotificationActor,
  id: number,
  body: ContactInput,
  apiBase: string,
): Promise<Contact> {
  const { row: stored, node } = await loadContact(context, actor, id);
  assertMayWrite(actor, node);
  const before = toValues(stored);
  const after = normalizeContact({
    name: body.name === undefined ? before.name : body.name,
    email: body.email === undefined ? before.email : body.email,
    attachFiles: body.attach_files ?? before.attachFiles,
    types: body.types ?? before.types,
  });
  assertValid(validateContactChange(await toEditor(context, actor, node), before, after));
  const row = await updateContactRow(context.db, id, {
    ...toWrite(after),
    updated_by: actor.userId,
    updated_at: context.clock.now(),
  });
  await audit(context, actor, 'contact.updated', row);
  return toContactResponse(row, apiBase);
}

export async function deleteContact(
  context: AppContext,
  actor: NotificationActor,
  id: number,
): Promise<void> {
  const { row, node } = await loadContact(context, actor, id);
  assertMayWrite(actor, node);
  if (!canDeleteContact(actor, toValues(row))) {
    throw new DomainError('forbidden', NOTIFICATION_MESSAGES.superuserOnlyType);
  }
  await deleteContactRow(context.db, id);
  await audit(context, actor, 'contact.deleted', row);
}

async function loadReadableOrganization(
  context: AppContext,
  actor: NotificationActor,
  organizationId: number,
): Promise<OrganizationNode> {
  const node = await findOrganizationNode(context.db, organizationId);
  if (!node || !canSee(actor, pathIds(node))) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  if (!hasPermission(actor, pathIds(node), READ_CONTACTS)) throw new DomainError('forbidden');
  return node;
}

/** A contact the caller may read; any other answers 404, so its existence stays hidden. */
async function loadContact(
  context: AppContext,
  actor: NotificationActor,
  id: number,
): Promise<{ row: ContactRow; node: OrganizationNode }> {
  const row = await findContactById(context.db, id);
  const node = row ? await findOrganizationNode(context.db, row.organization_id) : undefined;
  if (!row || !node || !hasPermission(actor, pathIds(node), READ_CONTACTS)) {
    throw new DomainError('not_found', NOTIFICATION_MESSAGES.contactNotFound);
  }
  return { row, node };
}

function assertMayWrite(actor: NotificationActor, node: OrganizationNode): void {
  if (!hasPermission(actor, pathIds(node), WRITE_CONTACTS)) throw new DomainError('forbidden');
}

function assertValid(errors: Record<string, string[] | undefined>): void {
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string[]] => entry[1] !== undefined),
  );
  if (Object.keys(fieldErrors).length > 0) throw new DomainError('validation', undefined, { fieldErrors });
}

async function toEditor(
  context: AppContext,
  actor: NotificationActor,
  node: OrganizationNode,
): Promise<ContactEditor> {
  return {
    isSuperuser: actor.isSuperuser,
    hasAdvancedNotification: await hasValidFeatureFor(context, node, 'AdvancedNotificationFeature'),
  };
}

function toValues(row: ContactRow): ContactValues {
  return { name: row.name, email: row.email, attachFiles: row.attach_files, types: row.types };
}

function toWrite(values: ContactValues) {
  return {
    name: values.name,
    email: values.email,
    attach_files: values.attachFiles,
    types: [...values.types],
  };
}

function pathIdsOf(path: string): number[] {
  return pathIds({ path });
}

async function audit(context: AppContext, actor: NotificationActor, action: string, row: ContactRow) {
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action,
    objectType: 'contact',
    objectId: row.id,
    data: {
      organization_id: row.organization_id,
      email: row.email,
      name: row.name,
      attach_files: row.attach_files,
      types: row.types,
    },
  });
}
