/**
 * The collection book of one organisation and year (issue 16 point 4): who may read the income of
 * an organisation may read its book. Reads the year's money, the disbursement orders and the plans
 * the organisation collected for, and lets the domain build rows and totals.
 */
import {
  type Actor,
  buildCollectionBook,
  type CollectionBook,
  type CollectionBookPlan,
  canReadIncome,
  DEFAULT_TIME_ZONE,
  DISBURSEMENT_STATE_VALUES,
  type DisbursementState,
  relatePlan,
  toBusinessYear,
  toZonedInstant,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadVisibleOrganization, type OrganizationRow, parsePath } from '../organizations';
import { dropPlansExcludedEverywhere, loadChain, toViewingOrganization } from '../planning';
import {
  type BookPlanRow,
  findCollectionsDatedIn,
  findDisbursementOrdersOf,
  findFirstMoneyAt,
  findPlansByIds,
  findYearMoneyByPlan,
} from './collection-book.repository';

export const ORGANIZATION_NOT_FOUND = 'Organisation nicht gefunden.';

export type LoadedCollectionBook = {
  organization: OrganizationRow;
  year: number;
  years: number[];
  book: CollectionBook;
};

/** An organisation whose income the caller may read; any other answers 404 (its existence stays hidden). */
async function loadBookOrganization(context: AppContext, actor: Actor, id: number): Promise<OrganizationRow> {
  const organization = await loadVisibleOrganization(context, actor, id);
  if (!canReadIncome(actor, parsePath(organization.path)))
    throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  return organization;
}

function yearBounds(year: number) {
  return {
    from: toZonedInstant(`${year}-01-01`, '00:00', DEFAULT_TIME_ZONE),
    before: toZonedInstant(`${year + 1}-01-01`, '00:00', DEFAULT_TIME_ZONE),
  };
}

function isDisbursementState(state: string): state is DisbursementState {
  return (DISBURSEMENT_STATE_VALUES as readonly string[]).includes(state);
}

export async function loadCollectionBook(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  query: { year?: number | undefined },
): Promise<LoadedCollectionBook> {
  const organization = await loadBookOrganization(context, actor, organizationId);
  const thisYear = toBusinessYear(context.clock.now());
  const year = query.year ?? thisYear;
  const bounds = { organizationId, ...yearBounds(year) };
  const [money, orders, firstMoneyAt, chain] = await Promise.all([
    findYearMoneyByPlan(context.db, bounds),
    findDisbursementOrdersOf(context.db, organizationId),
    findFirstMoneyAt(context.db, organizationId),
    loadChain(context, organizationId),
  ]);
  if (!chain) throw new DomainError('not_found', ORGANIZATION_NOT_FOUND);
  const viewer = toViewingOrganization(chain);
  const dated = await findCollectionsDatedIn(context.db, {
    ...bounds,
    year,
    ancestorIds: chain.path.slice(0, -1),
  });
  const reaching = await keepReachingPlans(context, viewer, dated);
  const knownIds = new Set(reaching.map((plan) => plan.id));
  // plans with money here or an order of this organisation are in the book whoever owns them
  const moreIds = [
    ...money.flatMap((entry) => (entry.planId === null ? [] : [entry.planId])),
    ...orders.map((order) => order.planId),
  ].filter((id) => !knownIds.has(id));
  const plans = [...reaching, ...(await findPlansByIds(context.db, moreIds))];
  const book = buildCollectionBook({
    organizationId,
    year,
    plans: plans.map(toBookPlan),
    money,
    orders: orders.flatMap((order) =>
      isDisbursementState(order.state) ? [{ ...order, state: order.state }] : [],
    ),
  });
  const firstYear = firstMoneyAt ? Math.min(toBusinessYear(firstMoneyAt), thisYear) : thisYear;
  const years = new Set<number>([year]);
  for (let offered = thisYear; offered >= firstYear; offered--) years.add(offered);
  return { organization, year, years: [...years].sort((a, b) => b - a), book };
}

/**
 * The dated plans that show at the organisation: its own, and inherited ones unless an organisation
 * between switched inheritance off or the plan was deselected here or above for every device class.
 */
async function keepReachingPlans(
  context: AppContext,
  viewer: ReturnType<typeof toViewingOrganization>,
  plans: readonly BookPlanRow[],
): Promise<BookPlanRow[]> {
  const related = plans.filter(
    (plan) =>
      relatePlan(
        { organizationId: plan.organization_id, locationId: plan.location_id, inherit: plan.inherit },
        viewer,
      ) !== null,
  );
  return dropPlansExcludedEverywhere(context, related, viewer);
}

function toBookPlan(row: BookPlanRow): CollectionBookPlan {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    dateDay: row.date_day,
    startAt: row.start_at,
  };
}
