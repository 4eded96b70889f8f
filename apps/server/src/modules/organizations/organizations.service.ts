/** Use cases of the organisation tree: list what the caller may see, read one, create one. */
import type { OrganizationDetail, OrganizationSummary } from '@kollekta/contract';
import {
  type Actor,
  type AddressValues,
  type Currency,
  canSee,
  collectPermissions,
  DEFAULT_CURRENCY,
  NEW_ORGANIZATION_MESSAGES,
  type OrganizationLevel,
  satisfies,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { cachedRead } from '../../platform/read-cache';
import { insertAddress } from '../addresses';
import { findVisibleContacts, loadFeatureState, presentFeatures } from '../contacts';
import { findLocationsOf } from '../locations';
import { toOrganizationDetail, toOrganizationSummary } from './organization.mapper';
import { formatPath, parsePath } from './organization-path';
import {
  countLocations,
  countUsers,
  findAllOrganizations,
  findChildren,
  findOrganizationById,
  findOrganizationsRelatedTo,
  insertOrganization,
  type OrganizationRow,
} from './organizations.repository';

export async function listVisibleOrganizations(
  context: AppContext,
  actor: Actor,
  apiBase: string,
): Promise<OrganizationSummary[]> {
  const rows = actor.isSuperuser
    ? await findAllOrganizations(context.db)
    : await findOrganizationsRelatedTo(
        context.db,
        actor.grants.map((grant) => formatPath(grant.organizationPath)),
      );
  const visible = rows.filter((row) => canSee(actor, parsePath(row.path)));
  const ids = visible.map((row) => row.id);
  const [locations, users] = await Promise.all([
    countLocations(context.db, ids),
    countUsers(context.db, ids),
  ]);
  return visible.map((row) =>
    toOrganizationSummary(
      row,
      collectPermissions(actor, parsePath(row.path)),
      { locations: locations.get(row.id) ?? 0, users: users.get(row.id) ?? 0 },
      apiBase,
    ),
  );
}

/** Loads an organisation the actor may see; any other answers 404, so its existence stays hidden. */
export async function loadVisibleOrganization(
  context: AppContext,
  actor: Actor,
  id: number,
): Promise<OrganizationRow> {
  // read by most requests: cached for a moment, forgotten on every write (platform/read-cache.ts)
  const row = await cachedRead(context, `organization:${id}`, () => findOrganizationById(context.db, id));
  if (!row || !canSee(actor, parsePath(row.path)))
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  return row;
}

export async function getOrganization(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<OrganizationDetail> {
  const row = await loadVisibleOrganization(context, actor, id);
  const held = collectPermissions(actor, parsePath(row.path));
  const [children, locations, locationCounts, userCounts, contacts, features] = await Promise.all([
    findChildren(context.db, row.id),
    satisfies(held, 'READ') ? findLocationsOf(context.db, row.id) : Promise.resolve([]),
    countLocations(context.db, [row.id]),
    countUsers(context.db, [row.id]),
    findVisibleContacts(context, actor, row, apiBase),
    loadFeatureState(context, row),
  ]);
  const visibleChildren = children.filter((child) => canSee(actor, [...parsePath(row.path), child.id]));
  const summary = toOrganizationSummary(
    row,
    held,
    { locations: locationCounts.get(row.id) ?? 0, users: userCounts.get(row.id) ?? 0 },
    apiBase,
  );
  return toOrganizationDetail(summary, row, visibleChildren, locations, apiBase, {
    contacts,
    features: presentFeatures(features, apiBase),
    validFeatures: features.validTypes,
  });
}

export type NewOrganization = {
  name: string;
  parentId: number | null;
  level: OrganizationLevel;
  currency?: Currency;
  /** the first address, stored with the organisation in one transaction (already checked) */
  address?: AddressValues;
};

/**
 * Only a superuser may create an organisation (administration.md §5). The organisation, its path
 * and its first address are one transaction: nothing is half-saved. Plans, settings and statistics
 * reach it at once, because all three are read along the path.
 */
export async function createOrganization(context: AppContext, actor: Actor, values: NewOrganization) {
  if (!actor.isSuperuser) throw new DomainError('forbidden', NEW_ORGANIZATION_MESSAGES.onlySuperusers);
  const name = values.name.trim();
  if (!name)
    throw new DomainError('validation', undefined, {
      fieldErrors: { name: [NEW_ORGANIZATION_MESSAGES.required] },
    });
  const parent =
    values.parentId === null ? undefined : await findOrganizationById(context.db, values.parentId);
  if (values.parentId !== null && !parent) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { parent: [NEW_ORGANIZATION_MESSAGES.unknownParent] },
    });
  }
  const { address } = values;
  return context.db.transaction().execute(async (trx) => {
    const row = await insertOrganization(trx, {
      name,
      parentId: parent?.id ?? null,
      parentPath: parent?.path ?? null,
      level: values.level,
      currency: values.currency ?? (parent?.currency as Currency | undefined) ?? DEFAULT_CURRENCY,
    });
    if (address) {
      await insertAddress(trx, {
        organization_id: row.id,
        type: address.type,
        name: address.name || name,
        supplement: address.supplement,
        street: address.address,
        postal_code: address.postcode,
        city: address.locality,
        country: address.country,
        valid_from: context.clock.now(),
      });
    }
    return row;
  });
}
