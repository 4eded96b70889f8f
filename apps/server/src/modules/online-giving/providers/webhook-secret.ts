/**
 * The key webhooks are signed with: PAYMENT_WEBHOOK_SECRET when the installation sets one, else a
 * random key generated once per installation and kept in the database, so that every server
 * process of it signs and verifies alike.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../../platform/app-context';

const SECRET_NAME = 'payment_webhook_secret';
const cache = new WeakMap<object, Promise<string>>();

export function getWebhookSecret(context: AppContext): Promise<string> {
  const configured = context.config.paymentWebhookSecret;
  if (configured) return Promise.resolve(configured);
  // one per database: tests run several servers in one process
  let secret = cache.get(context.db);
  if (!secret) {
    secret = loadOrCreateSecret(context).catch((error: unknown) => {
      cache.delete(context.db);
      throw error;
    });
    cache.set(context.db, secret);
  }
  return secret;
}

async function loadOrCreateSecret(context: AppContext): Promise<string> {
  await context.db
    .insertInto('installation_secret')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await context.db
    .selectFrom('installation_secret')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return row.value;
}
