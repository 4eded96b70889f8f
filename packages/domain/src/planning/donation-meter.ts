/**
 * The donation meter (Spendenbarometer, planning.md §2 "Donation meter dialog", §3
 * meta.donation_meter, §4, §5, §6, §9): an embeddable progress of a donation-app plan toward a goal.
 * A superuser sets it up for a plan that runs in the donation app (WS); parish websites embed it,
 * and only the domains listed for it, plus the two donation-site origins, may read it from a browser.
 */
import type { DeviceClass } from './plan-types';

export const DONATION_METER_MESSAGES = {
  /** planning.md §5 quotes 'Please enter valid domain names only': users read its German meaning */
  invalidDomains: 'Bitte geben Sie nur gültige Domainnamen ein',
  alreadyExists: (collection: string) =>
    `Spendenbarometer für "${collection}" existiert bereits. Öffnen Sie "Direktlink", um das Spendenbarometer anzuzeigen.`,
  superuserOnly: 'Nur Plattform-Administratoren können ein Spendenbarometer einrichten.',
  needsDonationApp: 'Ein Spendenbarometer gibt es nur für Sammlungen, die in der Spenden-App laufen.',
  invalidGoal: 'Bitte geben Sie ein Spendenziel über 0 ein.',
  notFound: 'Spendenbarometer nicht gefunden.',
  missing: 'Für diese Sammlung ist kein Spendenbarometer eingerichtet.',
} as const;

/** The goal field's placeholder (planning.md §2). */
export const DONATION_GOAL_PLACEHOLDER = '10.000';
/** Goals up to 100 million in the currency: more is a typing error. */
export const DONATION_GOAL_MAX_CENTS = 10_000_000_000;
export const DONATION_METER_MAX_DOMAINS = 20;

// A host name: dot-separated labels of letters, digits and inner hyphens, ending in a top-level
// domain that starts with a letter (xn-- for international ones); or localhost.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_NAME_PATTERN = new RegExp(`^(?:(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])|localhost)$`);

/**
 * What a user types as a domain, as stored: trimmed, lower case, a pasted scheme and trailing
 * slash dropped, umlauts in their international (punycode) form. Null when it is no host name.
 */
export function normalizeDomainName(input: string): string | null {
  const text = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  if (text === '' || text.length > 253) return null;
  let ascii = text;
  if (/[^\x20-\x7e]/.test(text)) {
    // the URL parser turns an international name into its punycode form
    try {
      ascii = new URL(`http://${text}`).hostname;
    } catch {
      return null;
    }
  }
  return HOST_NAME_PATTERN.test(ascii) ? ascii : null;
}

export function isValidDomainName(input: string): boolean {
  return normalizeDomainName(input) !== null;
}

/** The spec's message when any domain is no host name (save stays disabled), else null. */
export function validateDonationMeterDomains(domains: readonly string[]): string | null {
  if (domains.length > DONATION_METER_MAX_DOMAINS) return DONATION_METER_MESSAGES.invalidDomains;
  return domains.every(isValidDomainName) ? null : DONATION_METER_MESSAGES.invalidDomains;
}

/** The domains as stored: normalised, each once, in the order given. */
export function normalizeDonationMeterDomains(domains: readonly string[]): string[] {
  const normalized = domains.map(normalizeDomainName).filter((domain): domain is string => domain !== null);
  return [...new Set(normalized)];
}

export function validateDonationGoal(cents: number | null): string | null {
  if (cents === null || !Number.isSafeInteger(cents) || cents <= 0 || cents > DONATION_GOAL_MAX_CENTS)
    return DONATION_METER_MESSAGES.invalidGoal;
  return null;
}

/** planning.md §6: superuser only, and only for a plan that targets the donation app (WS). */
export function canCreateDonationMeter(
  actor: { isSuperuser: boolean },
  plan: { targets: readonly DeviceClass[] },
): boolean {
  return actor.isSuperuser && plan.targets.includes('WS');
}

/**
 * Whether a browser page of `origin` may read the meter: its host is one of the allowed domains (on
 * http or https, any port), or it is one of the two donation-site origins that are always appended
 * (planning.md §9).
 */
export function isDonationMeterOriginAllowed(
  origin: string,
  allowedDomains: readonly string[],
  donationSiteOrigins: readonly string[],
): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (donationSiteOrigins.some((allowed) => originOf(allowed) === parsed.origin)) return true;
  return allowedDomains.includes(parsed.hostname.toLowerCase());
}

/** The allowed origins of a meter as the spec lists them: its domains, then the two donation sites. */
export function listDonationMeterOrigins(
  allowedDomains: readonly string[],
  donationSiteOrigins: readonly string[],
): string[] {
  const sites = donationSiteOrigins.map(originOf).filter((origin): origin is string => origin !== null);
  return [...new Set([...allowedDomains.map((domain) => `https://${domain}`), ...sites])];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The share of the goal reached, 0–100 (a meter over its goal shows full). */
export function donationMeterPercent(collectedCents: number, goalCents: number): number {
  if (goalCents <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((collectedCents * 100) / goalCents)));
}

/** The donation meter as a plan's meta stores it (the goal in cents). */
export type StoredDonationMeter = {
  goalCents: number;
  allowedDomains: string[];
  secretToken: string;
};

export const DONATION_METER_META_KEY = 'donation_meter';

/** The meter stored in a plan's meta, or null when none is set up (or the entry is damaged). */
export function readStoredDonationMeter(meta: Readonly<Record<string, unknown>>): StoredDonationMeter | null {
  const value = meta[DONATION_METER_META_KEY];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const goalCents = entry.donation_goal_cents;
  const token = entry.secret_token;
  const domains = entry.allowed_origins;
  if (typeof goalCents !== 'number' || !Number.isSafeInteger(goalCents)) return null;
  if (typeof token !== 'string' || token.length === 0) return null;
  return {
    goalCents,
    allowedDomains: Array.isArray(domains)
      ? domains.filter((domain): domain is string => typeof domain === 'string')
      : [],
    secretToken: token,
  };
}

/** The meta entry of a meter, as stored. */
export function toStoredDonationMeterEntry(meter: StoredDonationMeter): Record<string, unknown> {
  return {
    donation_goal_cents: meter.goalCents,
    allowed_origins: [...meter.allowedDomains],
    secret_token: meter.secretToken,
  };
}

const goalInputFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2, useGrouping: true });
const goalInputFormatCents = new Intl.NumberFormat('de-DE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** A goal as the goal field shows it to edit: 1000000 → '10.000', 1000050 → '10.000,50'. */
export function formatDonationGoalInput(cents: number): string {
  return cents % 100 === 0 ? goalInputFormat.format(cents / 100) : goalInputFormatCents.format(cents / 100);
}
