/**
 * Kassenschnitt (devices-income-kirchgeld.md §4, §8): the request is delivered to the device over
 * MQTT (`{identity}/cashup/request`); the device reports its progress (`cashup/status`) and its
 * collection period (`collection_member_state`), which the server keeps on the device.
 */
import { randomUUID } from 'node:crypto';
import {
  cashUpStatus,
  collectionMemberStatePayload,
  DEVICE_COMMANDS,
  deviceTopic,
  splitDeviceTopic,
  TELEMETRY_TOPICS,
} from '@kollekta/contract';
import { type Actor, CASH_UP_MESSAGES, hasPermission, isHardwareClass } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { parsePath } from '../organizations';
import { advanceCashUp, insertCashUp, setCollectionMemberState } from './devices.repository';
import { loadReadableDevice, REQUEST_CASH_UP } from './devices.service';

export async function requestCashUp(
  context: AppContext,
  actor: Actor & { userId: number; impersonatorId: number | null },
  id: number,
): Promise<{ detail: string; request_id: string }> {
  const device = await loadReadableDevice(context, actor, id);
  if (!isHardwareClass(device.device_class))
    throw new DomainError('validation', 'Für dieses Gerät gibt es keinen Kassenschnitt.');
  if (!hasPermission(actor, parsePath(device.organization_path), REQUEST_CASH_UP))
    throw new DomainError('forbidden', 'Sie dürfen für dieses Gerät keinen Kassenschnitt auslösen.');
  const now = context.clock.now();
  const requestId = randomUUID();
  await insertCashUp(context.db, {
    deviceId: device.id,
    requestId,
    requestedAt: now,
    requestedBy: actor.userId,
  });
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId,
    action: 'device.cash_up_requested',
    objectType: 'device',
    objectId: device.id,
    data: { request_id: requestId },
    at: now,
  });
  // Not retained: a device that is off does its own Kassenschnitt within 24 to 48 hours anyway.
  await context.telemetry.publish(
    deviceTopic(device.mqtt_identity, DEVICE_COMMANDS.cashUp),
    JSON.stringify({ request_id: requestId, requested_at: Math.floor(now.getTime() / 1000) }),
  );
  return { detail: CASH_UP_MESSAGES.success, request_id: requestId };
}

/** Keeps what devices report about their collection period and their Kassenschnitt. */
export async function listenToDeviceReports(context: AppContext): Promise<void> {
  await context.telemetry.subscribe(`+/${TELEMETRY_TOPICS.cashUpStatus}`, (topic, payload) => {
    void recordCashUpStatus(context, topic, payload).catch(() => undefined);
  });
  await context.telemetry.subscribe(`+/${TELEMETRY_TOPICS.collectionMemberState}`, (topic, payload) => {
    void recordCollectionMemberState(context, topic, payload).catch(() => undefined);
  });
}

export async function recordCashUpStatus(context: AppContext, topic: string, payload: Buffer): Promise<void> {
  const target = splitDeviceTopic(topic);
  if (!target) return;
  const parsed = cashUpStatus.safeParse(parseJson(payload));
  if (!parsed.success) return;
  await advanceCashUp(
    context.db,
    target.identity,
    parsed.data.request_id,
    parsed.data.state,
    context.clock.now(),
  );
}

export async function recordCollectionMemberState(context: AppContext, topic: string, payload: Buffer) {
  const target = splitDeviceTopic(topic);
  if (!target) return;
  const parsed = collectionMemberStatePayload.safeParse(payload.toString('utf8').trim());
  if (!parsed.success) return;
  await setCollectionMemberState(context.db, target.identity, parsed.data === 'none' ? null : parsed.data);
}

function parseJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return null;
  }
}
