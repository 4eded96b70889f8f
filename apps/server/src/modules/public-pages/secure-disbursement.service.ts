/**
 * The stop-cash link (issue 17 "Build" 4; administration.md "Stop cash payments", §7 "Secure link"):
 * the forwarding order's summary and closing its cash ('abschließen') without sign-in. The
 * forwarding module decides and writes, with the link as the actor; this file only checks the link.
 */
import type { DisbursementOrder, SecureDisbursement } from '@kollekta/contract';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { loadDisbursementOrder, stopCashPaymentsOfOrder } from '../disbursement';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';
import { resolvePublicToken, takePublicTokenSlot } from './public-tokens';

export type SecureLinkCall = { token: string; organizationId: number; address: string };

const CURRENCY_SYMBOLS: Record<string, string> = { EUR: '€', CHF: 'CHF' };

function toSecureDisbursement(order: DisbursementOrder): SecureDisbursement {
  return {
    ...order.disbursement,
    collection_name: order.plan.name,
    organization_name: order.organization.name,
    currency_symbol: CURRENCY_SYMBOLS[order.disbursement.currency] ?? order.disbursement.currency,
  };
}

async function resolveOrderId(context: AppContext, call: SecureLinkCall): Promise<number> {
  await takePublicTokenSlot(context, call.address);
  const resolved = await resolvePublicToken(context.db, {
    token: call.token,
    purpose: 'stop_cash_payments',
    organizationId: call.organizationId,
    now: context.clock.now(),
  });
  return resolved.objectId;
}

export async function getSecureDisbursement(
  context: AppContext,
  call: SecureLinkCall,
): Promise<SecureDisbursement> {
  const order = await loadDisbursementOrder(context, await resolveOrderId(context, call));
  if (!order || order.organization.id !== call.organizationId) {
    throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.linkInvalid);
  }
  return toSecureDisbursement(order);
}

export async function stopCashPaymentsBySecureLink(
  context: AppContext,
  call: SecureLinkCall,
): Promise<SecureDisbursement> {
  const orderId = await resolveOrderId(context, call);
  const order = await loadDisbursementOrder(context, orderId);
  if (!order || order.organization.id !== call.organizationId) {
    throw new DomainError('not_found', PUBLIC_PAGE_MESSAGES.linkInvalid);
  }
  const stopped = await stopCashPaymentsOfOrder(context, {
    orderId,
    actor: { userId: null, via: 'secure_link' },
  });
  return toSecureDisbursement(stopped);
}
