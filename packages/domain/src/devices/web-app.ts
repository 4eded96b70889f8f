/**
 * The donor web apps (devices-income-kirchgeld.md §2 "Embedding helpers", §9 "Device limits";
 * planning.md §9): the collection app (Kollekten-App, type john, class WA) at /p/{id} and the
 * donation app (Spenden-App, type bart, class WS) at /o/{id}; when an organisation has one; which of
 * the plans that reach it the app lists, in which order; and the amount a donor chooses.
 */
import { parseGermanAmount } from '../money/money';
import { isCurrentlyActive } from '../planning/plan-timing';
import type { CollectionVariant, DeviceClass, PlanType } from '../planning/plan-types';
import { getDefaultPriority, orderPlansForDisplay } from '../planning/priority';
import type { DeviceType } from './device-types';
import { amountLimits, SOFT_MAX_DEFAULT } from './setting-definitions';
import { isValidSettingUrl } from './setting-validation';

export const WEB_APPS = ['john', 'bart'] as const;
export type WebApp = (typeof WEB_APPS)[number];

export const WEB_APP_DEVICE_CLASS: Record<WebApp, 'WA' | 'WS'> = { john: 'WA', bart: 'WS' };
/** Organisation flags that give an organisation the app without a device entry. */
export const WEB_APP_FLAGS: Record<WebApp, 'enableWA' | 'enableWS'> = { john: 'enableWA', bart: 'enableWS' };
export const WEB_APP_NAMES: Record<WebApp, string> = { john: 'Kollekten-App', bart: 'Spenden-App' };

export function isWebApp(value: string): value is WebApp {
  return (WEB_APPS as readonly string[]).includes(value);
}

/** What a direct link without an app says (the server's 404 page, and the app when its data are gone). */
export const WEB_APP_NOT_FOUND = {
  title: 'Diese Seite gibt es nicht',
  text: 'Unter dieser Adresse ist keine Kollekten-App und keine Spenden-App freigeschaltet. Bitte prüfen Sie den Link.',
} as const;

/** The app and organisation of a direct link path: /p/4 → collection app of 4, /o/4/ → donation app. */
export function parseWebAppPath(pathname: string): { app: WebApp; organizationId: number } | null {
  const match = /^\/([po])\/([1-9]\d{0,9})\/?$/.exec(pathname);
  if (!match) return null;
  const organizationId = Number(match[2]);
  if (!Number.isSafeInteger(organizationId) || organizationId > 2_147_483_647) return null;
  return { app: match[1] === 'p' ? 'john' : 'bart', organizationId };
}

/** An organisation has an app when it runs an active device of the app's class, or by its flag. */
export function isWebAppEnabled(
  app: WebApp,
  organization: { flags: readonly string[]; activeDeviceClasses: readonly string[] },
): boolean {
  return (
    organization.flags.includes(WEB_APP_FLAGS[app]) ||
    organization.activeDeviceClasses.includes(WEB_APP_DEVICE_CLASS[app])
  );
}

/**
 * The device type whose settings an app uses: the donation app runs as jake (limit 5000 instead of
 * 999) where the organisation has an active jake; otherwise the app's own type.
 */
export function webAppSettingsType(app: WebApp, activeDeviceTypes: readonly string[]): DeviceType {
  if (app === 'bart' && activeDeviceTypes.includes('jake')) return 'jake';
  return app;
}

/** The query parameters of the collection app's iframe code ('Gemeindeauswahl anzeigen', 'kleine Variante'). */
/** `vorschau=1` is set by the admin app's Live-Vorschau: the app shows everything but gives nothing. */
export const WEB_APP_QUERY = {
  parishSelection: 'gemeindeauswahl',
  small: 'klein',
  preview: 'vorschau',
} as const;

export type WebAppOptions = { showParishSelection: boolean; small: boolean; isPreview: boolean };

/** Reads the iframe options; 'kleine Variante' forces the parish selection off, as the generator does. */
export function readWebAppOptions(search: string): WebAppOptions {
  const query = new URLSearchParams(search);
  const small = query.get(WEB_APP_QUERY.small) === '1';
  return {
    small,
    showParishSelection: !small && query.get(WEB_APP_QUERY.parishSelection) === '1',
    isPreview: query.get(WEB_APP_QUERY.preview) === '1',
  };
}

// ─── Collections ───────────────────────────────────────────────────────────────────────────

/** A plan that reaches the organisation, as the plan visibility of planning sees it there. */
export type WebAppPlanCandidate = {
  id: number;
  name: string;
  type: PlanType;
  collectionVariant: CollectionVariant | null;
  active: boolean;
  start: Date | null;
  end: Date | null;
  /** the device classes it still runs on at the organisation, its exclusions (Abwählen) taken off */
  remainingTargets: readonly DeviceClass[];
  locationId: number | null;
  /** a member of a plan group: donors give to the group, whose parent is listed */
  parentId: number | null;
  display: Readonly<Record<string, string>>;
};

export type WebAppCollection<T extends WebAppPlanCandidate> = T & { text: string; priority: number };

/**
 * The collections an app lists now: running (active, started, not ended), on the app's class after
 * exclusions, not bound to a church building (a web app stands in none), not a group member.
 * Ordered by display priority (planning.md §9: main, secondary, then free and donation purposes).
 */
export function selectWebAppCollections<T extends WebAppPlanCandidate>(
  app: WebApp,
  plans: readonly T[],
  now: Date,
  priorityOf: (plan: T) => number = (plan) =>
    getDefaultPriority(
      { type: plan.type, collectionVariant: plan.collectionVariant },
      WEB_APP_DEVICE_CLASS[app],
    ),
): WebAppCollection<T>[] {
  const deviceClass = WEB_APP_DEVICE_CLASS[app];
  const running = plans.filter(
    (plan) =>
      isCurrentlyActive(plan, now) &&
      plan.remainingTargets.includes(deviceClass) &&
      plan.locationId === null &&
      plan.parentId === null,
  );
  return orderPlansForDisplay(
    running.map((plan) => ({
      ...plan,
      text: webAppDisplayText(plan, deviceClass),
      priority: priorityOf(plan),
    })),
    deviceClass,
  );
}

/** What the app shows for a plan: its display text for the app's class, else the general one, else its name. */
export function webAppDisplayText(
  plan: Pick<WebAppPlanCandidate, 'name' | 'display'>,
  deviceClass: 'WA' | 'WS',
): string {
  const text = plan.display[deviceClass]?.trim() || plan.display.default?.trim() || plan.name.trim();
  return text;
}

/**
 * A plan's website (meta.external_fields.www) as a link donors may follow: https added where the
 * scheme is missing, anything that is not an http(s) address with a host left out.
 */
export function webAppWebsite(www: unknown): string | null {
  if (typeof www !== 'string' || www.trim() === '') return null;
  const text = www.trim();
  // another scheme (javascript:, mailto: …) is no website
  if (!/^https?:\/\//i.test(text) && /^[a-z][a-z0-9+-]*:(?!\d)/i.test(text)) return null;
  const url = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return isValidSettingUrl(url) ? url : null;
}

/** The collection a link preselects (`?collection={planId}`), if the app lists it; else the first. */
export function pickInitialCollection<T extends { id: number }>(
  collections: readonly T[],
  linkedPlanId: number | null,
): T | null {
  return collections.find((collection) => collection.id === linkedPlanId) ?? collections[0] ?? null;
}

// ─── Amounts ───────────────────────────────────────────────────────────────────────────────

/** Whole euros a donor can choose: the slider runs from `min` to `sliderMax`, typing goes up to `max`. */
export type DonationAmountBounds = { min: number; initial: number; sliderMax: number; max: number };

/**
 * §9: the slider starts at 5, its soft maximum is 300, the absolute maximum 999 (5000 for jake);
 * §5: the initial amount is bounded by its minimum and the max setting. Settings out of range
 * (stored before a limit changed) are pulled into it rather than trusted.
 */
export function donationAmountBounds(
  type: DeviceType,
  settings: { initialInputValue: unknown; softMaxInputValue: unknown; maxInputValue: unknown },
): DonationAmountBounds {
  const limits = amountLimits(type);
  const whole = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  const max = clamp(whole(settings.maxInputValue, limits.defaultMax), limits.min, limits.absoluteMax);
  const initial = clamp(whole(settings.initialInputValue, limits.defaultInitial), limits.min, max);
  const softMax = clamp(whole(settings.softMaxInputValue, SOFT_MAX_DEFAULT), limits.min, max);
  return { min: limits.min, initial, sliderMax: Math.max(softMax, initial), max };
}

/** The quick choices of the collection app: the initial amount and round amounts up to the maximum. */
export function quickAmounts(bounds: DonationAmountBounds, count = 4): number[] {
  const candidates = [bounds.initial, 5, 10, 20, 50, 100, 200, 500];
  const unique = [...new Set(candidates)].filter((amount) => amount >= bounds.min && amount <= bounds.max);
  return unique.sort((a, b) => a - b).slice(0, count);
}

export const DONATION_AMOUNT_MESSAGES = {
  empty: 'Bitte geben Sie einen Betrag ein.',
  invalid: 'Bitte geben Sie einen Betrag wie 12,50 ein.',
  tooSmall: (min: number) => `Der Betrag muss mindestens ${min} € betragen.`,
  tooLarge: (max: number) => `Online sind höchstens ${max.toLocaleString('de-DE')} € möglich.`,
} as const;

export type DonationAmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/** A typed amount in German format ('12,50', '1.000'), in cents, within the app's bounds. */
export function checkDonationAmount(input: string, bounds: DonationAmountBounds): DonationAmountCheck {
  if (input.trim() === '') return { ok: false, message: DONATION_AMOUNT_MESSAGES.empty };
  const cents = parseGermanAmount(input);
  if (cents === null) return { ok: false, message: DONATION_AMOUNT_MESSAGES.invalid };
  if (cents < bounds.min * 100) return { ok: false, message: DONATION_AMOUNT_MESSAGES.tooSmall(bounds.min) };
  if (cents > bounds.max * 100) return { ok: false, message: DONATION_AMOUNT_MESSAGES.tooLarge(bounds.max) };
  return { ok: true, cents };
}

/**
 * What the last step says where the organisation takes no gifts: no SEPA creditor for it or above
 * it, and no payment provider switched on (online-giving). It says so instead of pretending.
 */
export const ONLINE_PAYMENT_UNAVAILABLE =
  'Online-Spenden sind für diese Gemeinde noch nicht freigeschaltet.' as const;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
