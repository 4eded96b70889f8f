/** Calls of the donation meter of a plan (superusers). */
import { type DonationMeterBody, routes } from '@kollekta/contract';
import { callApi } from '../../lib/api-client';

export function createDonationMeter(planId: number, body: DonationMeterBody) {
  return callApi(routes.createDonationMeter, { params: { id: planId }, body });
}

export function updateDonationMeter(planId: number, body: DonationMeterBody) {
  return callApi(routes.updateDonationMeter, { params: { id: planId }, body });
}

export function deleteDonationMeter(planId: number) {
  return callApi(routes.deleteDonationMeter, { params: { id: planId } });
}

/** The keys of the planning screen's queries of an organisation: a change of a meter reloads its plans. */
export const planningQueryKey = (organizationId: number) => ['planning', organizationId] as const;
