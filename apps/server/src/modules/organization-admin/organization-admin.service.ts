/**
 * Organisation administration by superusers (administration.md §2 "Organisation creation dialog",
 * §4 "Collection inheritance switch", §5, §6): create an organisation with its first address, change
 * its switches (settings scopes and subscopes), flags, web apps and customer number, and recompute
 * the plans it inherits. Anyone else who may see the organisation gets 403, everyone else 404.
 */
import type {
  CreateOrganizationBody,
  OrganizationDetail,
  PlanInheritance,
  UpdateOrganizationBody,
} from '@kollekta/contract';
import {
  type Actor,
  applySettingChanges,
  type Currency,
  NEW_ORGANIZATION_MESSAGES,
  NO_INHERIT_COLLECTIONS,
  normalizeAddress,
  normalizeCustomerNumber,
  ORGANIZATION_FLAGS,
  ORGANIZATION_SETTINGS_MESSAGES,
  type OrganizationLevel,
  parseSettingsPatch,
  validateNewOrganization,
  WEB_APP_OVERRIDES,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError, notFound } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { appendAudit } from '../audit';
import { parseOrganizationRef } from '../contacts';
import {
  createOrganization,
  findOrganizationById,
  findOrganizationForUpdate,
  getOrganization,
  loadVisibleOrganization,
  updateOrganizationAdministration,
} from '../organizations';
import { summarizePlanInheritance } from '../planning';

const invalid = (fieldErrors: Record<string, string[]>) =>
  new DomainError('validation', undefined, { fieldErrors });

function requireSuperuser(actor: Actor, message: string): void {
  if (!actor.isSuperuser) throw new DomainError('forbidden', message);
}

/** `POST organization/`: the organisation, its path and its primary address in one transaction. */
export async function createOrganizationWithAddress(
  context: AppContext,
  caller: AuthenticatedCaller,
  body: CreateOrganizationBody,
  apiBase: string,
): Promise<OrganizationDetail> {
  requireSuperuser(caller, NEW_ORGANIZATION_MESSAGES.onlySuperusers);
  const parentId = body.parent === null || body.parent === undefined ? null : parseParent(body.parent);
  const parent = parentId === null ? undefined : await findOrganizationById(context.db, parentId);
  const errors: Record<string, string[]> = {};
  if (parentId !== null && !parent) errors.parent = [NEW_ORGANIZATION_MESSAGES.unknownParent];
  // a child takes its parent's currency when none is chosen (the child variant has no currency step)
  const currency = body.currency ?? parent?.currency ?? '';
  Object.assign(
    errors,
    validateNewOrganization({ name: body.name, level: body.level, currency, address: body.address }),
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const address = normalizeAddress({ ...body.address, name: body.address.name || body.name.trim() });
  const row = await createOrganization(context, caller, {
    name: body.name,
    parentId: parent?.id ?? null,
    level: body.level as OrganizationLevel,
    currency: currency as Currency,
    address,
  });
  await appendAudit(context.db, {
    actorUserId: caller.userId,
    impersonatorUserId: caller.impersonatorId,
    action: 'organization.created',
    objectType: 'organization',
    objectId: row.id,
    data: { name: row.name, parent_id: row.parent_id, level: row.level, currency: row.currency },
  });
  return getOrganization(context, caller, row.id, apiBase);
}

function parseParent(reference: number | string): number {
  const id = typeof reference === 'number' ? reference : parseOrganizationRef(reference);
  if (id === null || !Number.isSafeInteger(id) || id < 1)
    throw invalid({ parent: [NEW_ORGANIZATION_MESSAGES.unknownParent] });
  return id;
}

const SETTABLE_FLAGS: readonly string[] = [...ORGANIZATION_FLAGS, ...WEB_APP_OVERRIDES];

/**
 * `PATCH organization/{id}/`: settings, flags, web apps and customer number; superusers only
 * (§5 "Settings switches editable by superusers only", "Customer number editable by superusers only").
 */
export async function updateOrganizationSettings(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
  body: UpdateOrganizationBody,
  apiBase: string,
): Promise<OrganizationDetail> {
  await loadVisibleOrganization(context, caller, id);
  requireSuperuser(caller, ORGANIZATION_SETTINGS_MESSAGES.superuserOnly);

  // every `settings…` key is meant as a scope: a wrong one is refused, never ignored
  const settingsPatch = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => key.startsWith('settings') && value !== undefined),
  );
  const { changes, errors } = parseSettingsPatch(settingsPatch);
  const unknownFlags = (body.flags ?? []).filter((flag) => !SETTABLE_FLAGS.includes(flag));
  if (unknownFlags.length > 0)
    errors.flags = unknownFlags.map((flag) => ORGANIZATION_SETTINGS_MESSAGES.unknownFlag(flag));
  const customerNumber =
    body.datev_creditor === undefined ? undefined : normalizeCustomerNumber(body.datev_creditor);
  if (body.datev_creditor !== undefined && customerNumber === undefined)
    errors.datev_creditor = [ORGANIZATION_SETTINGS_MESSAGES.customerNumberInvalid];
  if (Object.keys(errors).length > 0) throw invalid(errors);

  await context.db.transaction().execute(async (trx) => {
    const row = await findOrganizationForUpdate(trx, id);
    if (!row) throw notFound();
    let flags = row.flags;
    if (body.flags !== undefined) {
      // the known flags become the wanted list; anything else stored stays as it is
      flags = [...flags.filter((flag) => !SETTABLE_FLAGS.includes(flag)), ...new Set(body.flags)];
    }
    for (const key of WEB_APP_OVERRIDES) {
      const wanted = body.override?.[key];
      if (wanted === undefined) continue;
      flags = wanted ? [...flags.filter((flag) => flag !== key), key] : flags.filter((flag) => flag !== key);
    }
    const hasSettings = changes.length > 0;
    await updateOrganizationAdministration(trx, id, {
      ...(flags !== row.flags ? { flags } : {}),
      ...(hasSettings
        ? {
            settingsLocal: applySettingChanges(row.settings_local, 'settings_local', changes),
            settingsInherit: applySettingChanges(row.settings_inherit, 'settings_inherit', changes),
          }
        : {}),
      ...(customerNumber !== undefined ? { datevCreditor: customerNumber } : {}),
    });
    await appendAudit(trx, {
      actorUserId: caller.userId,
      impersonatorUserId: caller.impersonatorId,
      action: 'organization.settings_changed',
      objectType: 'organization',
      objectId: id,
      data: {
        flags_before: row.flags,
        flags_after: flags,
        settings: changes,
        ...(customerNumber !== undefined
          ? { datev_creditor_before: row.datev_creditor, datev_creditor_after: customerNumber }
          : {}),
      },
    });
  });
  return getOrganization(context, caller, id, apiBase);
}

/**
 * `POST organization/{id}/recalculate_cplan/`: what the organisation inherits after its
 * inheritance switch changed. Plans reach organisations along the path when they are read (the
 * planning screen, the devices and the web apps ask every time), so a switched flag takes effect with
 * the next read; this answers the recomputed counts, and the web reloads planning and devices.
 */
export async function recalculatePlanInheritance(
  context: AppContext,
  caller: AuthenticatedCaller,
  id: number,
): Promise<PlanInheritance> {
  const row = await loadVisibleOrganization(context, caller, id);
  requireSuperuser(caller, ORGANIZATION_SETTINGS_MESSAGES.superuserOnly);
  const summary = await summarizePlanInheritance(context, id, context.clock.now());
  return {
    no_inherit_collections: row.flags.includes(NO_INHERIT_COLLECTIONS),
    own_plans: summary.own,
    inherited_plans: summary.inherited,
  };
}
