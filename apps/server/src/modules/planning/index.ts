export { listOrganizationDates } from './dates.service';
export { type ExclusionRow, findExclusionsOfPlans } from './exclusions.repository';
export { createExclusion } from './exclusions.service';
export { toPlanTiming } from './plan.mapper';
export { createPlansTogether, type PlanBatchOutcome } from './plan-batch.service';
export { createPlan } from './plan-editing.service';
export { createPlanGroup } from './plan-groups.service';
export { summarizePlanInheritance } from './plan-inheritance.service';
export { mergeMeta, readSection, type StoredMeta } from './plan-meta';
export { toPlacement } from './plan-views';
export { registerPlanningRoutes } from './planning.routes';
export type { PlanningActor } from './planning-actor';
export {
  isPlanningFeatureOn,
  loadChain,
  type OrganizationChain,
  toViewingOrganization,
} from './planning-context';
export { findPlanById, findPlanKinds, findPlansReaching, type PlanRow } from './plans.repository';
export { assertNoStoppedDisbursement, getPlan, listOrganizationPlans } from './plans.service';
export { dropPlansExcludedEverywhere } from './plans-not-excluded';
export { findPlansRunningAt, type RunningPlan } from './plans-running.service';
