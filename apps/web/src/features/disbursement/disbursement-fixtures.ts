/** Orders, statistics and runs as the API sends them, for the component tests of this feature. */
import type {
  DisbursementOrder,
  DisbursementRun,
  DisbursementStatistic,
  OrganizationDetail,
} from '@kollekta/contract';
import type { mockFetch } from '../../test-support/fetch-mock';
import { makeLauffen } from '../../test-support/planning-fixtures';

const API = 'http://localhost/api/v2/';

const NECKARTAL = { id: 3, url: `${API}organization/3/`, name: 'Ev. Kirchenbezirk Neckartal' };
const LAUFFEN = { id: 4, url: `${API}organization/4/`, name: 'Ev. Kirchengemeinde Lauffen' };

export const LONG_COLLECTION_NAME = 'Diakonie im Kirchenbezirk Neckartal: Vesperkirche und Tafelladen';

type OrderPatch = Partial<Omit<DisbursementOrder, 'disbursement'>> & {
  disbursement?: Partial<DisbursementOrder['disbursement']>;
};

export function makeOrder(patch: OrderPatch = {}): DisbursementOrder {
  const id = patch.id ?? 11;
  const state = patch.state ?? 'in_progress';
  const { disbursement, ...rest } = patch;
  return {
    id,
    url: `${API}disbursementorder/order/${id}/`,
    plan: {
      id: 70,
      url: `${API}collection_plan/70/`,
      name: 'Bezirkskollekte Jugendarbeit',
      start_at: '2026-11-07T17:00:00.000Z',
      end_at: '2026-11-14T16:59:00.000Z',
      organization: NECKARTAL,
    },
    organization: LAUFFEN,
    handling_organization: NECKARTAL,
    state,
    stop_cash_payments: null,
    run: null,
    ...rest,
    disbursement: {
      id,
      url: `${API}disbursementorder/disbursement/${id}/`,
      state,
      sum_amount_total: '1234.50',
      sum_amount_cash: '200.00',
      sum_amount_pos: '34.50',
      sum_amount_ecom: '1000.00',
      currency: 'EUR',
      documents: [],
      stop_cash_payments: patch.stop_cash_payments ?? null,
      cancellable: state === 'in_progress' || state === 'ready',
      has_entered_cash: false,
      count_payments: 17,
      ...disbursement,
    },
  };
}

export function makeStatistic(patch: Partial<DisbursementStatistic> = {}): DisbursementStatistic {
  return {
    plan: {
      id: 70,
      url: `${API}collection_plan/70/`,
      name: 'Bezirkskollekte Jugendarbeit',
      end_at: '2026-11-14T16:59:00.000Z',
    },
    cancelled: 1,
    in_progress: 2,
    ready: 3,
    transferred: 4,
    number_of_children: 10,
    sum_amount_total: '5000.00',
    sum_amount_cash: '1000.00',
    sum_amount_pos: '500.00',
    sum_amount_ecom: '3500.00',
    currency: 'EUR',
    ...patch,
  };
}

export function makeRun(patch: Partial<DisbursementRun> = {}): DisbursementRun {
  const id = patch.id ?? 5;
  return {
    id,
    url: `${API}disbursementorder/run/${id}/`,
    handling_organization: NECKARTAL,
    created_at: '2026-11-20T10:00:00.000Z',
    created_by: 'Bezirk Verwaltung',
    order_count: 1,
    total: '1234.50',
    currency: 'EUR',
    datev_url: `${API}disbursementorder/run/${id}/datev/`,
    xlsx_url: `${API}disbursementorder/run/${id}/xlsx/`,
    ...patch,
  };
}

/** Lauffen (parish) or Neckartal (district) with the administrator's permissions. */
export function makeDisbursementOrganization(
  level: 'parish' | 'district',
  permissions: OrganizationDetail['permissions'] = [
    'READ',
    'READ_ORG_DATA',
    'WRITE_ORG_DATA',
    'DISBURSEMENT_ORDER',
  ],
): OrganizationDetail {
  const base = level === 'parish' ? LAUFFEN : NECKARTAL;
  return makeLauffen({
    id: base.id,
    url: base.url,
    name: base.name,
    level,
    permissions,
    valid_features: ['DisbursementOrderFeature'],
  });
}

/** Holds the answers of one kind of request until `release` is called. */
export function holdRequests(fetchMock: ReturnType<typeof mockFetch>['fetchMock'], method: string) {
  const answer = fetchMock.getMockImplementation();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET') === method) await gate;
    if (!answer) throw new Error('no fetch mock');
    return answer(input, init);
  });
  return () => release();
}
