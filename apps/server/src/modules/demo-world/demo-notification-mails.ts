/**
 * The notification mails of the demo world (issue 17 point 6): Lauffen's contacts also take the
 * accounting-fields, device and billing-copy mails, and the sweep runs once, so that the outbox
 * (visible to superusers in development and demo) holds the mails of Lauffen's last collection with
 * their links to the public pages: accounting fields (collection ended, fields empty), cash
 * submission (cash waiting for its confirmation) and stop cash (forwarding orders ready, where the
 * demo world has any). Ended collections are mailed the morning after they end: their pass runs with
 * the clock of the morning after Lauffen's last collection ended; everything else at the real now.
 */
import { addDays, NOTIFICATION_MAIL_TYPES, toBusinessDay, toZonedInstant } from '@kollekta/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import { sendAllDueNotifications } from '../notification-mails';

const ENDED_TYPES = ['collection_ended', 'fill_accounting_fields'] as const;

export async function addDemoNotificationMails(context: AppContext, parishId: number): Promise<void> {
  // the demo contacts are made by demo-notifications.ts; these types were not theirs yet
  await sql`
    update contact set types = types || array['fill_accounting_fields', 'device_attendant']::text[]
    where organization_id = ${parishId} and email = 'pfarramt@lauffen.kirche.example'`.execute(context.db);
  await sql`
    update contact set types = types || array['forward_billing_emails']::text[]
    where organization_id = ${parishId} and email = 'kirchenpflege@lauffen.kirche.example'`.execute(
    context.db,
  );

  const now = context.clock.now();
  // the newest collection whose morning after has come: one that ended this evening is not due yet
  const ended = await context.db
    .selectFrom('collection_plan')
    .select('end_at')
    .where('organization_id', '=', parishId)
    .where('active', '=', true)
    .where('end_at', '<', now)
    .where('date_day', 'is not', null)
    .orderBy('end_at', 'desc')
    .limit(5)
    .execute();
  const morningsAfter = ended.flatMap((plan) =>
    plan.end_at
      ? [toZonedInstant(addDays(toBusinessDay(new Date(plan.end_at)), 1), '07:00', 'Europe/Berlin')]
      : [],
  );
  const at = morningsAfter.find((morning) => morning.getTime() <= now.getTime());
  if (at) await sendAllDueNotifications({ ...context, clock: { now: () => at } }, ENDED_TYPES);
  await sendAllDueNotifications(
    context,
    NOTIFICATION_MAIL_TYPES.filter((type) => !(ENDED_TYPES as readonly string[]).includes(type)),
  );
}
