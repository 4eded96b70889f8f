/**
 * Display priority (planning.md §4 "Priority saving", §6): an organisation orders the plans that
 * reach it (its own, its locations' and inherited ones) per device class WS, WA, SP, KS. The order is
 * kept in an extension of the plan that belongs to that organisation, so a parish can order the
 * plans its district passes down without touching them. Who may plan collections in the
 * organisation (WRITE_CPLAN) may set it.
 */
import type { PlanExtension } from '@kollekta/contract';
import {
  canReadPlan,
  canSee,
  checkPrioritySettings,
  DEVICE_CLASS_LABELS,
  hasPermission,
  isPriorityDeviceClass,
  PRIORITY_MESSAGES,
  type PriorityDeviceClass,
  relatePlan,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { appendAudit } from '../audit';
import { findLocationsOf } from '../locations';
import { toExtensionResponse } from './extensions.mapper';
import {
  deleteExtension as deleteExtensionRow,
  type ExtensionRow,
  findExtension,
  findExtensionById,
  insertExtension,
  updateExtension,
} from './extensions.repository';
import { toPlacement } from './plan-views';
import { type PlanningActor, toAuditActor } from './planning-actor';
import { loadChain, loadGrantViewers, toViewingOrganization } from './planning-context';
import { PLANNING_MESSAGES } from './planning-messages';
import { parseRef } from './planning-refs';
import { findPlanById } from './plans.repository';

export type CreateExtensionInput = {
  plan: string;
  organization: string;
  location: string | null;
  device_class: PriorityDeviceClass;
  meta?: Record<string, unknown> | undefined;
  settings_local: Record<string, unknown>;
};

export type PatchExtensionInput = {
  meta?: Record<string, unknown> | undefined;
  settings_local?: Record<string, unknown> | undefined;
};

const EXTENSION_NOT_FOUND = 'Anzeigepriorität nicht gefunden.';
const PLAN_NOT_HERE = 'Diese Sammlung wird in dieser Organisation nicht angezeigt.';

const invalid = (field: string, message: string) =>
  new DomainError('validation', undefined, { fieldErrors: { [field]: [message] } });

function checkSettings(deviceClass: PriorityDeviceClass, settings: Record<string, unknown>) {
  const problem = checkPrioritySettings(deviceClass, settings);
  if (problem) throw invalid('settings_local', problem);
}

export async function createExtension(
  context: AppContext,
  actor: PlanningActor,
  body: CreateExtensionInput,
  apiBase: string,
): Promise<PlanExtension> {
  const organizationId = parseRef(body.organization, 'organization');
  const chain = organizationId === null ? null : await loadChain(context, organizationId);
  if (!chain || !canSee(actor, chain.path)) {
    throw invalid('organization', PLANNING_MESSAGES.organizationNotFound);
  }
  const viewer = toViewingOrganization(chain);
  const planId = parseRef(body.plan, 'collection_plan');
  const plan = planId === null ? undefined : await findPlanById(context.db, planId);
  const viewers = [viewer, ...(await loadGrantViewers(context, actor))];
  if (!plan || !canReadPlan(actor, toPlacement(plan), viewers)) {
    throw invalid('plan', PLANNING_MESSAGES.planNotFound);
  }
  if (!hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  if (relatePlan(toPlacement(plan), viewer) === null) throw invalid('plan', PLAN_NOT_HERE);
  if (!plan.targets.includes(body.device_class)) {
    throw invalid('device_class', PRIORITY_MESSAGES.notTargeted(DEVICE_CLASS_LABELS[body.device_class]));
  }
  const locationId = body.location === null ? null : parseRef(body.location, 'location');
  if (body.location !== null) {
    const locations = await findLocationsOf(context.db, chain.organization.id);
    if (!locations.some((location) => location.id === locationId)) {
      throw invalid('location', PLANNING_MESSAGES.locationNotInOrganization);
    }
  }
  checkSettings(body.device_class, body.settings_local);

  const now = context.clock.now();
  const id = await context.db.transaction().execute(async (trx) => {
    const key = {
      planId: plan.id,
      organizationId: chain.organization.id,
      locationId,
      deviceClass: body.device_class,
    };
    // Saving twice (two windows, a repeated request) changes the one extension there is.
    const existing = await findExtension(trx, key);
    const extensionId =
      existing?.id ??
      (await insertExtension(trx, {
        ...key,
        meta: body.meta ?? {},
        settingsLocal: body.settings_local,
        userId: actor.userId,
        at: now,
      }));
    if (existing) {
      await updateExtension(trx, existing.id, {
        settingsLocal: body.settings_local,
        ...(body.meta === undefined ? {} : { meta: body.meta }),
        userId: actor.userId,
        at: now,
      });
    }
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan_extension.saved',
      objectType: 'collection_plan',
      objectId: plan.id,
      data: {
        extension_id: extensionId,
        organization_id: chain.organization.id,
        location_id: locationId,
        device_class: body.device_class,
        settings_local: body.settings_local,
      },
      at: now,
    });
    return extensionId;
  });
  return toExtensionResponse(await loadExtension(context, id), apiBase);
}

async function loadExtension(context: AppContext, id: number): Promise<ExtensionRow> {
  const row = await findExtensionById(context.db, id);
  if (!row) throw new DomainError('not_found', EXTENSION_NOT_FOUND);
  return row;
}

/** An extension the caller may change: 404 when it cannot see its organisation, 403 without WRITE_CPLAN. */
async function loadWritableExtension(context: AppContext, actor: PlanningActor, id: number) {
  const row = await findExtensionById(context.db, id);
  const chain = row ? await loadChain(context, row.organization_id) : null;
  if (!row || !chain || !canSee(actor, chain.path)) throw new DomainError('not_found', EXTENSION_NOT_FOUND);
  if (!hasPermission(actor, chain.path, 'WRITE_CPLAN')) {
    throw new DomainError('forbidden', PLANNING_MESSAGES.noWritePermission);
  }
  return row;
}

export async function patchExtension(
  context: AppContext,
  actor: PlanningActor,
  id: number,
  body: PatchExtensionInput,
  apiBase: string,
): Promise<PlanExtension> {
  const row = await loadWritableExtension(context, actor, id);
  const deviceClass = row.device_class;
  if (!isPriorityDeviceClass(deviceClass)) throw new Error(`extension ${row.id} has no chooser class`);
  if (body.settings_local !== undefined) checkSettings(deviceClass, body.settings_local);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await updateExtension(trx, row.id, {
      ...(body.settings_local === undefined ? {} : { settingsLocal: body.settings_local }),
      ...(body.meta === undefined ? {} : { meta: body.meta }),
      userId: actor.userId,
      at: now,
    });
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan_extension.saved',
      objectType: 'collection_plan',
      objectId: row.plan_id,
      data: { extension_id: row.id, device_class: row.device_class, ...body },
      at: now,
    });
  });
  return toExtensionResponse(await loadExtension(context, row.id), apiBase);
}

export async function deleteExtension(context: AppContext, actor: PlanningActor, id: number): Promise<void> {
  const row = await loadWritableExtension(context, actor, id);
  const now = context.clock.now();
  await context.db.transaction().execute(async (trx) => {
    await deleteExtensionRow(trx, row.id);
    await appendAudit(trx, {
      ...toAuditActor(actor),
      action: 'collection_plan_extension.deleted',
      objectType: 'collection_plan',
      objectId: row.plan_id,
      data: {
        extension_id: row.id,
        organization_id: row.organization_id,
        location_id: row.location_id,
        device_class: row.device_class,
      },
      at: now,
    });
  });
}
