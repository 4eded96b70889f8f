/**
 * HTTP of collection plan groups: `collection_plan_group/` create, duplicate and delete (planning.md
 * §7), and the split of a group's income among its members.
 */
import {
  createPlanGroup as createPlanGroupRoute,
  deletePlanGroup as deletePlanGroupRoute,
  duplicatePlanGroup as duplicatePlanGroupRoute,
  getPlanGroupSplit as getPlanGroupSplitRoute,
} from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';
import { getPlanGroupSplit } from './plan-group-split.service';
import { createPlanGroup, deletePlanGroup, duplicatePlanGroup } from './plan-groups.service';
import { presentPlan } from './plans.service';

export const registerPlanGroupRoutes: RouteRegistrar = (register, context) => {
  register(createPlanGroupRoute, async ({ caller, body, apiBase }) =>
    presentPlan(context, caller, await createPlanGroup(context, caller, body), apiBase),
  );
  register(duplicatePlanGroupRoute, async ({ caller, params, body, apiBase }) =>
    presentPlan(context, caller, await duplicatePlanGroup(context, caller, params.id, body), apiBase),
  );
  register(deletePlanGroupRoute, ({ caller, params }) => deletePlanGroup(context, caller, params.id));
  register(getPlanGroupSplitRoute, ({ caller, params, apiBase }) =>
    getPlanGroupSplit(context, caller, params.id, apiBase),
  );
};
