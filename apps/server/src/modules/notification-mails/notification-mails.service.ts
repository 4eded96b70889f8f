/**
 * Sending the notification mails of due events, each (event, address) exactly once: one transaction
 * per mail claims the pair in `notification_sent` (primary key (event_key, recipient)), issues the
 * public-page token the mail links to, and writes the mail to the outbox. So a process killed at any
 * point has either done all three or none, and a restarted job sends what is missing and nothing
 * twice; two jobs racing for one pair wait for each other on the key and one of them sends. With
 * SMTP_URL the committed outbox row is then handed to the SMTP server.
 */
import { NOTIFICATION_MAIL_TYPES, type NotificationMailType } from '@kollekta/domain';
import { insertOutboxMail } from '../../adapters/mail';
import type { AppContext } from '../../platform/app-context';
import { issuePublicToken, publicPageUrl } from '../public-pages';
import { NOTIFICATION_FINDERS, type NotificationEvent } from './notification-events';
import {
  findRecipients,
  findSentPairs,
  findUndeliveredMails,
  type Recipient,
} from './notification-mails.repository';

export type SendOutcome = { sent: number; skipped: number };

export type SendHooks = {
  /** after each mail committed (the crash test pauses here) */
  afterMail?(sent: number, total: number): Promise<void>;
};

const pairKey = (eventKey: string, email: string) => `${eventKey}\n${email.toLowerCase()}`;

type PlannedMail = { event: NotificationEvent; recipient: Recipient };

/** The (event, address) pairs not mailed yet. */
async function planMails(context: AppContext, events: readonly NotificationEvent[]): Promise<PlannedMail[]> {
  const planned: PlannedMail[] = [];
  const byType = new Map<NotificationMailType, NotificationEvent[]>();
  for (const event of events) byType.set(event.type, [...(byType.get(event.type) ?? []), event]);
  const sent = await findSentPairs(
    context.db,
    events.map((event) => event.eventKey),
  );
  for (const [type, ofType] of byType) {
    const recipients = await findRecipients(
      context.db,
      ofType.map((event) => event.organizationId),
      type,
    );
    for (const event of ofType) {
      for (const recipient of recipients.get(event.organizationId) ?? []) {
        if (!sent.has(pairKey(event.eventKey, recipient.email))) planned.push({ event, recipient });
      }
    }
  }
  return planned;
}

/** Sends one mail in its own transaction; false when the pair was mailed already (by anyone). */
async function sendOne(context: AppContext, { event, recipient }: PlannedMail): Promise<boolean> {
  const now = context.clock.now();
  const mailId = await context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('notification_sent')
      .values({
        event_key: event.eventKey,
        recipient: recipient.email.toLowerCase(),
        type: event.type,
        organization_id: event.organizationId,
        sent_at: now,
      })
      .onConflict((conflict) => conflict.columns(['event_key', 'recipient']).doNothing())
      .returning('event_key')
      .executeTakeFirst();
    if (!claimed) return null;
    const mail = await event.compose(
      {
        trx,
        now,
        async link(purpose, objectId, organizationId) {
          const { token } = await issuePublicToken(trx, {
            purpose,
            objectId,
            organizationId,
            createdBy: null,
            now,
          });
          return publicPageUrl(context.config.publicUrl, purpose, token, organizationId);
        },
      },
      recipient,
    );
    const id = await insertOutboxMail(trx, { to: recipient.email, ...mail });
    await trx
      .updateTable('notification_sent')
      .set({ mail_id: id })
      .where('event_key', '=', event.eventKey)
      .where('recipient', '=', recipient.email.toLowerCase())
      .execute();
    return id;
  });
  if (mailId === null) return false;
  await context.mail.deliver(mailId);
  return true;
}

export async function sendNotificationEvents(
  context: AppContext,
  events: readonly NotificationEvent[],
  hooks: SendHooks = {},
): Promise<SendOutcome> {
  const planned = await planMails(context, events);
  const outcome: SendOutcome = { sent: 0, skipped: 0 };
  for (const mail of planned) {
    if (await sendOne(context, mail)) outcome.sent++;
    else outcome.skipped++;
    await hooks.afterMail?.(outcome.sent + outcome.skipped, planned.length);
  }
  // with SMTP: mails committed by an attempt that died before handing them over go out now
  if (context.config.smtpUrl)
    for (const id of await findUndeliveredMails(
      context.db,
      events.map((event) => event.eventKey),
    ))
      await context.mail.deliver(id);
  return outcome;
}

/** The due events of a type at the clock's now, of one organisation or of all. */
export async function findDueEvents(
  context: AppContext,
  type: NotificationMailType,
  organizationId?: number,
): Promise<NotificationEvent[]> {
  const events = await NOTIFICATION_FINDERS[type](context, context.clock.now());
  return organizationId === undefined
    ? events
    : events.filter((event) => event.organizationId === organizationId);
}

/** Sends the due mails of one type and organisation (the job 'notification-mails.send'). */
export async function sendDueNotifications(
  context: AppContext,
  data: { type: NotificationMailType; organizationId: number },
  hooks: SendHooks = {},
): Promise<SendOutcome> {
  return sendNotificationEvents(context, await findDueEvents(context, data.type, data.organizationId), hooks);
}

/** Which (type, organisation) pairs have mails to send now: the sweep sends one job for each. */
export async function findDueBatches(
  context: AppContext,
  types: readonly NotificationMailType[] = NOTIFICATION_MAIL_TYPES,
): Promise<{ type: NotificationMailType; organizationId: number }[]> {
  const batches = new Map<string, { type: NotificationMailType; organizationId: number }>();
  for (const type of types) {
    for (const { event } of await planMails(context, await findDueEvents(context, type)))
      batches.set(`${type}:${event.organizationId}`, { type, organizationId: event.organizationId });
  }
  return [...batches.values()];
}

/** Sends every due mail of every type right here, without the queue (the demo world, tests). */
export async function sendAllDueNotifications(
  context: AppContext,
  types: readonly NotificationMailType[] = NOTIFICATION_MAIL_TYPES,
): Promise<Record<NotificationMailType, SendOutcome>> {
  const result = {} as Record<NotificationMailType, SendOutcome>;
  for (const type of types)
    result[type] = await sendNotificationEvents(context, await findDueEvents(context, type));
  return result;
}
