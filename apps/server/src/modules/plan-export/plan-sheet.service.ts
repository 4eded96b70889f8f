/**
 * The plan as a spreadsheet (planning.md §2 'Kollektenplan herunterladen', §5 "Download of the plan
 * needs the export permission (or superuser); the template download is open to all", §7): the plans
 * an organisation sees that start in a range, and the empty template, each with the sheet 'Hinweise'.
 */
import type { CollectionPlan } from '@kollekta/contract';
import {
  type Actor,
  buildHintRows,
  buildPlanColumns,
  collectDisplayKinds,
  DEFAULT_TIME_ZONE,
  getExportFileName,
  getTemplateFileName,
  hasPermission,
  PLAN_EXPORT_PERMISSION,
  PLAN_SHEET_MESSAGES,
  type PlanColumn,
  planToSheetRow,
  resolveMetaFieldNames,
  type SheetPlan,
  toZonedInstant,
  validateExportRange,
} from '@kollekta/domain';
import { writeXlsx, type XlsxColumn, type XlsxSheet } from '../../adapters/xlsx';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findLocationsOf } from '../locations';
import { loadVisibleOrganization, type OrganizationRow, parsePath } from '../organizations';
import { listOrganizationPlans, loadChain } from '../planning';
import { PLAN_EXPORT_MESSAGES } from './plan-export-messages';

export type SpreadsheetFile = { fileName: string; content: Buffer };

export async function exportPlans(
  context: AppContext,
  actor: Actor,
  organizationId: number,
  range: { start__gte: string; start__lt: string },
  apiBase: string,
): Promise<SpreadsheetFile> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  if (!hasPermission(actor, parsePath(organization.path), PLAN_EXPORT_PERMISSION)) {
    throw new DomainError('forbidden', PLAN_EXPORT_MESSAGES.exportForbidden);
  }
  const rangeMessage = validateExportRange(range.start__gte, range.start__lt);
  if (rangeMessage)
    throw new DomainError('validation', undefined, { fieldErrors: { start__lt: [rangeMessage] } });
  const plans = await listOrganizationPlans(
    context,
    actor,
    organizationId,
    {
      startingIn: {
        from: toZonedInstant(range.start__gte, '00:00', DEFAULT_TIME_ZONE),
        before: toZonedInstant(range.start__lt, '00:00', DEFAULT_TIME_ZONE),
      },
    },
    apiBase,
  );
  const locations = new Map(
    (await findLocationsOf(context.db, organizationId)).map((location) => [location.id, location.name]),
  );
  const sheetPlans = plans.map((plan) => toSheetPlan(plan, locations));
  const columns = await loadColumns(context, organization, sheetPlans);
  return {
    fileName: getExportFileName(organization.name, range.start__gte, range.start__lt),
    content: await writePlanWorkbook(context, columns, sheetPlans, organization.name),
  };
}

/** Open to everyone who sees the organisation: its columns, no plans. */
export async function getPlanTemplate(
  context: AppContext,
  actor: Actor,
  organizationId: number,
): Promise<SpreadsheetFile> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  const columns = await loadColumns(context, organization, []);
  return {
    fileName: getTemplateFileName(organization.name),
    content: await writePlanWorkbook(context, columns, [], organization.name),
  };
}

/** The columns of an organisation's sheet: its accounting and external fields, and those the plans use. */
export async function loadColumns(
  context: AppContext,
  organization: OrganizationRow,
  plans: readonly SheetPlan[],
): Promise<PlanColumn[]> {
  const chain = await loadChain(context, organization.id);
  const links = [...(chain?.rows ?? [organization])]
    .reverse()
    .map((row) => ({ settingsLocal: row.settings_local, settingsInherit: row.settings_inherit }));
  return buildPlanColumns({
    accountingFields: resolveMetaFieldNames(
      links,
      'accounting',
      plans.flatMap((plan) => Object.keys(plan.accounting)),
    ),
    externalFields: resolveMetaFieldNames(
      links,
      'external_fields',
      plans.flatMap((plan) => Object.keys(plan.externalFields)),
    ),
    extraDisplayKinds: collectDisplayKinds(plans),
  });
}

async function writePlanWorkbook(
  context: AppContext,
  columns: readonly PlanColumn[],
  plans: readonly SheetPlan[],
  organizationName: string,
): Promise<Buffer> {
  const plansSheet: XlsxSheet = {
    name: PLAN_SHEET_MESSAGES.sheetName,
    columns: columns.map(toXlsxColumn),
    rows: plans.map((plan) => planToSheetRow(plan, columns)),
  };
  const [hintsHeader = [], ...hintRows] = buildHintRows(columns);
  const hintsSheet: XlsxSheet = {
    name: PLAN_SHEET_MESSAGES.hintsSheetName,
    columns: hintsHeader.map((header, index) => ({
      header,
      width: [28, 8, 70, 60][index] ?? 30,
      format: 'wrap',
    })),
    rows: [...hintRows, [], [PLAN_SHEET_MESSAGES.hintsIntro]],
  };
  return writeXlsx([plansSheet, hintsSheet], {
    creator: 'Kollekta',
    created: context.clock.now(),
    title: `${PLAN_SHEET_MESSAGES.sheetName} ${organizationName}`,
  });
}

function toXlsxColumn(column: PlanColumn): XlsxColumn {
  const format =
    column.kind === 'date' || column.kind === 'datetime'
      ? column.kind
      : column.kind === 'longText'
        ? 'wrap'
        : undefined;
  return { header: column.header, width: column.width, format };
}

function toSheetPlan(plan: CollectionPlan, locations: ReadonlyMap<number, string>): SheetPlan {
  const locationId = plan.location ? Number(/location\/(\d+)\/?$/.exec(plan.location)?.[1]) : null;
  return {
    id: plan.id,
    name: plan.name,
    type: plan.type,
    collectionVariant: plan.collection_variant,
    start: plan.start ? new Date(plan.start) : null,
    end: plan.end ? new Date(plan.end) : null,
    organizationName: plan.organization_name,
    locationName: locationId === null ? null : (locations.get(locationId) ?? null),
    inherit: plan.inherit,
    dateDay: plan.date_day ?? null,
    dateName: plan.date_name,
    targets: plan.targets,
    display: plan.display,
    description: plan.meta.description?.text ?? null,
    allowRecurring: plan.allow_recurring,
    foreign: plan.foreign,
    accounting: plan.meta.accounting ?? {},
    externalFields: plan.meta.external_fields ?? {},
  };
}
