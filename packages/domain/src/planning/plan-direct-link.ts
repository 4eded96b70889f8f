/**
 * Direct links of one plan in the web apps (planning.md §2 "direct link and QR dialog",
 * devices-income-kirchgeld.md §2 "Embedding helpers"): the organisation's collection app /p/{id} or
 * donation app /o/{id}, with the plan preselected by `?collection={planId}`. A link is offered only
 * for the web apps the plan runs on (WA → collection app, WS → donation app).
 */
import { collectionAppPath, donationAppPath } from '../devices/embedding';
import type { DeviceClass } from './plan-types';

/** The query parameter a web app reads to open with one plan selected. */
export const PLAN_LINK_PARAMETER = 'collection';

export type PlanLinkApp = 'john' | 'bart';

export type PlanLinkTarget = {
  planId: number;
  /** the organisation whose web app shows the plan (its own, or one it is inherited into) */
  organizationId: number;
  targets: readonly DeviceClass[];
};

export type PlanDirectLink = {
  /** device type of the web app: john = collection app (WA), bart = donation app (WS) */
  app: PlanLinkApp;
  deviceClass: 'WA' | 'WS';
  url: string;
};

const APPS: readonly { app: PlanLinkApp; deviceClass: 'WA' | 'WS' }[] = [
  { app: 'john', deviceClass: 'WA' },
  { app: 'bart', deviceClass: 'WS' },
];

/** The link of one web app to one plan, e.g. https://kollekta.de/o/4?collection=17. */
export function planAppLink(
  publicUrl: string,
  app: PlanLinkApp,
  plan: Pick<PlanLinkTarget, 'planId' | 'organizationId'>,
): string {
  const path = app === 'john' ? collectionAppPath(plan.organizationId) : donationAppPath(plan.organizationId);
  const query = new URLSearchParams({ [PLAN_LINK_PARAMETER]: String(plan.planId) });
  return `${publicUrl.replace(/\/+$/, '')}${path}?${query.toString()}`;
}

/** The links of the web apps the plan targets, collection app first; none without web-app targets. */
export function planDirectLinks(publicUrl: string, plan: PlanLinkTarget): PlanDirectLink[] {
  return APPS.filter(({ deviceClass }) => plan.targets.includes(deviceClass)).map(({ app, deviceClass }) => ({
    app,
    deviceClass,
    url: planAppLink(publicUrl, app, plan),
  }));
}

/**
 * The one link to announce a plan with (QR notification mail): the donation app when the plan runs
 * there, otherwise the collection app.
 */
export function planDirectLink(publicUrl: string, plan: PlanLinkTarget): string {
  return planAppLink(publicUrl, plan.targets.includes('WS') ? 'bart' : 'john', plan);
}

/** Reads the plan id a web app was opened with (`?collection=17`); null when absent or malformed. */
export function readLinkedPlanId(search: string): number | null {
  const value = new URLSearchParams(search).get(PLAN_LINK_PARAMETER);
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
