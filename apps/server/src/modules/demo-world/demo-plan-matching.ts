/**
 * Ties the demo world's payments to plans: a payment belongs to a plan that ran at its time on its
 * device's class and reaches the device's parish (own, at the device's church, or inherited), so
 * that the income of each collection makes sense. The main collection of the day gets most gifts.
 */
import {
  type CollectionVariant,
  type DeviceClass,
  relatePlan,
  type ViewingOrganization,
} from '@kollekta/domain';
import type { PaymentInsert } from '../income';
import { createRandom } from './seeded-random';

export type DemoTree = {
  root: number;
  region: number;
  districts: { id: number; index: number }[];
  /** `named`: one of the demo's named parishes, which get a full plan year */
  parishes: { id: number; districtIndex: number; named: boolean }[];
};

export type DemoPlan = {
  id: number;
  organizationId: number;
  locationId: number | null;
  inherit: boolean;
  targets: readonly DeviceClass[];
  variant: CollectionVariant | null;
  start: Date | null;
  end: Date | null;
};

export type PlanMatcher = {
  assignPlans(
    parishId: number,
    device: { deviceClass: string; locationId: number | null },
    payments: PaymentInsert[],
  ): void;
  /** the first plan of an organisation that starts after `now` */
  findNextPlanOf(organizationId: number, now: Date): DemoPlan | undefined;
};

const VARIANT_RANK: Record<CollectionVariant | 'donation', number> = {
  inner: 0,
  outer: 1,
  x: 2,
  donation: 3,
};
/** the share of gifts that go to the first plan of the moment; the rest spread over the others */
const MAIN_SHARE = 0.75;

export function createPlanMatcher(
  tree: DemoTree,
  plans: readonly DemoPlan[],
  noInheritParish: number,
): PlanMatcher {
  const random = createRandom(20261123);
  const reachingByParish = new Map<number, DemoPlan[]>();

  const reaching = (parishId: number): DemoPlan[] => {
    const cached = reachingByParish.get(parishId);
    if (cached) return cached;
    const parish = tree.parishes.find((candidate) => candidate.id === parishId);
    const district = tree.districts.find((candidate) => candidate.index === parish?.districtIndex);
    if (!parish || !district) return [];
    const viewer: ViewingOrganization = {
      path: [tree.root, tree.region, district.id, parish.id],
      noInheritCollections: new Set(parish.id === noInheritParish ? [parish.id] : []),
    };
    const depth = (plan: DemoPlan) => viewer.path.indexOf(plan.organizationId);
    const found = plans
      .filter((plan) => relatePlan(plan, viewer) !== null)
      .sort(
        (a, b) =>
          Number(b.locationId !== null) - Number(a.locationId !== null) ||
          VARIANT_RANK[a.variant ?? 'donation'] - VARIANT_RANK[b.variant ?? 'donation'] ||
          depth(b) - depth(a),
      );
    reachingByParish.set(parishId, found);
    return found;
  };

  return {
    assignPlans(parishId, device, payments) {
      const candidates = reaching(parishId).filter(
        (plan) =>
          plan.targets.includes(device.deviceClass as DeviceClass) &&
          (plan.locationId === null || plan.locationId === device.locationId),
      );
      for (const payment of payments) {
        const at = payment.created_at.getTime();
        const running = candidates.filter(
          (plan) =>
            plan.start !== null &&
            plan.start.getTime() <= at &&
            (plan.end === null || at < plan.end.getTime()),
        );
        const chosen = random.next() < MAIN_SHARE ? running[0] : random.pick(running);
        payment.collection_plan_id = chosen?.id ?? null;
      }
    },
    findNextPlanOf(organizationId, now) {
      return plans.find(
        (plan) =>
          plan.organizationId === organizationId &&
          plan.start !== null &&
          plan.start.getTime() > now.getTime(),
      );
    },
  };
}
