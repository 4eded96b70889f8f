/** The API shape of orders, their money, statistics and runs (packages/contract/src/disbursement.ts). */
import type {
  Disbursement,
  DisbursementOrder,
  DisbursementRun,
  DisbursementStatistic,
} from '@kollekta/contract';
import { centsToDecimalString, type DisbursementState, isCancellable } from '@kollekta/domain';
import type { LiveSums, OrderRow, RunRow } from './disbursement.repository';

/** What an order forwards: fixed when its cash was closed, else what has been collected until now. */
export type OrderMoney = {
  ecomCents: number;
  posCents: number;
  cashCents: number;
  totalCents: number;
  countPayments: number;
  hasEnteredCash: boolean;
};

export function toOrderMoney(row: OrderRow, live: LiveSums | undefined): OrderMoney {
  if (row.stop_cash_payments !== null && row.sum_total_cents !== null) {
    return {
      ecomCents: Number(row.sum_ecom_cents ?? 0),
      posCents: Number(row.sum_pos_cents ?? 0),
      cashCents: Number(row.sum_cash_cents ?? 0),
      totalCents: Number(row.sum_total_cents),
      countPayments: row.count_payments ?? 0,
      hasEnteredCash: live?.hasEnteredCash ?? false,
    };
  }
  const sums = live ?? { ecomCents: 0, posCents: 0, cashCents: 0, countPayments: 0, hasEnteredCash: false };
  return {
    ecomCents: sums.ecomCents,
    posCents: sums.posCents,
    cashCents: sums.cashCents,
    totalCents: sums.ecomCents + sums.posCents + sums.cashCents,
    countPayments: sums.countPayments,
    hasEnteredCash: sums.hasEnteredCash,
  };
}

const organizationRef = (apiBase: string, id: number, name: string) => ({
  id,
  url: `${apiBase}organization/${id}/`,
  name,
});

export const orderUrl = (apiBase: string, id: number) => `${apiBase}disbursementorder/order/${id}/`;
export const disbursementUrl = (apiBase: string, id: number) =>
  `${apiBase}disbursementorder/disbursement/${id}/`;
export const runUrl = (apiBase: string, id: number) => `${apiBase}disbursementorder/run/${id}/`;

export function disbursementFileName(row: Pick<OrderRow, 'id'>): string {
  return `Kollektenweiterleitung-${row.id}.pdf`;
}

export function toDisbursementResponse(row: OrderRow, money: OrderMoney, apiBase: string): Disbursement {
  const url = disbursementUrl(apiBase, row.id);
  const state = row.state as DisbursementState;
  return {
    id: row.id,
    url,
    state,
    sum_amount_total: centsToDecimalString(money.totalCents),
    sum_amount_cash: centsToDecimalString(money.cashCents),
    sum_amount_pos: centsToDecimalString(money.posCents),
    sum_amount_ecom: centsToDecimalString(money.ecomCents),
    currency: row.currency,
    // the document shows fixed sums: it exists once cash is closed
    documents:
      row.stop_cash_payments === null ? [] : [{ name: disbursementFileName(row), url: `${url}download/` }],
    stop_cash_payments: row.stop_cash_payments?.toISOString() ?? null,
    cancellable: isCancellable({ state }),
    has_entered_cash: money.hasEnteredCash,
    count_payments: money.countPayments,
  };
}

export function toOrderResponse(row: OrderRow, money: OrderMoney, apiBase: string): DisbursementOrder {
  return {
    id: row.id,
    url: orderUrl(apiBase, row.id),
    plan: {
      id: row.plan_id,
      url: `${apiBase}collection_plan/${row.plan_id}/`,
      name: row.plan_name,
      start_at: row.plan_start_at?.toISOString() ?? null,
      end_at: row.plan_end_at?.toISOString() ?? null,
      organization: organizationRef(apiBase, row.plan_organization_id, row.plan_organization_name),
    },
    organization: organizationRef(apiBase, row.organization_id, row.organization_name),
    handling_organization: organizationRef(apiBase, row.handling_organization_id, row.handling_name),
    state: row.state as DisbursementState,
    stop_cash_payments: row.stop_cash_payments?.toISOString() ?? null,
    run: row.run_id,
    disbursement: toDisbursementResponse(row, money, apiBase),
  };
}

/** Per collection: counts by state and the sums of the orders not deselected. */
export function toStatistics(
  orders: readonly { row: OrderRow; money: OrderMoney }[],
  apiBase: string,
): DisbursementStatistic[] {
  const byPlan = new Map<number, { row: OrderRow; money: OrderMoney }[]>();
  for (const order of orders)
    byPlan.set(order.row.plan_id, [...(byPlan.get(order.row.plan_id) ?? []), order]);
  return [...byPlan.values()].map((entries) => {
    const first = (entries[0] as { row: OrderRow }).row;
    const count = (states: readonly string[]) =>
      entries.filter(({ row }) => states.includes(row.state)).length;
    const counted = entries.filter(({ row }) => row.state !== 'cancelled');
    const sum = (pick: (money: OrderMoney) => number) =>
      centsToDecimalString(counted.reduce((total, { money }) => total + pick(money), 0));
    return {
      plan: {
        id: first.plan_id,
        url: `${apiBase}collection_plan/${first.plan_id}/`,
        name: first.plan_name,
        end_at: first.plan_end_at?.toISOString() ?? null,
      },
      cancelled: count(['cancelled']),
      in_progress: count(['in_progress']),
      ready: count(['ready', 'ordered', 'confirmed']),
      transferred: count(['transferred']),
      number_of_children: entries.length,
      sum_amount_total: sum((money) => money.totalCents),
      sum_amount_cash: sum((money) => money.cashCents),
      sum_amount_pos: sum((money) => money.posCents),
      sum_amount_ecom: sum((money) => money.ecomCents),
      currency: first.currency,
    };
  });
}

export function toRunResponse(row: RunRow, apiBase: string): DisbursementRun {
  const url = runUrl(apiBase, row.id);
  return {
    id: row.id,
    url,
    handling_organization: organizationRef(apiBase, row.handling_organization_id, row.handling_name),
    created_at: row.created_at.toISOString(),
    created_by: row.created_by_name,
    order_count: row.order_count,
    total: centsToDecimalString(Number(row.total_cents)),
    currency: row.currency,
    datev_url: `${url}datev/`,
    xlsx_url: `${url}xlsx/`,
  };
}
