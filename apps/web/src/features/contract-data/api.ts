/** Calls of the contract data page: addresses, identifiers, contracts and their billing. */
import { type AddressBody, type DonationReceiptConfiguration, routes } from '@kollekta/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

export const addressesQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'addresses'],
    queryFn: ({ signal }) =>
      callApi(routes.listAddresses, { query: { organization: organizationId }, signal }),
  });

export const identifiersQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'identifiers'],
    queryFn: ({ signal }) => callApi(routes.listIdentifiers, { params: { id: organizationId }, signal }),
  });

export const contractsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'contracts'],
    queryFn: ({ signal }) =>
      callApi(routes.listContracts, { query: { organization: organizationId }, signal }),
  });

export const contractBillingQuery = (contractId: number) =>
  queryOptions({
    queryKey: ['contracts', contractId, 'billing'],
    queryFn: ({ signal }) => callApi(routes.listContractBilling, { params: { id: contractId }, signal }),
  });

export const billingPlanChoicesQuery = queryOptions({
  queryKey: ['billing-plans'],
  queryFn: ({ signal }) => callApi(routes.listBillingPlans, { signal }),
});

export const receiptConfigurationsQuery = (organizationId: number) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'donation-receipt-configurations'],
    queryFn: ({ signal }) =>
      callApi(routes.listDonationReceiptConfigurations, { params: { id: organizationId }, signal }),
  });

export type AddressValues = Omit<AddressBody, 'organization'>;

export function createAddress(organizationUrl: string, values: AddressValues) {
  return callApi(routes.createAddress, { body: { organization: organizationUrl, ...values } });
}

export function updateAddress(id: number, values: AddressValues) {
  return callApi(routes.updateAddress, { params: { id }, body: values });
}

export function endAddress(id: number) {
  return callApi(routes.endAddress, { params: { id } });
}

export function createContract(organizationUrl: string, type: 'op' | 'ps') {
  return callApi(routes.createContract, { body: { organization: organizationUrl, type } });
}

export function updateContract(id: number, sepaddActive: boolean) {
  return callApi(routes.updateContract, { params: { id }, body: { sepadd_active: sepaddActive } });
}

export function createContractBilling(contractId: number, billingPlanUrl: string) {
  return callApi(routes.createContractBilling, {
    params: { id: contractId },
    body: { billing_plan: billingPlanUrl },
  });
}

export function updateContractBilling(contractId: number, associationId: number, billingPlanUrl: string) {
  return callApi(routes.updateContractBilling, {
    params: { id: contractId },
    body: { id: associationId, billing_plan: billingPlanUrl },
  });
}

export function createReceiptConfiguration(
  organizationId: number,
  values: Omit<DonationReceiptConfiguration, 'id'>,
) {
  return callApi(routes.createDonationReceiptConfiguration, { params: { id: organizationId }, body: values });
}
