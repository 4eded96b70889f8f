/**
 * Features of organisations (administration.md §3 "Feature", §4): which are valid for an
 * organisation today, its own and those passed down from above, and their booking by superusers.
 */
import type { OrganizationFeature } from '@kollekta/contract';
import {
  canSee,
  type FeatureChainLink,
  type FeatureRecord,
  type FeatureType,
  findReachingFeatures,
  findValidFeatureTypes,
  isFeatureValidOn,
  NOTIFICATION_MESSAGES,
  toBusinessDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { toFeatureResponse } from './contact.mapper';
import { findOrganizationNode, type OrganizationNode, pathIds } from './contacts.repository';
import {
  deleteFeature as deleteFeatureRow,
  type FeatureRow,
  findFeatureById,
  findFeaturesOf,
  insertFeature,
  updateFeature as updateFeatureRow,
} from './features.repository';
import { type NotificationActor, parseOrganizationRef } from './notification-actor';

export type FeatureState = {
  /** the features that reach the organisation (own, and inherited ones of ancestors) */
  reaching: { row: FeatureRow; isInherited: boolean; isValid: boolean }[];
  validTypes: FeatureType[];
};

function toRecord(row: FeatureRow): FeatureRecord {
  return {
    type: row.type as FeatureType,
    inherit: row.inherit,
    validFrom: row.valid_from,
    validNotafter: row.valid_notafter,
  };
}

function today(context: AppContext): string {
  return toBusinessDay(context.clock.now());
}

/** The features of an organisation, from one query over its chain. */
export async function loadFeatureState(context: AppContext, node: OrganizationNode): Promise<FeatureState> {
  const upwards = pathIds(node).reverse();
  const rows = await findFeaturesOf(context.db, upwards);
  const chain: FeatureChainLink<FeatureRecord & { row: FeatureRow }>[] = upwards.map((organizationId) => ({
    organizationId,
    features: rows
      .filter((row) => row.organization_id === organizationId)
      .map((row) => ({ ...toRecord(row), row })),
  }));
  const day = today(context);
  const reaching = findReachingFeatures(chain).map(({ feature, isInherited }) => ({
    row: feature.row,
    isInherited,
    isValid: isFeatureValidOn(feature, day),
  }));
  return { reaching, validTypes: findValidFeatureTypes(chain, day) };
}

export async function hasValidFeatureFor(
  context: AppContext,
  node: OrganizationNode,
  type: FeatureType,
): Promise<boolean> {
  return (await loadFeatureState(context, node)).validTypes.includes(type);
}

export function presentFeatures(state: FeatureState, apiBase: string): OrganizationFeature[] {
  return state.reaching.map(({ row, isInherited, isValid }) =>
    toFeatureResponse(row, { isInherited, isValid }, apiBase),
  );
}

type FeatureValues = {
  inherit: boolean;
  valid_from: string | null;
  valid_notafter: string | null;
};

function assertSuperuser(actor: NotificationActor): void {
  if (!actor.isSuperuser) throw new DomainError('forbidden', NOTIFICATION_MESSAGES.featureSuperuserOnly);
}

function assertValidity(values: FeatureValues): void {
  if (
    values.valid_from !== null &&
    values.valid_notafter !== null &&
    values.valid_notafter < values.valid_from
  ) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { valid_notafter: [NOTIFICATION_MESSAGES.featureValidity] },
    });
  }
}

async function presentOne(
  context: AppContext,
  row: FeatureRow,
  apiBase: string,
): Promise<OrganizationFeature> {
  return toFeatureResponse(
    row,
    { isInherited: false, isValid: isFeatureValidOn(toRecord(row), today(context)) },
    apiBase,
  );
}

export async function createFeature(
  context: AppContext,
  actor: NotificationActor,
  body: FeatureValues & { organization: string; type: FeatureType },
  apiBase: string,
): Promise<OrganizationFeature> {
  assertSuperuser(actor);
  const organizationId = parseOrganizationRef(body.organization);
  const node = organizationId === null ? undefined : await findOrganizationNode(context.db, organizationId);
  if (!node || !canSee(actor, pathIds(node))) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { organization: ['Organisation nicht gefunden.'] },
    });
  }
  assertValidity(body);
  const row = await insertFeature(context.db, {
    organization_id: node.id,
    type: body.type,
    inherit: body.inherit,
    valid_from: body.valid_from,
    valid_notafter: body.valid_notafter,
    created_by: actor.userId,
  });
  await audit(context, actor, 'feature.created', row);
  return presentOne(context, row, apiBase);
}

async function loadFeature(context: AppContext, actor: NotificationActor, id: number): Promise<FeatureRow> {
  assertSuperuser(actor);
  const row = await findFeatureById(context.db, id);
  if (!row) throw new DomainError('not_found', NOTIFICATION_MESSAGES.featureNotFound);
  return row;
}

export async function updateFeature(
  context: AppContext,
  actor: NotificationActor,
  id: number,
  body: Partial<FeatureValues>,
  apiBase: string,
): Promise<OrganizationFeature> {
  const stored = await loadFeature(context, actor, id);
  const values: FeatureValues = {
    inherit: body.inherit ?? stored.inherit,
    valid_from: body.valid_from === undefined ? stored.valid_from : body.valid_from,
    valid_notafter: body.valid_notafter === undefined ? stored.valid_notafter : body.valid_notafter,
  };
  assertValidity(values);
  const row = await updateFeatureRow(context.db, id, values);
  await audit(context, actor, 'feature.updated', row);
  return presentOne(context, row, apiBase);
}

export async function deleteFeature(
  context: AppContext,
  actor: NotificationActor,
  id: number,
): Promise<void> {
  const row = await loadFeature(context, actor, id);
  await deleteFeatureRow(context.db, id);
  await audit(context, actor, 'feature.deleted', row);
}

async function audit(context: AppContext, actor: NotificationActor, action: string, row: FeatureRow) {
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action,
    objectType: 'organization_feature',
    objectId: row.id,
    data: {
      organization_id: row.organization_id,
      type: row.type,
      inherit: row.inherit,
      valid_from: row.valid_from,
      valid_notafter: row.valid_notafter,
    },
  });
}
