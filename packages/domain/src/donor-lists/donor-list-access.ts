/**
 * Who may read the donors of an organisation (recurring donations, information requests, gifts with
 * a wish) and stop a recurring donation: its administrators and those above them (WRITE_ORG_DATA,
 * which only the admin role gives, on its organisation and everything below), and superusers. These
 * lists hold names and e-mail addresses of private people, so reading income or plans is not enough.
 */
import { type Actor, hasPermission } from '../permissions/permission-check';
import type { PermissionCheck } from '../permissions/permission-types';

export const READ_DONOR_LISTS: PermissionCheck = 'WRITE_ORG_DATA';

export function canReadDonorLists(actor: Actor, organizationPath: readonly number[]): boolean {
  return hasPermission(actor, organizationPath, READ_DONOR_LISTS);
}

/** Stopping a recurring donation: whoever may read it; the donor also by the link in their mail. */
export function canCancelRecurringPayment(actor: Actor, organizationPath: readonly number[]): boolean {
  return canReadDonorLists(actor, organizationPath);
}

export const RECURRING_PAYMENT_STATES = ['active', 'cancelled'] as const;
export type RecurringPaymentState = (typeof RECURRING_PAYMENT_STATES)[number];

/** Stopping is one-way (administration.md §4 "Provisioning of recurring donation"). */
export function isRecurringPaymentCancellable(state: RecurringPaymentState): boolean {
  return state === 'active';
}

/** The admin app's page where a donor ends a recurring donation with the token from their mail. */
export function buildRecurringCancelLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/#/dauerspende/beenden/${encodeURIComponent(token)}`;
}
