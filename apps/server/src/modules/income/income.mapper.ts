/** The API shape of payments and income sums: amounts as decimal strings, related objects by url. */
import type { CollectionSum, Payment, Statistics } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { PaymentListRow } from './payments.repository';
import type { CollectionSumRow, PlanInfo, PlanSumWithPlan } from './statistics.repository';

const url = (apiBase: string, kind: string, id: number) => `${apiBase}${kind}/${id}/`;
const orNull = (value: string) => (value === '' ? null : value);

export function toPaymentResponse(row: PaymentListRow, apiBase: string): Payment {
  return {
    id: row.id,
    url: url(apiBase, 'payment', row.id),
    date: row.created_at.toISOString(),
    amount: centsToDecimalString(row.amount_cents),
    currency: row.currency,
    state: row.state === 'reversed' ? 'reversed' : 'completed',
    type: row.type,
    online_payment_type: row.online_payment_type,
    is_reconciled: row.is_reconciled,
    fee_amount: centsToDecimalString(row.fee_cents),
    count: row.count,
    device:
      row.device_id === null
        ? null
        : {
            id: row.device_id,
            url: url(apiBase, 'device', row.device_id),
            name: row.device_name ?? '',
            device_class: row.device_class ?? '',
            type: row.device_type ?? '',
          },
    collection_plan:
      row.collection_plan_id === null
        ? null
        : {
            id: row.collection_plan_id,
            url: url(apiBase, 'collection_plan', row.collection_plan_id),
            name: row.plan_name ?? '',
          },
    collection_type: row.collection_type,
    collection_variant: row.collection_variant,
    dst_organization: {
      id: row.dst_organization_id,
      url: url(apiBase, 'organization', row.dst_organization_id),
      name: row.organization_name,
    },
  };
}

export function toPlanSum(row: PlanSumWithPlan, apiBase: string): Statistics['byCollectionPlan'][number] {
  const id = row.collection_plan_id === 0 ? null : row.collection_plan_id;
  return {
    collectionPlan: id === null ? null : url(apiBase, 'collection_plan', id),
    id,
    name: row.plan_name,
    organization:
      row.plan_organization_id === null
        ? null
        : {
            id: row.plan_organization_id,
            url: url(apiBase, 'organization', row.plan_organization_id),
            name: row.plan_organization_name ?? '',
          },
    start: row.plan_start?.toISOString() ?? null,
    end: row.plan_end?.toISOString() ?? null,
    collectionType: orNull(row.collection_type),
    collectionVariant: orNull(row.collection_variant),
    amount: centsToDecimalString(row.amount_cents),
    currency: row.currency,
    payments: row.payments,
    fee_amount: centsToDecimalString(row.reconciled_fee_cents),
  };
}

export function toCollectionSum(
  row: CollectionSumRow,
  names: {
    plans: Map<number, PlanInfo>;
    organizations: Map<number, string>;
    devices: Map<number, { id: number; name: string; device_class: string }>;
  },
  apiBase: string,
): CollectionSum {
  const device = names.devices.get(row.device_id);
  return {
    date: row.day,
    id: row.collection_plan_id === 0 ? null : row.collection_plan_id,
    name: names.plans.get(row.collection_plan_id)?.name ?? null,
    amount: centsToDecimalString(row.amount_cents),
    currency: row.currency,
    payments: row.payments,
    count: row.count,
    collection_type: orNull(row.collection_type),
    collection_variant: orNull(row.collection_variant),
    org: {
      id: row.organization_id,
      url: url(apiBase, 'organization', row.organization_id),
      name: names.organizations.get(row.organization_id) ?? '',
    },
    device: device
      ? {
          id: device.id,
          url: url(apiBase, 'device', device.id),
          name: device.name,
          device_class: device.device_class,
        }
      : null,
  };
}

export { orNull };
