export { listOrganizationDates } from './dates.service';
export { createExclusion } from './exclusions.service';
export { createPlan } from './plan-editing.service';
export { registerPlanningRoutes } from './planning.routes';
export type { PlanningActor } from './planning-actor';
export { findPlanKinds } from './plans.repository';
export { listOrganizationPlans } from './plans.service';
