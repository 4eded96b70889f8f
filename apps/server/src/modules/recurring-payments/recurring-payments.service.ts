/**
 * Use cases of recurring donations (administration.md §2 "Lists", §4, §7, §8): the list of an
 * organisation and those below it, and stopping a gift, by an administrator or by the donor with the
 * token of their mail. Stopping is one-way and decided on the locked row, so that two stops at once
 * answer one success and one 409; later debits are not created for a stopped gift (the debit run
 * skips it). After the stop the donor and the organisation's contacts for recurring donations get a mail.
 */
import type {
  DonorListAvailability,
  RecurringPayment,
  RecurringPaymentPage,
  RecurringPaymentsQuery,
} from '@kollekta/contract';
import {
  type Actor,
  canCancelRecurringPayment,
  canReadDonorLists,
  canSee,
  isFeatureEnabled,
  RECURRING_PAYMENT_MESSAGES,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { hashSecretToken, takeRequestSlots } from '../auth';
import { findOrganizationsByIds, parsePath } from '../organizations';
import { loadDonorListOrganization, pageLinks, readPage } from './donor-list-access';
import {
  type CancelMailValues,
  renderContactCancelMail,
  renderDonorCancelMail,
} from './recurring-cancel-mail';
import { toRecurringPaymentResponse } from './recurring-payment.mapper';
import {
  countRecurringPayments,
  findRecurringPaymentById,
  findRecurringPaymentContacts,
  findRecurringPayments,
  findUserName,
  lockRecurringPayment,
  markRecurringPaymentCancelled,
  type RecurringPaymentRow,
} from './recurring-payments.repository';

/** Who acts: a signed-in user. */
export type RecurringPaymentActor = Actor & { userId: number; impersonatorId?: number | null };

export async function listRecurringPayments(
  context: AppContext,
  actor: Actor,
  query: RecurringPaymentsQuery,
  apiBase: string,
): Promise<RecurringPaymentPage> {
  const organization = await loadDonorListOrganization(
    context,
    actor,
    query.organization,
    RECURRING_PAYMENT_MESSAGES.noPermission,
  );
  const filter = { pathPrefix: organization.path, state: query.state };
  const page = readPage(query);
  const [count, rows] = await Promise.all([
    countRecurringPayments(context.db, filter),
    findRecurringPayments(context.db, filter, page),
  ]);
  return {
    count,
    ...pageLinks(`${apiBase}payment/recurring_payment/`, query, page, count),
    results: rows.map((row) => present(actor, row, apiBase)),
  };
}

function present(actor: Actor, row: RecurringPaymentRow, apiBase: string): RecurringPayment {
  return toRecurringPaymentResponse(
    row,
    apiBase,
    canCancelRecurringPayment(actor, parsePath(row.organization_path)),
  );
}

/** A gift the actor may read; 404 for any other, so that nobody learns what exists elsewhere. */
async function loadReadableGift(context: AppContext, actor: Actor, id: number): Promise<RecurringPaymentRow> {
  const row = await findRecurringPaymentById(context.db, id);
  if (!row || !canReadDonorLists(actor, parsePath(row.organization_path)))
    throw new DomainError('not_found', RECURRING_PAYMENT_MESSAGES.notFound);
  return row;
}

export async function getRecurringPayment(
  context: AppContext,
  actor: Actor,
  id: number,
  apiBase: string,
): Promise<RecurringPayment> {
  return present(actor, await loadReadableGift(context, actor, id), apiBase);
}

export async function cancelRecurringPayment(
  context: AppContext,
  actor: RecurringPaymentActor,
  id: number,
  apiBase: string,
): Promise<RecurringPayment> {
  await loadReadableGift(context, actor, id);
  await stopGift(
    context,
    { id },
    { actorUserId: actor.userId, impersonatorUserId: actor.impersonatorId ?? null },
  );
  const row = await loadReadableGift(context, actor, id);
  const name = (await findUserName(context.db, actor.userId)) ?? '';
  await sendCancelMails(context, { gift: row, endedBy: { kind: 'user', name } });
  return present(actor, row, apiBase);
}

/**
 * The donor's stop through the link of their mail. Limited per client address, so that nobody can
 * try tokens in bulk (they carry 256 random bits anyway); the answer tells nothing about the gift.
 */
export async function cancelRecurringPaymentByToken(
  context: AppContext,
  token: string,
  info: { ipAddress: string },
): Promise<{ detail: string }> {
  try {
    await takeRequestSlots(context, [{ bucket: 'recurringCancelPerAddress', key: info.ipAddress }]);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'too_many_requests') {
      throw new DomainError('too_many_requests', RECURRING_PAYMENT_MESSAGES.tooManyRequests, {
        ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
      });
    }
    throw error;
  }
  const id = await stopGift(
    context,
    { cancelTokenHash: hashSecretToken(token) },
    { actorUserId: null, impersonatorUserId: null },
  );
  const row = await findRecurringPaymentById(context.db, id);
  if (row) await sendCancelMails(context, { gift: row, endedBy: { kind: 'donor' } });
  return { detail: RECURRING_PAYMENT_MESSAGES.cancelled };
}

/** active → cancelled on the locked row, with its audit entry; answers the gift's id. */
async function stopGift(
  context: AppContext,
  which: { id: number } | { cancelTokenHash: string },
  by: { actorUserId: number | null; impersonatorUserId: number | null },
): Promise<number> {
  const now = context.clock.now();
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockRecurringPayment(trx, which);
    if (!locked) {
      throw new DomainError(
        'not_found',
        'id' in which ? RECURRING_PAYMENT_MESSAGES.notFound : RECURRING_PAYMENT_MESSAGES.linkInvalid,
      );
    }
    if (locked.state !== 'active')
      throw new DomainError('conflict', RECURRING_PAYMENT_MESSAGES.alreadyCancelled);
    const stopped = await markRecurringPaymentCancelled(trx, locked.id, { at: now, by: by.actorUserId });
    // the row is locked: only a database without row locks could get here
    if (!stopped) throw new DomainError('conflict', RECURRING_PAYMENT_MESSAGES.alreadyCancelled);
    await appendAudit(trx, {
      ...by,
      action: 'recurring_payment.cancelled',
      objectType: 'recurring_payment',
      objectId: locked.id,
      data: { via: by.actorUserId === null ? 'donor_link' : 'user' },
      at: now,
    });
    return locked.id;
  });
}

async function sendCancelMails(context: AppContext, values: CancelMailValues): Promise<void> {
  if (values.gift.email) await context.mail.send(renderDonorCancelMail(values, values.gift.email));
  for (const contact of await findRecurringPaymentContacts(context.db, values.gift.organization_id)) {
    await context.mail.send(renderContactCancelMail(values, contact));
  }
}

/**
 * Which donor lists the submenu offers: a list shows when its module is switched on for the
 * organisation (allow_recurring_payments, allow_email_contact; inherited from above too) and the
 * caller may read it there.
 */
export async function getDonorListAvailability(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<DonorListAvailability> {
  const organization = await findOrganizationsByIds(context.db, [organizationId]).then((rows) => rows[0]);
  const path = organization ? parsePath(organization.path) : [];
  if (!organization || !canSee(actor, path))
    throw new DomainError('not_found', 'Organisation nicht gefunden.');
  if (!canReadDonorLists(actor, path)) return { recurring_payments: false, information_requests: false };
  const chain = await findOrganizationsByIds(context.db, path);
  chain.sort((a, b) => path.indexOf(b.id) - path.indexOf(a.id));
  const links = chain.map((row) => ({
    settingsLocal: row.settings_local,
    settingsInherit: row.settings_inherit,
  }));
  return {
    recurring_payments: isFeatureEnabled(links, 'allow_recurring_payments'),
    information_requests: isFeatureEnabled(links, 'allow_email_contact'),
  };
}
