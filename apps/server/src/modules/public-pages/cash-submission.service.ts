/**
 * The cash submission page (issue 17 "Build" 3; administration.md "Cash submission"): a volunteer
 * without an account enters counted cash through the link. The cash service does the entering, with
 * its own checks of amount, split, time and plan, as for the cash dialog; the link acts as a member of
 * the link's organisation with no user (created_by null), so any user of the parish may confirm it
 * (four eyes: the link is no person who could). An Idempotency-Key makes a repeat answer the first
 * entry instead of entering the cash twice.
 */
import { createHash } from 'node:crypto';
import type { CashSubmission, CashSubmissionBody, CashSubmissionPage } from '@kollekta/contract';
import { type Currency, centsToDecimalString } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { IDEMPOTENCY_MESSAGES } from '../../platform/idempotency';
import { appendAudit } from '../audit';
import { type CashActor, createCashPayment } from '../cash';
import { findOrganizationById } from '../organizations';
import { findPlanById, loadChain } from '../planning';
import type { PublicCall } from './accounting-fields.service';
import { PUBLIC_PAGE_MESSAGES } from './public-pages-messages';
import { type ResolvedPublicToken, resolvePublicToken, takePublicTokenSlot } from './public-tokens';

const SUBMITTED_ACTION = 'cash_payment.submitted_by_link';
const CLAIM_BUCKET = 'publicCashSubmission';
const DAY_MS = 24 * 60 * 60 * 1000;

const linkInvalid = () => new DomainError('not_found', PUBLIC_PAGE_MESSAGES.linkInvalid);

async function loadLinkedCollection(context: AppContext, token: string) {
  const resolved = await resolvePublicToken(context.db, {
    token,
    purpose: 'cash_payment',
    now: context.clock.now(),
  });
  const [plan, organization] = await Promise.all([
    findPlanById(context.db, resolved.objectId),
    findOrganizationById(context.db, resolved.organizationId),
  ]);
  if (!plan || !organization) throw linkInvalid();
  return { resolved, plan, organization };
}

export async function getCashSubmissionByToken(
  context: AppContext,
  call: PublicCall,
): Promise<CashSubmissionPage> {
  await takePublicTokenSlot(context, call.address);
  const { plan, organization } = await loadLinkedCollection(context, call.token);
  return {
    organization_name: organization.name,
    name: plan.name,
    currency: organization.currency as Currency,
  };
}

export async function submitCashByToken(
  context: AppContext,
  call: PublicCall & { body: CashSubmissionBody; idempotencyKey: string | null },
): Promise<CashSubmission> {
  await takePublicTokenSlot(context, call.address);
  const { resolved, plan, organization } = await loadLinkedCollection(context, call.token);
  if (call.body.currency !== undefined && call.body.currency !== organization.currency) {
    throw new DomainError('validation', undefined, {
      fieldErrors: { currency: [PUBLIC_PAGE_MESSAGES.wrongCurrency] },
    });
  }
  const requestHash = createHash('sha256').update(JSON.stringify(call.body)).digest('hex');
  const keyHash =
    call.idempotencyKey === null ? null : createHash('sha256').update(call.idempotencyKey).digest('hex');
  if (keyHash !== null) {
    const earlier = await claimSubmission(context, resolved, keyHash, requestHash);
    if (earlier !== null) return loadSubmission(context, earlier);
  }
  const chain = await loadChain(context, resolved.organizationId);
  if (!chain) throw linkInvalid();
  // the link enters as a member of its organisation would, but is nobody: created_by stays null
  const actor: CashActor = {
    isSuperuser: false,
    grants: [{ role: 'user', organizationPath: chain.path }],
    userId: null,
  };
  const now = context.clock.now();
  let paymentId: number;
  try {
    paymentId = await createCashPayment(context, actor, {
      amount: call.body.amount,
      plan: plan.id,
      organization: organization.id,
      collection_datetime: call.body.collection_datetime ?? now.toISOString(),
      ...(call.body.meta === undefined ? {} : { meta: call.body.meta }),
    });
  } catch (error) {
    if (keyHash !== null) await releaseClaim(context, resolved, keyHash).catch(() => undefined);
    throw error;
  }
  await appendAudit(context.db, {
    actorUserId: null,
    action: SUBMITTED_ACTION,
    objectType: 'public_token',
    objectId: resolved.id,
    data: { via: 'public_link', cash_payment_id: paymentId, key_hash: keyHash, request_hash: requestHash },
    at: now,
  });
  return loadSubmission(context, paymentId);
}

/**
 * Claims the Idempotency-Key of this link under a lock of the link's row: the payment entered with
 * it before (a repeat), null when this request is the first. Another body under the same key, or
 * a first request still running, answers 409.
 */
async function claimSubmission(
  context: AppContext,
  token: ResolvedPublicToken,
  keyHash: string,
  requestHash: string,
): Promise<number | null> {
  const claimKey = `${token.id}:${keyHash}`;
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    await trx.selectFrom('public_token').select('id').where('id', '=', token.id).forUpdate().execute();
    await trx
      .deleteFrom('request_log')
      .where('bucket', '=', CLAIM_BUCKET)
      .where('requested_at', '<', new Date(now.getTime() - DAY_MS))
      .execute();
    const claimed = await trx
      .selectFrom('request_log')
      .select('id')
      .where('bucket', '=', CLAIM_BUCKET)
      .where('key', '=', claimKey)
      .executeTakeFirst();
    if (!claimed) {
      await trx
        .insertInto('request_log')
        .values({ bucket: CLAIM_BUCKET, key: claimKey, requested_at: now })
        .execute();
      return null;
    }
    const entries = await trx
      .selectFrom('audit_log')
      .select('data')
      .where('action', '=', SUBMITTED_ACTION)
      .where('object_type', '=', 'public_token')
      .where('object_id', '=', String(token.id))
      .execute();
    const earlier = entries.map((entry) => entry.data).find((data) => data.key_hash === keyHash);
    if (!earlier) throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.inProgress);
    if (earlier.request_hash !== requestHash)
      throw new DomainError('conflict', IDEMPOTENCY_MESSAGES.reusedKey);
    return Number(earlier.cash_payment_id);
  });
}

async function releaseClaim(context: AppContext, token: ResolvedPublicToken, keyHash: string) {
  await context.db
    .deleteFrom('request_log')
    .where('bucket', '=', CLAIM_BUCKET)
    .where('key', '=', `${token.id}:${keyHash}`)
    .execute();
}

async function loadSubmission(context: AppContext, paymentId: number): Promise<CashSubmission> {
  const row = await context.db
    .selectFrom('cash_payment')
    .select(['created_at', 'amount_cents', 'currency', 'collected_at'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw linkInvalid();
  return {
    created_at: new Date(row.created_at).toISOString(),
    amount: centsToDecimalString(Number(row.amount_cents)),
    currency: row.currency as Currency,
    collection_datetime: new Date(row.collected_at).toISOString(),
  };
}
