/**
 * How orders come into being (issue 16): every collection an organisation above a parish orders
 * (a plan it passes down with `inherit`) and that reaches the parish by planning's own rules
 * (no_inherit_collections in between, exclusions made there or above) gets one order per parish
 * (level parish or other) whose chain has a valid DisbursementOrderFeature, from the collection's
 * start. The money goes first to the parish's district below the ordering organisation, or to the
 * ordering organisation itself when no district lies in between.
 *
 * Idempotent: an order exists once per plan and parish (INSERT … ON CONFLICT DO NOTHING), and
 * running orders of ended collections become ready. Run by the sweep job and before every read of
 * orders, for the organisations read.
 */
import {
  chooseHandlingOrganization,
  relatePlan,
  stateAfterCollectionEnded,
  toBusinessDay,
} from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { appendAudit } from '../audit';
import { findOrganizationsByIds, type OrganizationRow, parsePath } from '../organizations';
import {
  dropPlansExcludedEverywhere,
  findPlansReaching,
  type PlanRow,
  toPlacement,
  toViewingOrganization,
} from '../planning';
import { FEATURE_TYPE } from './disbursement-access';

const COLLECTING_LEVELS = ['parish', 'other'];

export type SyncScope = {
  /** only parishes at or below these materialised paths; undefined: everywhere */
  pathPrefixes?: readonly string[];
};

export type SyncOutcome = { created: number; ready: number };

export async function syncDisbursementOrders(
  context: AppContext,
  now: Date,
  scope: SyncScope = {},
): Promise<SyncOutcome> {
  const created = await createMissingOrders(context, now, scope);
  const ready = await moveEndedToReady(context, now);
  return { created, ready };
}

type FeatureRow = {
  organization_id: number;
  inherit: boolean;
  valid_from: string | null;
  valid_notafter: string | null;
};

async function createMissingOrders(context: AppContext, now: Date, scope: SyncScope): Promise<number> {
  const { db } = context;
  const features = (await db
    .selectFrom('organization_feature')
    .select(['organization_id', 'inherit', 'valid_from', 'valid_notafter'])
    .where('type', '=', FEATURE_TYPE)
    .execute()) as FeatureRow[];
  if (features.length === 0) return 0;
  if (scope.pathPrefixes !== undefined && scope.pathPrefixes.length === 0) return 0;

  const featureOrgIds = [...new Set(features.map((row) => row.organization_id))];
  let candidatesQuery = db
    .selectFrom('organization')
    .select(['id', 'path', 'currency'])
    .where('level', 'in', COLLECTING_LEVELS)
    .where((eb) =>
      eb.or(
        featureOrgIds.flatMap((id) => [
          eb('id', '=', id),
          eb('path', 'like', sql<string>`'%/' || ${String(id)} || '/%'`),
        ]),
      ),
    );
  const prefixes = scope.pathPrefixes;
  if (prefixes !== undefined)
    candidatesQuery = candidatesQuery.where((eb) =>
      eb.or(prefixes.map((prefix) => eb('path', 'like', `${prefix}%`))),
    );
  const candidates = await candidatesQuery.orderBy('id').execute();
  if (candidates.length === 0) return 0;

  const chainIds = [...new Set(candidates.flatMap((candidate) => parsePath(candidate.path)))];
  const organizations = new Map(
    (await findOrganizationsByIds(db, chainIds)).map((row) => [row.id, row] as const),
  );
  const day = toBusinessDay(now);
  let created = 0;
  for (const candidate of candidates) {
    const path = parsePath(candidate.path);
    const since = findFeatureStart(features, path, day);
    if (since === undefined) continue;
    const rows = path.map((id) => organizations.get(id)).filter((row): row is OrganizationRow => !!row);
    if (rows.length !== path.length) continue;
    const chain = { organization: rows[rows.length - 1] as OrganizationRow, path, rows };
    const plans = await findOrderedPlans(context, chain, now, since);
    if (plans.length === 0) continue;
    created += await insertOrders(context, now, {
      organizationId: candidate.id,
      currency: candidate.currency,
      plans: plans.map((plan) => ({
        planId: plan.id,
        ended: plan.end_at !== null && new Date(plan.end_at) <= now,
        handlingOrganizationId: chooseHandlingOrganization(rows, plan.organization_id),
      })),
    });
  }
  return created;
}

/**
 * The first day of the feature for the parish (its own, or an ancestor's passed down), when one is
 * valid today: null when it holds since ever; undefined when the parish does not take part.
 */
function findFeatureStart(
  features: readonly FeatureRow[],
  path: readonly number[],
  day: string,
): string | null | undefined {
  const parishId = path[path.length - 1];
  const valid = features.filter(
    (row) =>
      path.includes(row.organization_id) &&
      (row.inherit || row.organization_id === parishId) &&
      (row.valid_from === null || row.valid_from <= day) &&
      (row.valid_notafter === null || row.valid_notafter >= day),
  );
  if (valid.length === 0) return undefined;
  if (valid.some((row) => row.valid_from === null)) return null;
  return valid.map((row) => row.valid_from as string).sort()[0] ?? null;
}

/** Plans ordered from above that reach the parish and have started, excluded ones left out. */
async function findOrderedPlans(
  context: AppContext,
  chain: { organization: OrganizationRow; path: number[]; rows: OrganizationRow[] },
  now: Date,
  since: string | null,
): Promise<PlanRow[]> {
  const viewer = toViewingOrganization(chain);
  const reaching = await findPlansReaching(context.db, {
    organizationId: chain.organization.id,
    ancestorIds: chain.path.slice(0, -1),
    // started by now; collections that ended before the feature began get no order
    before: new Date(now.getTime() + 1),
    ...(since === null ? {} : { from: new Date(`${since}T00:00:00Z`) }),
  });
  // a group is one collection (its members are its shares); donation purposes are not forwarded
  const inherited = reaching.filter(
    (row) =>
      row.parent_id === null &&
      row.type === 'collection' &&
      row.start_at !== null &&
      relatePlan(toPlacement(row), viewer) === 'inherited',
  );
  return dropPlansExcludedEverywhere(context, inherited, viewer);
}

async function insertOrders(
  context: AppContext,
  now: Date,
  input: {
    organizationId: number;
    currency: string;
    plans: { planId: number; ended: boolean; handlingOrganizationId: number }[];
  },
): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('disbursement_order')
      .values(
        input.plans.map((plan) => ({
          plan_id: plan.planId,
          organization_id: input.organizationId,
          handling_organization_id: plan.handlingOrganizationId,
          currency: input.currency,
          state: plan.ended ? stateAfterCollectionEnded('in_progress') : 'in_progress',
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.columns(['plan_id', 'organization_id']).doNothing())
      .returning(['id', 'plan_id', 'handling_organization_id', 'state'])
      .execute();
    for (const row of inserted) {
      await appendAudit(trx, {
        actorUserId: null,
        action: 'disbursement_order.created',
        objectType: 'disbursement_order',
        objectId: row.id,
        data: {
          plan: row.plan_id,
          organization: input.organizationId,
          handling_organization: row.handling_organization_id,
          state: row.state,
        },
        at: now,
      });
    }
    return inserted.length;
  });
}

/** Running orders of collections that have ended become ready (one statement, audited per order). */
async function moveEndedToReady(context: AppContext, now: Date): Promise<number> {
  return context.db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('disbursement_order')
      .set({ state: stateAfterCollectionEnded('in_progress'), updated_at: now })
      .where('state', '=', 'in_progress')
      .where('plan_id', 'in', (eb) =>
        eb.selectFrom('collection_plan').select('id').where('end_at', '<=', now),
      )
      .returning(['id'])
      .execute();
    for (const row of moved) {
      await appendAudit(trx, {
        actorUserId: null,
        action: 'disbursement_order.ready',
        objectType: 'disbursement_order',
        objectId: row.id,
        data: { state_before: 'in_progress', state: 'ready', reason: 'collection_ended' },
        at: now,
      });
    }
    return moved.length;
  });
}
