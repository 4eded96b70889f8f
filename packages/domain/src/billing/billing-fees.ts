/**
 * Billing documents (administration.md §2 "Billing ('Abrechnungen')", §3 "Billing document", §9):
 * the period a billing plan charges, the fee per condition scope, the fee of each payment on the
 * booking report ('Abgleichliste'), VAT and the invoice number.
 *
 * Rounding, chosen once for all documents:
 * - the percentage of a scope is computed on the sum of the period's income of that scope and
 *   rounded half up to the cent (12.5 ct → 13 ct): one rounding per scope, so the invoice equals
 *   "base fee + x % of the income" as the customer reads the plan;
 * - that percentage fee is then distributed to the payments by largest remainder (Hamilton): each
 *   payment gets its exact share rounded down, the cents left go to the largest remainders (ties: the
 *   earlier payment), so the report's per-payment fees sum exactly to the invoice line;
 * - VAT is 19 % of the net sum, rounded half up to the cent ('zzgl. 19 % USt.').
 * Periods are calendar months or years in Europe/Berlin (§9 "Billing plan types").
 */
import type { BillingCondition, BillingPlanType, BillingScope } from './billing-rules';

export const BILLING_DOCUMENT_TYPES = ['booking-report', 'invoice'] as const;
export type BillingDocumentType = (typeof BILLING_DOCUMENT_TYPES)[number];

/** §3: the labels of the two document types. */
export const BILLING_DOCUMENT_LABELS: Record<BillingDocumentType, string> = {
  'booking-report': 'Abgleichliste',
  invoice: 'Rechnung',
};

/** German VAT on the platform's fees (basis points: 1900 = 19 %). */
export const VAT_BASIS_POINTS = 1900;
export const VAT_LABEL = 'Umsatzsteuer 19 %';
/** How prices are quoted on the invoice: net, VAT on top. */
export const VAT_NOTE = 'zzgl. 19 % USt.';

/** Invoice and report mails go out before the 10th of the next month (§9 "Notification timing"). */
export const BILLING_RUN_LAST_DAY_OF_MONTH = 9;

/** A billing period, both ends inclusive calendar days (YYYY-MM-DD). */
export type BillingPeriod = { start: string; end: string };

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The period of the plan type that contains `day` (monthly: its calendar month; yearly: its year). */
export function billingPeriodOf(type: BillingPlanType, day: string): BillingPeriod {
  const year = Number(day.slice(0, 4));
  if (type === 'yearly') return { start: `${pad(year, 4)}-01-01`, end: `${pad(year, 4)}-12-31` };
  const month = Number(day.slice(5, 7));
  return {
    start: `${pad(year, 4)}-${pad(month)}-01`,
    end: `${pad(year, 4)}-${pad(month)}-${pad(lastDayOfMonth(year, month))}`,
  };
}

/**
 * The last period that ended before `today` (the one a run on `today` bills): in November the
 * monthly period is October, the yearly one the last year.
 */
export function previousBillingPeriod(type: BillingPlanType, today: string): BillingPeriod {
  const current = billingPeriodOf(type, today);
  const [year, month] = current.start.split('-').map(Number) as [number, number];
  if (type === 'yearly') return billingPeriodOf('yearly', `${pad(year - 1, 4)}-01-01`);
  const previous = month === 1 ? `${pad(year - 1, 4)}-12-01` : `${pad(year, 4)}-${pad(month - 1)}-01`;
  return billingPeriodOf('monthly', previous);
}

/** The day after the period: payments before its Berlin midnight belong to the period. */
export function dayAfterPeriod(period: BillingPeriod): string {
  const [year, month, date] = period.end.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

const MONTH_NAMES = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** 'Oktober 2026' for a month, '2026' for a year, else '01.10.2026 – 31.12.2026'. */
export function formatBillingPeriod(period: BillingPeriod): string {
  const [startYear, startMonth] = period.start.split('-');
  const isWholeYear = period.start.endsWith('-01-01') && period.end === `${startYear}-12-31`;
  if (isWholeYear) return String(startYear);
  if (billingPeriodOf('monthly', period.start).end === period.end && period.start.endsWith('-01'))
    return `${MONTH_NAMES[Number(startMonth) - 1]} ${startYear}`;
  return `${toGermanDay(period.start)} – ${toGermanDay(period.end)}`;
}

function toGermanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** Which scope a payment type is charged in: online ('ecom') and device ('pos') income; cash in none. */
export function scopeOfPaymentType(type: string): BillingScope | null {
  if (type === 'ecom') return 'online';
  if (type === 'pos') return 'devices';
  return null;
}

/** `amount × basisPoints / 10 000`, rounded half up to the cent (amounts are never negative here). */
export function percentageOfCents(amountCents: number, basisPoints: number): number {
  if (amountCents < 0 || basisPoints < 0) throw new Error('fees are computed on non-negative amounts');
  return Math.floor((amountCents * basisPoints + 5_000) / 10_000);
}

/**
 * Splits `totalCents` over `weights` in proportion, by largest remainder: the parts sum exactly to
 * the total; a cent left over goes to the largest remainder, the earlier one on a tie.
 */
export function distributeByLargestRemainder(totalCents: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0) return [];
  if (weightSum === 0) return weights.map((_, index) => (index === 0 ? totalCents : 0));
  // exact shares as integer quotient and remainder: no floating point
  const shares = weights.map((weight, index) => ({
    index,
    floor: Math.floor((totalCents * weight) / weightSum),
    remainder: (totalCents * weight) % weightSum,
  }));
  let left = totalCents - shares.reduce((sum, share) => sum + share.floor, 0);
  const parts = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left <= 0) break;
    parts[share.index] = (parts[share.index] as number) + 1;
    left -= 1;
  }
  return parts;
}

export type BillablePayment = { type: string; amountCents: number };

/** One line of the invoice: a scope with its base fee and its share of the scope's income. */
export type ScopeFee = {
  scope: BillingScope;
  baseFeeCents: number;
  percentageBasisPoints: number;
  /** the period's income of the scope (0 for 'organization') */
  incomeCents: number;
  percentageFeeCents: number;
  feeCents: number;
};

export type BillingFees = {
  lines: ScopeFee[];
  /** per payment, in the order given: its share of its scope's percentage fee (0 without a scope) */
  paymentFeesCents: number[];
  netCents: number;
  vatCents: number;
  grossCents: number;
};

/**
 * The fees of one period: for each condition of the plan its base fee plus its percentage of the
 * period's income of its scope ('organization' has no income: base fee only), the per-payment
 * fees of the booking report, and net, VAT and gross of the invoice.
 */
export function computeBillingFees(
  conditions: readonly BillingCondition[],
  payments: readonly BillablePayment[],
): BillingFees {
  const paymentFeesCents = payments.map(() => 0);
  const lines = conditions.map((condition): ScopeFee => {
    const indices = payments.flatMap((payment, index) =>
      condition.scope !== 'organization' && scopeOfPaymentType(payment.type) === condition.scope
        ? [index]
        : [],
    );
    const incomeCents = indices.reduce(
      (sum, index) => sum + (payments[index] as BillablePayment).amountCents,
      0,
    );
    const percentageFeeCents = percentageOfCents(incomeCents, condition.percentageBasisPoints);
    const parts = distributeByLargestRemainder(
      percentageFeeCents,
      indices.map((index) => (payments[index] as BillablePayment).amountCents),
    );
    indices.forEach((paymentIndex, part) => {
      paymentFeesCents[paymentIndex] = (parts[part] as number) + (paymentFeesCents[paymentIndex] as number);
    });
    return {
      scope: condition.scope,
      baseFeeCents: condition.baseFeeCents,
      percentageBasisPoints: condition.percentageBasisPoints,
      incomeCents,
      percentageFeeCents,
      feeCents: condition.baseFeeCents + percentageFeeCents,
    };
  });
  const netCents = lines.reduce((sum, line) => sum + line.feeCents, 0);
  const vatCents = percentageOfCents(netCents, VAT_BASIS_POINTS);
  return { lines, paymentFeesCents, netCents, vatCents, grossCents: netCents + vatCents };
}

/** 'RE-2026-00001': gap-free per year over the whole platform (the platform issues the invoices). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `RE-${year}-${pad(sequence, 5)}`;
}

/** File names as the download offers them. */
export function billingDocumentFileName(
  type: BillingDocumentType,
  period: BillingPeriod,
  number: string | null,
): string {
  const periodPart = period.start.slice(0, period.end.slice(0, 7) === period.start.slice(0, 7) ? 7 : 4);
  return type === 'invoice' ? `Rechnung_${number ?? periodPart}.pdf` : `Abgleichliste_${periodPart}.xlsx`;
}

export const BILLING_DOCUMENT_MESSAGES = {
  notFound: 'Abrechnung nicht gefunden.',
  organizationNotFound: 'Organisation nicht gefunden.',
  forbidden: 'Sie haben keine Berechtigung, die Abrechnungen dieser Organisation zu sehen.',
  runSuperuserOnly: 'Nur Plattform-Administratoren können Abrechnungen erstellen.',
  periodStartInvalid: 'Bitte geben Sie den ersten Tag eines Abrechnungszeitraums an (JJJJ-MM-TT).',
  periodNotEnded: 'Der Abrechnungszeitraum ist noch nicht zu Ende.',
  fileMissing: 'Die Datei dieser Abrechnung ist nicht mehr vorhanden. Bitte wenden Sie sich an den Support.',
} as const;
