/**
 * Contracts, billing plans and their associations (administration.md §3 "Contract", "Billing plan",
 * "Billing plan association", §4 "Contract billing", §9): plan types and condition scopes, the
 * validity window of an association (from today for 4 years minus 1 day), and overlap between
 * associations of one contract. Days are calendar days (YYYY-MM-DD, Europe/Berlin).
 */

export const CONTRACT_TYPES = ['op', 'ps'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_TYPE_LABELS: Record<ContractType, string> = {
  op: 'Vertrag OP',
  ps: 'Vertrag PS',
};

export const BILLING_PLAN_TYPES = ['monthly', 'yearly'] as const;
export type BillingPlanType = (typeof BILLING_PLAN_TYPES)[number];

export const BILLING_PLAN_TYPE_LABELS: Record<BillingPlanType, string> = {
  monthly: 'Monatlich',
  yearly: 'Jährlich',
};

/** What a condition is charged on: the organisation as such, online income, device income. */
export const BILLING_SCOPES = ['organization', 'online', 'devices'] as const;
export type BillingScope = (typeof BILLING_SCOPES)[number];

export const BILLING_SCOPE_LABELS: Record<BillingScope, string> = {
  organization: 'Organisation',
  online: 'Online-Einnahmen',
  devices: 'Geräte-Einnahmen',
};

/** §9: a billing association is valid for 4 years minus 1 day. */
export const BILLING_VALIDITY_YEARS = 4;

export const BILLING_MESSAGES = {
  planNameRequired: 'Bitte geben Sie einen Namen an.',
  planNameTaken: 'Ein Abrechnungsplan mit diesem Namen existiert bereits.',
  planTypeUnknown: 'Bitte wählen Sie monatlich oder jährlich.',
  conditionsRequired: 'Bitte legen Sie mindestens eine Kondition an.',
  scopeUnknown: 'Bitte wählen Sie einen Bereich aus der Liste.',
  scopeTwice: 'Jeder Bereich darf nur eine Kondition haben.',
  baseFeeInvalid:
    'Bitte geben Sie eine Grundgebühr von 0 bis 100.000 Euro mit höchstens 2 Nachkommastellen an.',
  percentageInvalid: 'Bitte geben Sie einen Prozentsatz von 0 bis 100 mit höchstens 2 Nachkommastellen an.',
  windowReversed: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
  overlap: (from: string, until: string | null) =>
    `Der Zeitraum überschneidet sich mit einer anderen Rechnungskonfiguration dieses Vertrags (${formatDay(from)} bis ${until === null ? 'unbefristet' : formatDay(until)}).`,
  planNotFound: 'Abrechnungsplan nicht gefunden.',
  contractNotFound: 'Vertrag nicht gefunden.',
  associationNotFound: 'Rechnungskonfiguration nicht gefunden.',
  contractExists: 'Für diese Organisation gibt es bereits einen Vertrag dieses Typs.',
  contractTypeUnknown: 'Bitte wählen Sie einen Vertragstyp aus der Liste.',
  superuserOnly: 'Nur Plattform-Administratoren können Verträge und Abrechnungspläne bearbeiten.',
} as const;

function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

// ─── Validity windows ─────────────────────────────────────────────────────────────────────────

export type ValidityWindow = { validFrom: string; validNotafter: string | null };

function parseDay(day: string): { year: number; month: number; date: number } {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year as number, month: month as number, date: date as number };
}

function formatParts(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** The day before `day`, in the calendar (no time zone involved). */
export function previousDay(day: string): string {
  const { year, month, date } = parseDay(day);
  const utc = new Date(Date.UTC(year, month - 1, date - 1));
  return formatParts(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

/**
 * `years` years after `day`, minus one day: 2026-11-24 → 2030-11-23. A 29 February start counts
 * from 1 March of the target year when it has no 29 February, so the window ends on 28 February.
 */
export function addYearsMinusOneDay(day: string, years: number): string {
  const { year, month, date } = parseDay(day);
  const utc = new Date(Date.UTC(year + years, month - 1, date));
  return previousDay(formatParts(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate()));
}

/** A new association is valid from today for 4 years minus 1 day (§4, §9). */
export function defaultBillingWindow(today: string): { validFrom: string; validNotafter: string } {
  return { validFrom: today, validNotafter: addYearsMinusOneDay(today, BILLING_VALIDITY_YEARS) };
}

/** Whether the window is well-formed: it may not end before it begins. */
export function isWindowOrdered(window: ValidityWindow): boolean {
  return window.validNotafter === null || window.validNotafter >= window.validFrom;
}

/** Two windows share a day (both ends inclusive; null is open-ended). */
export function windowsOverlap(a: ValidityWindow, b: ValidityWindow): boolean {
  const aEndsBeforeB = a.validNotafter !== null && a.validNotafter < b.validFrom;
  const bEndsBeforeA = b.validNotafter !== null && b.validNotafter < a.validFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The first association (other than `ignoreId`) whose window overlaps the candidate's. */
export function findOverlappingWindow<T extends ValidityWindow & { id: number }>(
  existing: readonly T[],
  candidate: ValidityWindow,
  ignoreId: number | null = null,
): T | undefined {
  return existing.find((other) => other.id !== ignoreId && windowsOverlap(other, candidate));
}

/** The association valid on `day`, if any. */
export function findWindowOn<T extends ValidityWindow>(windows: readonly T[], day: string): T | undefined {
  return windows.find(
    (window) => window.validFrom <= day && (window.validNotafter === null || window.validNotafter >= day),
  );
}

// ─── Billing plans ────────────────────────────────────────────────────────────────────────────

/** One condition: a base fee per billing period (cents) plus a share of the scope's income. */
export type BillingCondition = { scope: BillingScope; baseFeeCents: number; percentageBasisPoints: number };

export type BillingConditionInput = { scope: string; base_fee: string; percentage: string };

const MAX_BASE_FEE_CENTS = 10_000_000;

/** '2,5' or '2.50' → 250 basis points; null when it is no number from 0 to 100 with ≤ 2 decimals. */
export function parsePercentage(value: string): number | null {
  const text = value.trim().replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const points = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return points <= 10_000 ? points : null;
}

/** 250 → '2.50' (the API's form). */
export function formatBasisPoints(points: number): string {
  return `${Math.floor(points / 100)}.${String(points % 100).padStart(2, '0')}`;
}

/** '12,00' or '12.00' → 1200 cents; null when it is no amount from 0 to 100,000 with ≤ 2 decimals. */
export function parseFee(value: string): number | null {
  const text = value.trim().replace(',', '.');
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_BASE_FEE_CENTS ? cents : null;
}

export type BillingPlanInput = { name: string; type: string; conditions: readonly BillingConditionInput[] };

export type BillingPlanValues = { name: string; type: BillingPlanType; conditions: BillingCondition[] };

/**
 * Checks a plan as entered; field errors are keyed like the API (`conditions.0.base_fee`), so the
 * form can show them at the row they belong to.
 */
export function validateBillingPlan(
  input: BillingPlanInput,
): { values: BillingPlanValues; errors: null } | { values: null; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) errors.name = [BILLING_MESSAGES.planNameRequired];
  const type = (BILLING_PLAN_TYPES as readonly string[]).includes(input.type)
    ? (input.type as BillingPlanType)
    : null;
  if (!type) errors.type = [BILLING_MESSAGES.planTypeUnknown];
  if (input.conditions.length === 0) errors.conditions = [BILLING_MESSAGES.conditionsRequired];
  const conditions: BillingCondition[] = [];
  const seen = new Set<string>();
  input.conditions.forEach((condition, index) => {
    const scope = (BILLING_SCOPES as readonly string[]).includes(condition.scope)
      ? (condition.scope as BillingScope)
      : null;
    if (!scope) errors[`conditions.${index}.scope`] = [BILLING_MESSAGES.scopeUnknown];
    else if (seen.has(scope)) errors[`conditions.${index}.scope`] = [BILLING_MESSAGES.scopeTwice];
    if (scope) seen.add(scope);
    const baseFeeCents = parseFee(condition.base_fee);
    if (baseFeeCents === null) errors[`conditions.${index}.base_fee`] = [BILLING_MESSAGES.baseFeeInvalid];
    const percentageBasisPoints = parsePercentage(condition.percentage);
    if (percentageBasisPoints === null)
      errors[`conditions.${index}.percentage`] = [BILLING_MESSAGES.percentageInvalid];
    if (scope && baseFeeCents !== null && percentageBasisPoints !== null)
      conditions.push({ scope, baseFeeCents, percentageBasisPoints });
  });
  if (Object.keys(errors).length > 0 || !type) return { values: null, errors };
  conditions.sort((a, b) => BILLING_SCOPES.indexOf(a.scope) - BILLING_SCOPES.indexOf(b.scope));
  return { values: { name, type, conditions }, errors: null };
}

/** What a plan charges for one period: base fees plus the shares of the income per scope (cents). */
export function computeBillingAmount(
  conditions: readonly BillingCondition[],
  incomeCentsByScope: Partial<Record<BillingScope, number>>,
): number {
  return conditions.reduce(
    (sum, condition) =>
      sum +
      condition.baseFeeCents +
      Math.round(((incomeCentsByScope[condition.scope] ?? 0) * condition.percentageBasisPoints) / 10_000),
    0,
  );
}
