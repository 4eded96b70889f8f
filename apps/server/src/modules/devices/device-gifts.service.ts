/**
 * Gifts devices report over MQTT (`{identity}/gift`, issue 15 item 4): booked once per device and
 * gift id through recordPayments, in one transaction with the confirmation code the donor needs for
 * a receipt when the gift reaches the device's confirmationMinAmount. The answer goes back on
 * `{identity}/gift/booked` with the code and the page where it is claimed.
 *
 * Only a device itself may publish below its identity (telemetry-access.ts), so the identity in the
 * topic is the device that took the gift.
 */
import {
  DEVICE_COMMANDS,
  type DeviceGift,
  type DeviceGiftBooked,
  deviceGift,
  deviceTopic,
  splitDeviceTopic,
  TELEMETRY_TOPICS,
} from '@kollekta/contract';
import { decimalStringToCents } from '@kollekta/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/app-context';
import type { Database } from '../../platform/database-schema';
import { createDeviceReceiptCode } from '../donation-receipts';
import { recordPayments } from '../income';
import { resolveDeviceSettings } from './device-settings.service';
import { type DeviceRow, findDeviceById } from './devices.repository';

/** The public page where a donor claims the receipt with the code (apps/web router). */
export const RECEIPT_CLAIM_PATH = '/#/zuwendungsbestaetigung';
/** A gift dated more than this before its report is refused: a device clock gone wrong. */
const MAX_REPORT_DELAY_MS = 30 * 24 * 60 * 60 * 1000;

export type GiftOutcome = DeviceGiftBooked & { paymentId: string | null };

export async function listenToDeviceGifts(context: AppContext, log: FastifyBaseLogger): Promise<void> {
  await context.telemetry.subscribe(`+/${TELEMETRY_TOPICS.gift}`, (topic, payload) => {
    // not answered: the device sends the gift again, and it is booked then (once)
    void receiveDeviceGift(context, topic, payload).catch((error: unknown) => {
      log.error({ err: error, topic }, 'device gift could not be booked');
    });
  });
}

async function receiveDeviceGift(context: AppContext, topic: string, payload: Buffer): Promise<void> {
  const target = splitDeviceTopic(topic);
  if (!target) return;
  const parsed = deviceGift.safeParse(parseJson(payload));
  if (!parsed.success) return;
  const outcome = await bookDeviceGift(context, target.identity, parsed.data);
  if (!outcome) return;
  const { paymentId: _paymentId, ...answer } = outcome;
  await context.telemetry.publish(
    deviceTopic(target.identity, DEVICE_COMMANDS.giftBooked),
    JSON.stringify(answer),
  );
}

/**
 * Books the gift (once), and answers what the device shows the donor. null: the identity is no
 * device. A gift reported again is not booked again and gets no new code (only its hash is kept).
 */
export async function bookDeviceGift(
  context: AppContext,
  identity: string,
  gift: DeviceGift,
): Promise<GiftOutcome | null> {
  const found = await context.db
    .selectFrom('device')
    .select('id')
    .where('mqtt_identity', '=', identity)
    .executeTakeFirst();
  const device = found ? await findDeviceById(context.db, found.id) : undefined;
  if (!device) return null;
  const refused: GiftOutcome = {
    gift_id: gift.gift_id,
    booked: false,
    confirmation_code: null,
    claim_url: null,
    paymentId: null,
  };
  const amountCents = decimalStringToCents(gift.amount);
  const givenAt = new Date(gift.given_at * 1000);
  const now = context.clock.now();
  if (
    !device.active ||
    amountCents === null ||
    amountCents <= 0 ||
    givenAt.getTime() > now.getTime() + 5 * 60_000 ||
    now.getTime() - givenAt.getTime() > MAX_REPORT_DELAY_MS
  )
    return refused;
  const confirmationMinAmount = await effectiveConfirmationMinAmount(context, device);

  return context.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('device_gift')
      .values({ device_id: device.id, gift_id: gift.gift_id, payment_id: '0', received_at: now })
      .onConflict((conflict) => conflict.columns(['device_id', 'gift_id']).doNothing())
      .returning('gift_id')
      .executeTakeFirst();
    if (!claimed) {
      const earlier = await trx
        .selectFrom('device_gift')
        .select('payment_id')
        .where('device_id', '=', device.id)
        .where('gift_id', '=', gift.gift_id)
        .executeTakeFirstOrThrow();
      return { ...refused, booked: true, paymentId: String(earlier.payment_id) };
    }
    const planId = await planOfGift(trx, gift.collection_plan_id ?? null, device.organization_path);
    const [paymentId] = await recordPayments({ ...context, db: trx }, [
      {
        dst_organization_id: device.organization_id,
        created_at: givenAt,
        amount_cents: amountCents,
        fee_cents: 0,
        currency: gift.currency,
        state: 'completed',
        type: 'pos',
        online_payment_type: null,
        is_reconciled: false,
        device_id: device.id,
        collection_plan_id: planId,
        count: 1,
      },
    ]);
    if (!paymentId) throw new Error('recordPayments answered no id');
    await trx
      .updateTable('device_gift')
      .set({ payment_id: paymentId })
      .where('device_id', '=', device.id)
      .where('gift_id', '=', gift.gift_id)
      .execute();
    const code = await createDeviceReceiptCode(trx, {
      paymentId,
      organizationId: device.organization_id,
      deviceId: device.id,
      amountCents,
      currency: gift.currency,
      confirmationMinAmount,
      at: givenAt,
    });
    return {
      gift_id: gift.gift_id,
      booked: true,
      confirmation_code: code,
      claim_url: code ? `${context.config.publicUrl}${RECEIPT_CLAIM_PATH}` : null,
      paymentId,
    };
  });
}

async function effectiveConfirmationMinAmount(
  context: AppContext,
  device: DeviceRow,
): Promise<number | null> {
  const settings = await resolveDeviceSettings(context, device);
  const value = settings.find((setting) => setting.key === 'confirmationMinAmount')?.value;
  return typeof value === 'number' ? value : null;
}

/**
 * The plan the device showed, when it is one of its organisation's or inherited from above; any
 * other id is ignored, and the gift is still the device's income.
 */
async function planOfGift(
  db: Kysely<Database>,
  planId: number | null,
  organizationPath: string,
): Promise<number | null> {
  if (planId === null) return null;
  const plan = await db
    .selectFrom('collection_plan')
    .select(['id', 'organization_id'])
    .where('id', '=', planId)
    .executeTakeFirst();
  if (!plan || plan.organization_id === null) return null;
  return organizationPath.includes(`/${plan.organization_id}/`) ? plan.id : null;
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
}
