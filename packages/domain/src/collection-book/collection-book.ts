/**
 * The collection book (Kollektenbuch, administration.md §2 "Lists", issue 16 point 4): per
 * organisation and year every collection it collected for, its own and those ordered from above,
 * with date, purpose, ordering organisation, cash / card / online, the amount forwarded and the
 * state of the forwarding. The ledger a parish keeps for its auditors. Pure: the server reads the
 * sums and orders, this builds the rows, their order and the totals.
 */
import { DISBURSEMENT_STATE_LABELS, type DisbursementState } from '../disbursement/disbursement-rules';
import { toBusinessDay } from '../time/business-day';

export const COLLECTION_BOOK_LABELS = {
  title: 'Kollektenbuch',
  date: 'Datum',
  purpose: 'Zweck',
  orderedBy: 'Angeordnet von',
  cash: 'Bar',
  card: 'Karte',
  online: 'Online',
  total: 'Gesamt',
  forwarded: 'Weitergeleitet',
  state: 'Status',
  totals: 'Summe',
  unconfirmedCash: 'Bar (unbestätigt)',
  ownCollection: 'Eigene Kollekte',
  noOrder: 'Keine Weiterleitung',
  withoutPlan: 'Ohne Sammlung',
  /** why unconfirmed cash is not in the sums */
  unconfirmedNote: (amount: string) =>
    `Noch nicht bestätigte Barsammlungen (${amount}) sind in den Summen nicht enthalten.`,
  empty: (year: number) => `Für ${year} sind keine Kollekten verzeichnet.`,
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  createdOn: (day: string) => `Erstellt am ${day}`,
  heading: (year: number, organization: string) => `Kollektenbuch ${year} – ${organization}`,
} as const;

/** An order's amount counts as forwarded once the transfer is ordered (and stays so after). */
const FORWARDED_STATES: ReadonlySet<DisbursementState> = new Set(['ordered', 'confirmed', 'transferred']);

export type CollectionBookPlan = {
  id: number;
  name: string;
  /** the organisation that owns (ordered) the plan */
  organizationId: number;
  organizationName: string;
  /** the church-year day of the plan, YYYY-MM-DD */
  dateDay: string | null;
  startAt: Date | null;
};

/** The money of one plan (null: payments that reached no plan) in the year, in cents. */
export type CollectionBookMoney = {
  planId: number | null;
  /** confirmed cash (cash payments in state processed) */
  cashCents: number;
  /** cash entered but not yet confirmed by a second person: shown, not summed */
  unconfirmedCashCents: number;
  /** card terminal payments (type pos) */
  cardCents: number;
  /** online payments (type ecom) */
  onlineCents: number;
};

export type CollectionBookOrder = {
  planId: number;
  state: DisbursementState;
  /** fixed when cash was closed; null before */
  sumTotalCents: number | null;
};

export type CollectionBookRow = {
  planId: number | null;
  planName: string | null;
  /** the plan's day (its church-year day, else the Berlin day of its start) */
  day: string | null;
  purpose: string;
  orderingOrganization: { id: number; name: string } | null;
  isOwn: boolean;
  cashCents: number;
  unconfirmedCashCents: number;
  cardCents: number;
  onlineCents: number;
  /** cash + card + online: what the organisation holds of this collection */
  totalCents: number;
  /** null while nothing is forwarded (own collections, orders not yet ordered) */
  forwardedCents: number | null;
  disbursementState: DisbursementState | null;
  stateLabel: string;
};

export type CollectionBookTotals = {
  cashCents: number;
  unconfirmedCashCents: number;
  cardCents: number;
  onlineCents: number;
  totalCents: number;
  forwardedCents: number;
};

export type CollectionBook = { rows: CollectionBookRow[]; totals: CollectionBookTotals };

/** The day a plan is booked under: its church-year day, else the Berlin day of its start. */
export function getPlanBookDay(plan: Pick<CollectionBookPlan, 'dateDay' | 'startAt'>): string | null {
  if (plan.dateDay) return plan.dateDay;
  return plan.startAt ? toBusinessDay(plan.startAt) : null;
}

/** Whether a plan's day lies in the year (Europe/Berlin). */
export function isPlanDayInYear(
  plan: Pick<CollectionBookPlan, 'dateDay' | 'startAt'>,
  year: number,
): boolean {
  return getPlanBookDay(plan)?.startsWith(`${year}-`) ?? false;
}

function hasMoney(money: CollectionBookMoney | undefined): boolean {
  if (!money) return false;
  return (
    money.cashCents !== 0 ||
    money.unconfirmedCashCents !== 0 ||
    money.cardCents !== 0 ||
    money.onlineCents !== 0
  );
}

function describeForwarding(
  isOwn: boolean,
  order: CollectionBookOrder | undefined,
): Pick<CollectionBookRow, 'forwardedCents' | 'disbursementState' | 'stateLabel'> {
  if (isOwn)
    return {
      forwardedCents: null,
      disbursementState: null,
      stateLabel: COLLECTION_BOOK_LABELS.ownCollection,
    };
  if (!order)
    return { forwardedCents: null, disbursementState: null, stateLabel: COLLECTION_BOOK_LABELS.noOrder };
  return {
    forwardedCents: FORWARDED_STATES.has(order.state) ? (order.sumTotalCents ?? 0) : null,
    disbursementState: order.state,
    stateLabel: DISBURSEMENT_STATE_LABELS[order.state],
  };
}

const NO_MONEY = { cashCents: 0, unconfirmedCashCents: 0, cardCents: 0, onlineCents: 0 };

/**
 * The rows of the book: every plan with money in the year, and every plan whose day lies in the
 * year (those the caller passes are the ones the organisation collected for), ordered by day (plans
 * without a day last), then purpose; payments without a plan close the list in one row.
 */
export function buildCollectionBook(input: {
  organizationId: number;
  year: number;
  plans: readonly CollectionBookPlan[];
  money: readonly CollectionBookMoney[];
  orders: readonly CollectionBookOrder[];
}): CollectionBook {
  const moneyByPlan = new Map(input.money.map((entry) => [entry.planId, entry]));
  const orderByPlan = new Map(input.orders.map((order) => [order.planId, order]));
  const rows: CollectionBookRow[] = [];
  for (const plan of input.plans) {
    const money = moneyByPlan.get(plan.id);
    if (!hasMoney(money) && !isPlanDayInYear(plan, input.year)) continue;
    const isOwn = plan.organizationId === input.organizationId;
    rows.push({
      planId: plan.id,
      planName: plan.name,
      day: getPlanBookDay(plan),
      purpose: plan.name,
      orderingOrganization: { id: plan.organizationId, name: plan.organizationName },
      isOwn,
      ...toAmounts(money ?? NO_MONEY),
      ...describeForwarding(isOwn, orderByPlan.get(plan.id)),
    });
  }
  rows.sort(compareRows);
  const withoutPlan = moneyByPlan.get(null);
  if (hasMoney(withoutPlan) && withoutPlan) {
    rows.push({
      planId: null,
      planName: null,
      day: null,
      purpose: COLLECTION_BOOK_LABELS.withoutPlan,
      orderingOrganization: null,
      isOwn: true,
      ...toAmounts(withoutPlan),
      forwardedCents: null,
      disbursementState: null,
      stateLabel: '',
    });
  }
  return { rows, totals: sumRows(rows) };
}

function toAmounts(money: Omit<CollectionBookMoney, 'planId'>) {
  return {
    cashCents: money.cashCents,
    unconfirmedCashCents: money.unconfirmedCashCents,
    cardCents: money.cardCents,
    onlineCents: money.onlineCents,
    totalCents: money.cashCents + money.cardCents + money.onlineCents,
  };
}

const collator = new Intl.Collator('de-DE');

function compareRows(a: CollectionBookRow, b: CollectionBookRow): number {
  if (a.day !== b.day) {
    if (a.day === null) return 1;
    if (b.day === null) return -1;
    return a.day < b.day ? -1 : 1;
  }
  return collator.compare(a.purpose, b.purpose) || (a.planId ?? 0) - (b.planId ?? 0);
}

export function sumRows(rows: readonly CollectionBookRow[]): CollectionBookTotals {
  const totals: CollectionBookTotals = {
    cashCents: 0,
    unconfirmedCashCents: 0,
    cardCents: 0,
    onlineCents: 0,
    totalCents: 0,
    forwardedCents: 0,
  };
  for (const row of rows) {
    totals.cashCents += row.cashCents;
    totals.unconfirmedCashCents += row.unconfirmedCashCents;
    totals.cardCents += row.cardCents;
    totals.onlineCents += row.onlineCents;
    totals.totalCents += row.totalCents;
    totals.forwardedCents += row.forwardedCents ?? 0;
  }
  return totals;
}

/** 'Kollektenbuch_2026_Lauffen.xlsx': the year and the organisation name, safe as a file name. */
export function collectionBookFileName(
  year: number,
  organizationName: string,
  extension: 'xlsx' | 'pdf',
): string {
  const name = organizationName.replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `Kollektenbuch_${year}${name ? `_${name}` : ''}.${extension}`;
}
