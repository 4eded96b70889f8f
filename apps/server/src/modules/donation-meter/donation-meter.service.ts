/**
 * The donation meter of a plan (planning.md §4 "Donation meter", §5, §6, §9): superusers set it up
 * for a plan in the donation app (a secret token is drawn, the meta saved), change it and remove it
 * (the token stops working). Parish websites read goal and sum through the token; a browser only
 * from the meter's domains and the two donation-site origins.
 */
import { randomBytes } from 'node:crypto';
import type { DonationMeter, DonationMeterBody, DonationMeterReading } from '@kollekta/contract';
import {
  type Actor,
  canCreateDonationMeter,
  type DeviceClass,
  DONATION_METER_MESSAGES,
  decimalStringToCents,
  isDonationMeterOriginAllowed,
  normalizeDonationMeterDomains,
  readStoredDonationMeter,
  type StoredDonationMeter,
  toStoredDonationMeterEntry,
  validateDonationGoal,
  validateDonationMeterDomains,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { findPlanById } from '../planning';
import { toDonationMeterReading, toDonationMeterResponse } from './donation-meter.mapper';
import { findPlanByMeterToken, removeMeter, sumPlanPayments, writeMeter } from './donation-meter.repository';

export type MeterActor = Actor & { userId: number | null; impersonatorId?: number | null };

const planError = (message: string) =>
  new DomainError('validation', message, { fieldErrors: { plan: [message] } });

/** The two donation-site origins always appended to a meter's origins (planning.md §9). */
export function donationSiteOrigins(context: AppContext): string[] {
  return [context.config.publicUrl, context.config.donationSiteUrl];
}

async function loadPlanForMeter(context: AppContext, actor: MeterActor, planId: number) {
  if (!actor.isSuperuser) throw new DomainError('forbidden', DONATION_METER_MESSAGES.superuserOnly);
  const plan = await findPlanById(context.db, planId);
  if (!plan) throw new DomainError('not_found', 'Sammlung nicht gefunden.');
  return plan;
}

function parseGoal(value: string): number {
  const cents = decimalStringToCents(value);
  const problem = validateDonationGoal(cents);
  if (problem || cents === null) {
    throw new DomainError('validation', undefined, { fieldErrors: { donation_goal: [problem ?? ''] } });
  }
  return cents;
}

function parseDomains(values: readonly string[]): string[] {
  const problem = validateDonationMeterDomains(values);
  if (problem)
    throw new DomainError('validation', undefined, { fieldErrors: { allowed_origins: [problem] } });
  return normalizeDonationMeterDomains(values);
}

function present(context: AppContext, planId: number, meter: StoredDonationMeter, apiBase: string) {
  return toDonationMeterResponse(planId, meter, {
    apiBase,
    publicUrl: context.config.publicUrl,
    donationSiteOrigins: donationSiteOrigins(context),
  });
}

export async function createDonationMeter(
  context: AppContext,
  actor: MeterActor,
  planId: number,
  body: DonationMeterBody,
  apiBase: string,
): Promise<DonationMeter> {
  const plan = await loadPlanForMeter(context, actor, planId);
  if (!canCreateDonationMeter(actor, { targets: plan.targets as DeviceClass[] }))
    throw planError(DONATION_METER_MESSAGES.needsDonationApp);
  const alreadyExists = planError(DONATION_METER_MESSAGES.alreadyExists(plan.name));
  if (readStoredDonationMeter(plan.meta)) throw alreadyExists;
  const meter: StoredDonationMeter = {
    goalCents: parseGoal(body.donation_goal),
    allowedDomains: parseDomains(body.allowed_origins),
    secretToken: randomBytes(24).toString('base64url'),
  };
  const by = { userId: actor.userId, at: context.clock.now() };
  if (!(await writeMeter(context.db, plan.id, toStoredDonationMeterEntry(meter), 'create', by)))
    throw alreadyExists;
  await audit(context, actor, 'donation_meter.created', plan.id, meter);
  return present(context, plan.id, meter, apiBase);
}

export async function updateDonationMeter(
  context: AppContext,
  actor: MeterActor,
  planId: number,
  body: Partial<DonationMeterBody>,
  apiBase: string,
): Promise<DonationMeter> {
  const plan = await loadPlanForMeter(context, actor, planId);
  const stored = readStoredDonationMeter(plan.meta);
  if (!stored) throw new DomainError('not_found', DONATION_METER_MESSAGES.missing);
  const meter: StoredDonationMeter = {
    goalCents: body.donation_goal === undefined ? stored.goalCents : parseGoal(body.donation_goal),
    allowedDomains:
      body.allowed_origins === undefined ? stored.allowedDomains : parseDomains(body.allowed_origins),
    secretToken: stored.secretToken,
  };
  const by = { userId: actor.userId, at: context.clock.now() };
  if (!(await writeMeter(context.db, plan.id, toStoredDonationMeterEntry(meter), 'replace', by))) {
    throw new DomainError('not_found', DONATION_METER_MESSAGES.missing);
  }
  await audit(context, actor, 'donation_meter.updated', plan.id, meter);
  return present(context, plan.id, meter, apiBase);
}

export async function deleteDonationMeter(
  context: AppContext,
  actor: MeterActor,
  planId: number,
): Promise<void> {
  const plan = await loadPlanForMeter(context, actor, planId);
  const stored = readStoredDonationMeter(plan.meta);
  const by = { userId: actor.userId, at: context.clock.now() };
  if (!stored || !(await removeMeter(context.db, plan.id, by))) {
    throw new DomainError('not_found', DONATION_METER_MESSAGES.missing);
  }
  await audit(context, actor, 'donation_meter.deleted', plan.id, stored);
}

export type MeterReadingResult = {
  reading: DonationMeterReading;
  /** the request's origin when a browser may read the answer from there, else null */
  allowedOrigin: string | null;
};

/** The public reading of a meter; `origin` is the Origin header of the browser that asks, if any. */
export async function readDonationMeter(
  context: AppContext,
  token: string,
  origin: string | undefined,
): Promise<MeterReadingResult> {
  const plan = await findPlanByMeterToken(context.db, token);
  const meter = plan ? readStoredDonationMeter(plan.meta) : null;
  if (!plan || !meter || meter.secretToken !== token) {
    throw new DomainError('not_found', DONATION_METER_MESSAGES.notFound);
  }
  const collected = await sumPlanPayments(context.db, plan.id, plan.currency);
  return {
    reading: toDonationMeterReading({
      planName: plan.name,
      organizationName: plan.organization_name,
      currency: plan.currency,
      goalCents: meter.goalCents,
      collectedCents: collected.cents,
      donations: collected.donations,
    }),
    allowedOrigin:
      origin && isDonationMeterOriginAllowed(origin, meter.allowedDomains, donationSiteOrigins(context))
        ? origin
        : null,
  };
}

async function audit(
  context: AppContext,
  actor: MeterActor,
  action: string,
  planId: number,
  meter: StoredDonationMeter,
) {
  await appendAudit(context.db, {
    actorUserId: actor.userId,
    impersonatorUserId: actor.impersonatorId ?? null,
    action,
    objectType: 'collection_plan',
    objectId: planId,
    // the token itself stays out of the log
    data: { donation_goal_cents: meter.goalCents, allowed_origins: meter.allowedDomains },
  });
}
