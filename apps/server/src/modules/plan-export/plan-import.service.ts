/**
 * Importing a filled plan template (added beyond the spec): the sheet is read and every row checked
 * by the editor's own rules (the contract's plan body, then planning's `createPlansTogether`); when
 * any row fails, no plan is created and the answer lists each problem by row ('Zeile 4, Spalte
 * „Ende“: …'). A dry run checks without creating.
 */
import { type PlanBody, type PlanImportResult, planBody } from '@kollekta/contract';
import {
  type FieldErrors,
  formatSheetProblem,
  hasPermission,
  headerForField,
  MAX_IMPORT_ROWS,
  PLAN_IMPORT_PERMISSION,
  PLAN_SHEET_MESSAGES,
  type PlanColumn,
  type PlanDraftRow,
  readPlanSheet,
  type SheetProblem,
} from '@kollekta/domain';
import { looksLikeXlsx, readXlsxSheet, XlsxReadError } from '../../adapters/xlsx';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import { findLocationsOf } from '../locations';
import { loadVisibleOrganization, parsePath } from '../organizations';
import { createPlansTogether, type PlanningActor } from '../planning';
import { PLAN_EXPORT_MESSAGES } from './plan-export-messages';

export const IMPORT_LIMIT_BYTES = 2 * 1024 * 1024;

export type PlanUpload = { content: Buffer | null; tooLarge: boolean };

export async function importPlans(
  context: AppContext,
  actor: PlanningActor,
  organizationId: number,
  upload: PlanUpload,
  options: { dryRun: boolean },
): Promise<PlanImportResult> {
  const organization = await loadVisibleOrganization(context, actor, organizationId);
  if (!hasPermission(actor, parsePath(organization.path), PLAN_IMPORT_PERMISSION)) {
    throw new DomainError('forbidden', PLAN_EXPORT_MESSAGES.importForbidden);
  }
  const cells = await readUploadedSheet(upload);
  const reading = readPlanSheet(cells);
  if (reading.problems.length > 0) refuse(reading.problems);

  const problems: SheetProblem[] = [];
  const locations = await findLocationsOf(context.db, organizationId);
  const checked: { draft: PlanDraftRow; body: PlanBody }[] = [];
  for (const draft of reading.rows) {
    const location = draft.locationName
      ? locations.find((candidate) => sameName(candidate.name, draft.locationName ?? ''))
      : undefined;
    if (draft.locationName && !location) {
      problems.push({
        row: draft.row,
        column: headerForField('location', reading.columns),
        message: PLAN_SHEET_MESSAGES.locationUnknown(draft.locationName),
      });
      continue;
    }
    const parsed = planBody.safeParse(toPlanBody(draft, String(organizationId), location?.id ?? null));
    if (parsed.success) {
      checked.push({ draft, body: parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      problems.push(toProblem(draft, issue.path.join('.'), issue.message, reading.columns));
    }
  }
  // Rows with problems of their own are left out, but the others are still checked, so that the
  // report lists everything at once; nothing is written while anything is wrong.
  const outcome = await createPlansTogether(
    context,
    actor,
    String(organizationId),
    checked.map(({ body }) => body),
    { dryRun: options.dryRun || problems.length > 0 },
  );
  if (!outcome.ok) {
    for (const { index, fieldErrors } of outcome.errors) {
      const draft = checked[index]?.draft;
      if (draft) problems.push(...toProblems(draft, fieldErrors, reading.columns));
    }
  }
  if (problems.length > 0 || !outcome.ok) refuse(problems);
  return {
    dry_run: options.dryRun,
    created: options.dryRun ? 0 : outcome.plans.length,
    plans: outcome.plans.map((plan, index) => ({
      row: checked[index]?.draft.row ?? 0,
      id: plan.id,
      name: checked[index]?.body.name ?? '',
      start: plan.start?.toISOString() ?? null,
      end: plan.end?.toISOString() ?? null,
    })),
  };
}

async function readUploadedSheet(upload: PlanUpload) {
  if (upload.tooLarge) refuseFile(PLAN_SHEET_MESSAGES.tooLarge(IMPORT_LIMIT_BYTES / 1024 / 1024));
  if (!upload.content || upload.content.length === 0) refuseFile(PLAN_SHEET_MESSAGES.noFile);
  if (!looksLikeXlsx(upload.content)) refuseFile(PLAN_SHEET_MESSAGES.notXlsx);
  try {
    const cells = await readXlsxSheet(upload.content, {
      preferredName: PLAN_SHEET_MESSAGES.sheetName,
      maxRows: MAX_IMPORT_ROWS + 100,
      maxColumns: 200,
    });
    if (!cells) refuseFile(PLAN_SHEET_MESSAGES.noSheet);
    return cells;
  } catch (error) {
    if (error instanceof XlsxReadError) refuseFile(PLAN_SHEET_MESSAGES.unreadable);
    throw error;
  }
}

function toPlanBody(draft: PlanDraftRow, organization: string, locationId: number | null): PlanBody {
  const meta: PlanBody['meta'] = {};
  if (Object.keys(draft.accounting).length > 0) meta.accounting = draft.accounting;
  if (Object.keys(draft.externalFields).length > 0) meta.external_fields = draft.externalFields;
  if (draft.description !== null) meta.description = { text: draft.description };
  return {
    name: draft.name,
    type: draft.type,
    collection_variant: draft.collectionVariant,
    start: draft.start?.toISOString() ?? null,
    end: draft.end?.toISOString() ?? null,
    organization,
    location: locationId === null ? null : String(locationId),
    inherit: draft.scope === 'inherit',
    foreign: draft.foreign,
    date: null,
    date_day: draft.day,
    date_name: draft.dateName,
    allow_recurring: draft.allowRecurring,
    targets: draft.targets,
    display: draft.display,
    meta,
  };
}

function toProblems(
  draft: PlanDraftRow,
  errors: FieldErrors,
  columns: readonly PlanColumn[],
): SheetProblem[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((message) => toProblem(draft, field, message, columns)),
  );
}

/** A period computed from the row's day is reported under 'Tag', where the user can change it. */
function toProblem(draft: PlanDraftRow, field: string, message: string, columns: readonly PlanColumn[]) {
  const isFromDay = draft.day !== null && ['start', 'end'].includes(field);
  return { row: draft.row, column: headerForField(isFromDay ? 'date' : field, columns), message };
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('de-DE') === b.trim().toLocaleLowerCase('de-DE');
}

function refuseFile(message: string): never {
  throw new DomainError('validation', PLAN_EXPORT_MESSAGES.importRefused, {
    fieldErrors: { file: [message] },
  });
}

function refuse(problems: readonly SheetProblem[]): never {
  const ordered = [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  const file = ordered.filter((problem) => problem.row === null).map(formatSheetProblem);
  const rows = ordered.filter((problem) => problem.row !== null).map(formatSheetProblem);
  throw new DomainError('validation', PLAN_EXPORT_MESSAGES.importRefused, {
    fieldErrors: {
      ...(file.length > 0 ? { file } : {}),
      ...(rows.length > 0 ? { rows } : {}),
    },
  });
}
