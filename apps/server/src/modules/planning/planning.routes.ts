/** HTTP of collection planning: dates, calendar settings, plans and exclusions (planning.md §7). */
import {
  createDate as createDateRoute,
  createExclusion as createExclusionRoute,
  createPlan as createPlanRoute,
  deleteDate as deleteDateRoute,
  deletePlan as deletePlanRoute,
  getCalendarSetting as getCalendarSettingRoute,
  getPlanningOptions as getPlanningOptionsRoute,
  getPlan as getPlanRoute,
  listDates as listDatesRoute,
  listOrganizationDates as listOrganizationDatesRoute,
  listOrganizationPlans as listOrganizationPlansRoute,
  patchPlan as patchPlanRoute,
  updateCalendarSetting as updateCalendarSettingRoute,
  updatePlan as updatePlanRoute,
} from '@kollekta/contract';
import { toBusinessYear } from '@kollekta/domain';
import type { RouteRegistrar } from '../../platform/http-app';
import { getCalendarSetting, updateCalendarSetting } from './calendar-setting.service';
import { createDate, deleteDate, listDates, listOrganizationDates } from './dates.service';
import { createExclusion } from './exclusions.service';
import { registerPlanExtensionRoutes } from './extensions.routes';
import { createPlan, deletePlan, patchPlan, updatePlanFields } from './plan-editing.service';
import { registerPlanGroupRoutes } from './plan-groups.routes';
import { getPlan, getPlanningOptions, listOrganizationPlans, presentPlan } from './plans.service';

export const registerPlanningRoutes: RouteRegistrar = (register, context) => {
  // Without a year the calendar opens on the current one, as the app's clock sees it in Berlin.
  const yearOf = (query: { year?: number | undefined }) => query.year ?? toBusinessYear(context.clock.now());
  register(listDatesRoute, async ({ query }) => listDates(yearOf(query)));
  register(listOrganizationDatesRoute, ({ caller, params, query, apiBase }) =>
    listOrganizationDates(context, caller, params.id, yearOf(query), apiBase),
  );
  register(createDateRoute, ({ caller, body, apiBase }) => createDate(context, caller, body, apiBase));
  register(deleteDateRoute, ({ caller, params }) => deleteDate(context, caller, params.id));

  register(getCalendarSettingRoute, ({ caller, params, apiBase }) =>
    getCalendarSetting(context, caller, params.id, apiBase),
  );
  register(updateCalendarSettingRoute, ({ caller, params, body, apiBase }) =>
    updateCalendarSetting(context, caller, params.id, body, apiBase),
  );

  register(getPlanningOptionsRoute, ({ caller, params }) => getPlanningOptions(context, caller, params.id));
  // read on every visit of the planning page and the dashboard: a burst of them is computed once
  register(
    listOrganizationPlansRoute,
    ({ caller, params, query, apiBase }) => listOrganizationPlans(context, caller, params.id, query, apiBase),
    { cacheAnswerPerSession: true },
  );
  register(getPlanRoute, ({ caller, params, query, apiBase }) =>
    getPlan(context, caller, params.id, query.organization, apiBase),
  );
  register(createPlanRoute, async ({ caller, body, apiBase }) =>
    presentPlan(context, caller, (await createPlan(context, caller, body)).id, apiBase),
  );
  register(updatePlanRoute, async ({ caller, params, body, apiBase }) => {
    await updatePlanFields(context, caller, params.id, body);
    return presentPlan(context, caller, params.id, apiBase);
  });
  register(patchPlanRoute, async ({ caller, params, body, apiBase }) => {
    await patchPlan(context, caller, params.id, body);
    return presentPlan(context, caller, params.id, apiBase);
  });
  register(deletePlanRoute, ({ caller, params }) => deletePlan(context, caller, params.id));

  register(createExclusionRoute, ({ caller, body, apiBase }) =>
    createExclusion(context, caller, body, apiBase),
  );
  registerPlanExtensionRoutes(register, context);
  registerPlanGroupRoutes(register, context);
};
