/**
 * Cash and forwarding (issue 16): once a parish has closed the cash of a collection ('abschließen')
 * or deselected it, cash for it can no longer be entered, changed or deleted. The cash transaction
 * locks the order row for sharing and decides on it; closing locks the same row for update before it
 * sums the cash, so that either the cash is in the fixed sums or it is refused, never lost between.
 */
import { acceptsCash, DISBURSEMENT_MESSAGES } from '@kollekta/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { DomainError } from '../../platform/errors';
import { lockOrderOfCash } from './disbursement.repository';

/** Inside the cash transaction: a German 409 when the plan's order in the organisation refuses cash. */
export async function assertCashAccepted(
  trx: Transaction<Database>,
  planId: number,
  organizationId: number,
): Promise<void> {
  const order = await lockOrderOfCash(trx, planId, organizationId);
  if (order && !acceptsCash({ state: order.state, stopCashPayments: order.stop_cash_payments !== null })) {
    throw new DomainError('conflict', DISBURSEMENT_MESSAGES.cashClosed);
  }
}
