/**
 * What one payment adds to the income roll-ups (see migrations 20261122140000_income_rollups and
 * 20261124100000_income_period_rollups): to its organisation's 'own' rows and to the 'below' rows
 * of every organisation above it, in each table the statistics read. Pure: the repository writes
 * the deltas this collects.
 */
import { PERIODS, periodStart, toBusinessDay } from '@kollekta/domain';

/** A payment as the roll-ups see it; '' and 0 stand for "none". */
export type PaymentFacts = {
  /** organisation ids from the root down to the payment's organisation */
  organizationPath: readonly number[];
  day: string;
  currency: string;
  collectionType: string;
  collectionVariant: string;
  paymentType: string;
  onlinePaymentType: string;
  deviceType: string;
  deviceClass: string;
  collectionPlanId: number;
  deviceId: number;
  amountCents: number;
  feeCents: number;
  reconciledFeeCents: number;
  count: number;
};

export type StoredPayment = {
  created_at: Date;
  amount_cents: number;
  fee_cents: number;
  currency: string;
  state: string;
  type: string;
  online_payment_type: string | null;
  is_reconciled: boolean;
  device_id: number | null;
  collection_plan_id: number | null;
  count: number;
  collection_type?: string | null;
  collection_variant?: string | null;
};

export type DeviceKind = { deviceType: string; deviceClass: string };

/** The facts of a completed payment; null for one that counts nowhere (reversed). */
export function toPaymentFacts(
  payment: StoredPayment,
  organizationPath: readonly number[],
  device: DeviceKind | undefined,
): PaymentFacts | null {
  if (payment.state !== 'completed') return null;
  const day = toBusinessDay(payment.created_at);
  return {
    organizationPath,
    day,
    currency: payment.currency,
    collectionType: payment.collection_type ?? '',
    collectionVariant: payment.collection_variant ?? '',
    paymentType: payment.type,
    onlinePaymentType: payment.online_payment_type ?? '',
    deviceType: device?.deviceType ?? '',
    deviceClass: device?.deviceClass ?? '',
    collectionPlanId: payment.collection_plan_id ?? 0,
    deviceId: payment.device_id ?? 0,
    amountCents: payment.amount_cents,
    feeCents: payment.fee_cents,
    reconciledFeeCents: payment.is_reconciled ? payment.fee_cents : 0,
    count: payment.count,
  };
}

export type RollupColumnType = 'integer' | 'text' | 'date';

export type RollupTable = {
  name:
    | 'income_day_by_kind'
    | 'income_day_by_method'
    | 'income_day_by_device_type'
    | 'income_period_by_plan'
    | 'income_period_by_kind'
    | 'income_period_by_method'
    | 'income_period_by_device_type'
    | 'income_day_by_plan_device';
  /** with 'own' and 'below' rows, or only the payment's own organisation */
  isScoped: boolean;
  /** key columns after organization_id (and scope) */
  columns: readonly (readonly [string, RollupColumnType])[];
  /** the rows a payment adds to: one key each (after organization_id and scope) */
  keysOf(facts: PaymentFacts): (string | number)[][];
};

const PERIOD_COLUMNS = [
  ['period', 'text'],
  ['period_start', 'date'],
  ['currency', 'text'],
] as const;

/** Every payment counts in its month, its quarter and its year. */
const inEachPeriod = (facts: PaymentFacts, dimensions: (string | number)[]) =>
  PERIODS.map((period) => [period, periodStart(facts.day, period), facts.currency, ...dimensions]);

export const ROLLUP_TABLES: readonly RollupTable[] = [
  {
    name: 'income_day_by_kind',
    isScoped: true,
    columns: [
      ['day', 'date'],
      ['currency', 'text'],
      ['collection_type', 'text'],
      ['collection_variant', 'text'],
    ],
    keysOf: (facts) => [[facts.day, facts.currency, facts.collectionType, facts.collectionVariant]],
  },
  {
    name: 'income_day_by_method',
    isScoped: true,
    columns: [
      ['day', 'date'],
      ['currency', 'text'],
      ['payment_type', 'text'],
      ['online_payment_type', 'text'],
    ],
    keysOf: (facts) => [[facts.day, facts.currency, facts.paymentType, facts.onlinePaymentType]],
  },
  {
    name: 'income_day_by_device_type',
    isScoped: true,
    columns: [
      ['day', 'date'],
      ['currency', 'text'],
      ['device_type', 'text'],
      ['device_class', 'text'],
    ],
    keysOf: (facts) => [[facts.day, facts.currency, facts.deviceType, facts.deviceClass]],
  },
  {
    name: 'income_period_by_plan',
    isScoped: true,
    columns: [
      ...PERIOD_COLUMNS,
      ['collection_plan_id', 'integer'],
      ['collection_type', 'text'],
      ['collection_variant', 'text'],
    ],
    keysOf: (facts) =>
      inEachPeriod(facts, [facts.collectionPlanId, facts.collectionType, facts.collectionVariant]),
  },
  {
    name: 'income_period_by_kind',
    isScoped: true,
    columns: [...PERIOD_COLUMNS, ['collection_type', 'text'], ['collection_variant', 'text']],
    keysOf: (facts) => inEachPeriod(facts, [facts.collectionType, facts.collectionVariant]),
  },
  {
    name: 'income_period_by_method',
    isScoped: true,
    columns: [...PERIOD_COLUMNS, ['payment_type', 'text'], ['online_payment_type', 'text']],
    keysOf: (facts) => inEachPeriod(facts, [facts.paymentType, facts.onlinePaymentType]),
  },
  {
    name: 'income_period_by_device_type',
    isScoped: true,
    columns: [...PERIOD_COLUMNS, ['device_type', 'text'], ['device_class', 'text']],
    keysOf: (facts) => inEachPeriod(facts, [facts.deviceType, facts.deviceClass]),
  },
  {
    name: 'income_day_by_plan_device',
    isScoped: false,
    columns: [
      ['day', 'date'],
      ['currency', 'text'],
      ['collection_plan_id', 'integer'],
      ['device_id', 'integer'],
      ['collection_type', 'text'],
      ['collection_variant', 'text'],
    ],
    keysOf: (facts) => [
      [
        facts.day,
        facts.currency,
        facts.collectionPlanId,
        facts.deviceId,
        facts.collectionType,
        facts.collectionVariant,
      ],
    ],
  },
];

/** amount_cents, fee_cents, reconciled_fee_cents, payments, count */
export type RollupValues = [number, number, number, number, number];
export const ROLLUP_VALUE_COLUMNS = [
  'amount_cents',
  'fee_cents',
  'reconciled_fee_cents',
  'payments',
  'count',
] as const;

export type RollupDelta = { key: (string | number)[]; values: RollupValues };

/** Deltas per table, keyed so that many payments on one key become one row. */
export class RollupDeltas {
  readonly byTable = new Map<RollupTable['name'], Map<string, RollupDelta>>();

  /** Adds (sign 1) or takes away (sign -1) one payment's contribution. */
  add(facts: PaymentFacts, sign: 1 | -1): void {
    const own = facts.organizationPath.at(-1);
    if (own === undefined) throw new Error('a payment needs its organisation');
    const values: RollupValues = [
      sign * facts.amountCents,
      sign * facts.feeCents,
      sign * facts.reconciledFeeCents,
      sign,
      sign * facts.count,
    ];
    const ancestors = facts.organizationPath.slice(0, -1);
    for (const table of ROLLUP_TABLES) {
      for (const rest of table.keysOf(facts)) {
        if (!table.isScoped) {
          this.#addRow(table.name, [own, ...rest], values);
          continue;
        }
        this.#addRow(table.name, [own, 'own', ...rest], values);
        for (const ancestor of ancestors) this.#addRow(table.name, [ancestor, 'below', ...rest], values);
      }
    }
  }

  #addRow(table: RollupTable['name'], key: (string | number)[], values: RollupValues) {
    let rows = this.byTable.get(table);
    if (!rows) {
      rows = new Map();
      this.byTable.set(table, rows);
    }
    const id = key.join('\u001f');
    const row = rows.get(id);
    if (!row) {
      rows.set(id, { key, values: [...values] });
      return;
    }
    row.values = row.values.map((value, index) => value + (values[index] ?? 0)) as RollupValues;
  }

  /**
   * The rows to write per table, without those that cancelled out, sorted by key so that
   * concurrent transactions lock shared rows (the root's days) in the same order.
   */
  rowsOf(table: RollupTable['name']): RollupDelta[] {
    const rows = this.byTable.get(table);
    if (!rows) return [];
    return [...rows.entries()]
      .filter(([, row]) => row.values.some((value) => value !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row);
  }
}
