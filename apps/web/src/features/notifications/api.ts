/** Calls of notification contacts; after each the organisation is fetched again (administration.md §7). */
import { type ContactBody, routes } from '@kollekta/contract';
import { callApi } from '../../lib/api-client';

export type ContactValues = Omit<ContactBody, 'organization'>;

export function createContact(organizationUrl: string, values: ContactValues) {
  return callApi(routes.createContact, { body: { organization: organizationUrl, ...values } });
}

export function updateContact(id: number, values: ContactValues) {
  return callApi(routes.updateContact, { params: { id }, body: values });
}

export function deleteContact(id: number) {
  return callApi(routes.deleteContact, { params: { id } });
}

export function sendQrNotification(planId: number, organizationUrl: string) {
  return callApi(routes.sendQrNotification, {
    params: { id: planId },
    body: { organization: organizationUrl },
  });
}
