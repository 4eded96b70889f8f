/**
 * Plans to rows of the plan sheet (export) and rows back to plan drafts (import). Reading checks
 * what the sheet itself can get wrong (a missing column, an unknown kind, a date that is none);
 * every rule of a plan is then checked by the same code as the editor's saves.
 */
import type { IsoDay } from '../church-year/calendar-day';
import { PLAN_EXTERNAL_FIELDS } from '../planning/plan-meta-fields';
import {
  type CollectionVariant,
  DEVICE_CLASS_LABELS,
  DEVICE_CLASSES,
  type DeviceClass,
  PLAN_VARIANT_CHOICES,
  PLAN_VARIANT_LABELS,
  type PlanScope,
  type PlanType,
  type PlanVariantChoice,
} from '../planning/plan-types';
import {
  ACCOUNTING_PREFIX,
  accountingColumn,
  buildPlanColumns,
  DISPLAY_KINDS,
  DISPLAY_PREFIX,
  EXTERNAL_PREFIX,
  externalColumn,
  type PlanColumn,
  SCOPE_VALUES,
} from './plan-columns';
import { PLAN_SHEET_MESSAGES } from './plan-sheet-messages';
import {
  type CellResult,
  isBlank,
  readBoolean,
  readDateTime,
  readDay,
  readText,
  type SheetValue,
  toFloatingDate,
  toFloatingDateTime,
  writeBoolean,
  writeText,
} from './sheet-cells';

/** A plan as the sheet shows it. */
export type SheetPlan = {
  id: number;
  name: string;
  type: PlanType;
  collectionVariant: CollectionVariant | null;
  start: Date | null;
  end: Date | null;
  organizationName: string;
  locationName: string | null;
  inherit: boolean;
  dateDay: IsoDay | null;
  dateName: string | null;
  targets: readonly DeviceClass[];
  display: Readonly<Record<string, string>>;
  description: string | null;
  allowRecurring: boolean;
  foreign: boolean;
  accounting: Readonly<Record<string, string | null>>;
  externalFields: Readonly<Record<string, string | null>>;
};

export function planVariantChoice(plan: Pick<SheetPlan, 'type' | 'collectionVariant'>): PlanVariantChoice {
  return plan.type === 'donation' || plan.collectionVariant === null ? '_donation' : plan.collectionVariant;
}

export function planScopeValue(plan: Pick<SheetPlan, 'locationName' | 'inherit'>): string {
  if (plan.locationName !== null) return SCOPE_VALUES.loc;
  return plan.inherit ? SCOPE_VALUES.inherit : SCOPE_VALUES.org;
}

/** The cells of one plan, in the order of `columns`. */
export function planToSheetRow(plan: SheetPlan, columns: readonly PlanColumn[]): SheetValue[] {
  return columns.map((column) => planCell(plan, column.key));
}

function planCell(plan: SheetPlan, key: string): SheetValue {
  switch (key) {
    case 'id':
      return plan.id;
    case 'name':
      return writeText(plan.name);
    case 'variant':
      return PLAN_VARIANT_LABELS[planVariantChoice(plan)];
    case 'day':
      return plan.dateDay ? toFloatingDate(plan.dateDay) : null;
    case 'dateName':
      return writeText(plan.dateName);
    case 'start':
      return plan.start ? toFloatingDateTime(plan.start) : null;
    case 'end':
      return plan.end ? toFloatingDateTime(plan.end) : null;
    case 'organization':
      return writeText(plan.organizationName);
    case 'scope':
      return planScopeValue(plan);
    case 'location':
      return writeText(plan.locationName);
    case 'targets':
      return DEVICE_CLASSES.filter((deviceClass) => plan.targets.includes(deviceClass))
        .map((deviceClass) => DEVICE_CLASS_LABELS[deviceClass])
        .join(', ');
    case 'description':
      return writeText(plan.description);
    case 'allowRecurring':
      return writeBoolean(plan.allowRecurring);
    case 'foreign':
      return writeBoolean(plan.foreign);
  }
  if (key.startsWith('display.')) return writeText(plan.display[key.slice('display.'.length)]);
  if (key.startsWith('accounting.')) return writeText(plan.accounting[key.slice('accounting.'.length)]);
  if (key.startsWith('external.')) return writeText(plan.externalFields[key.slice('external.'.length)]);
  return null;
}

/** Display kinds beyond the standard columns that the plans use, for `buildPlanColumns`. */
export function collectDisplayKinds(plans: readonly Pick<SheetPlan, 'display'>[]): string[] {
  const used = new Set(plans.flatMap((plan) => Object.keys(plan.display)));
  return DISPLAY_KINDS.filter((kind) => used.has(kind));
}

// ─── Import ───────────────────────────────────────────────────────────────────────────────

/** One filled row: what the sheet says about a new plan. */
export type PlanDraftRow = {
  /** the row number the spreadsheet program shows (the header is row 1) */
  row: number;
  name: string;
  type: PlanType;
  collectionVariant: CollectionVariant | null;
  day: IsoDay | null;
  dateName: string | null;
  start: Date | null;
  end: Date | null;
  scope: PlanScope;
  locationName: string | null;
  targets: DeviceClass[];
  display: Record<string, string>;
  description: string | null;
  allowRecurring: boolean;
  foreign: boolean;
  accounting: Record<string, string>;
  externalFields: Record<string, string>;
};

/** A problem of the file (row null), of a row, or of one cell. */
export type SheetProblem = { row: number | null; column: string | null; message: string };

export type PlanSheetReading = { columns: PlanColumn[]; rows: PlanDraftRow[]; problems: SheetProblem[] };

export const MAX_IMPORT_ROWS = 1000;

export function formatSheetProblem(problem: SheetProblem): string {
  return problem.row === null
    ? problem.message
    : PLAN_SHEET_MESSAGES.rowError(problem.row, problem.column, problem.message);
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase('de-DE');

/** The column a header names, or null when it names none. */
export function matchHeader(header: string): PlanColumn | null {
  const wanted = normalize(header);
  const fixed = buildPlanColumns({
    accountingFields: [],
    externalFields: [],
    extraDisplayKinds: DISPLAY_KINDS,
  });
  const exact = fixed.find((column) => normalize(column.header) === wanted);
  if (exact) return exact;
  const displayKind = DISPLAY_KINDS.find((kind) => normalize(`${DISPLAY_PREFIX}${kind}`) === wanted);
  if (displayKind) return fixed.find((column) => column.key === `display.${displayKind}`) ?? null;
  if (wanted.startsWith(normalize(ACCOUNTING_PREFIX))) {
    const name = header
      .trim()
      .slice(header.trim().indexOf(':') + 1)
      .trim();
    return name.length > 0 ? accountingColumn(name) : null;
  }
  if (wanted.startsWith(normalize(EXTERNAL_PREFIX))) {
    const name = normalize(header.slice(header.indexOf(':') + 1));
    const known = PLAN_EXTERNAL_FIELDS.find((field) => normalize(field) === name);
    return known ? externalColumn(known) : null;
  }
  return null;
}

/**
 * Reads the first sheet of a filled template: `rows[0]` is the header row. Empty rows are skipped;
 * rows are numbered as the spreadsheet shows them.
 */
export function readPlanSheet(rows: readonly (readonly SheetValue[])[]): PlanSheetReading {
  const problems: SheetProblem[] = [];
  const header = rows[0] ?? [];
  const columns: (PlanColumn | null)[] = [];
  for (const cell of header) {
    const text = readText(cell);
    if (text.length === 0) {
      columns.push(null);
      continue;
    }
    const column = matchHeader(text);
    if (!column) problems.push({ row: null, column: null, message: PLAN_SHEET_MESSAGES.unknownColumn(text) });
    else if (columns.some((known) => known?.key === column.key))
      problems.push({ row: null, column: null, message: PLAN_SHEET_MESSAGES.duplicateColumn(column.header) });
    columns.push(column);
  }
  const found = columns.filter((column): column is PlanColumn => column !== null);
  for (const required of buildPlanColumns({ accountingFields: [], externalFields: [] }).filter(
    (column) => column.required,
  )) {
    if (!found.some((column) => column.key === required.key))
      problems.push({ row: null, column: null, message: PLAN_SHEET_MESSAGES.missingColumn(required.header) });
  }
  if (problems.length > 0) return { columns: found, rows: [], problems };

  const filled = rows
    .map((cells, index) => ({ cells, row: index + 1 }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell, index) => columns[index]?.imported && !isBlank(cell)));
  if (filled.length === 0)
    return { columns: found, rows: [], problems: [fileProblem(PLAN_SHEET_MESSAGES.noRows)] };
  if (filled.length > MAX_IMPORT_ROWS) {
    return {
      columns: found,
      rows: [],
      problems: [fileProblem(PLAN_SHEET_MESSAGES.tooManyRows(MAX_IMPORT_ROWS))],
    };
  }
  const drafts: PlanDraftRow[] = [];
  for (const { cells, row } of filled) {
    const values = new Map<string, SheetValue>();
    columns.forEach((column, index) => {
      if (column?.imported) values.set(column.key, cells[index] ?? null);
    });
    const result = readPlanRow(row, values, found);
    if ('draft' in result) drafts.push(result.draft);
    else problems.push(...result.problems);
  }
  return { columns: found, rows: problems.length > 0 ? [] : drafts, problems };
}

function fileProblem(message: string): SheetProblem {
  return { row: null, column: null, message };
}

function readPlanRow(
  row: number,
  values: ReadonlyMap<string, SheetValue>,
  columns: readonly PlanColumn[],
): { draft: PlanDraftRow } | { problems: SheetProblem[] } {
  const problems: SheetProblem[] = [];
  const headerOf = (key: string) => columns.find((column) => column.key === key)?.header ?? key;
  const text = (key: string) => readText(values.get(key) ?? null);
  const optionalText = (key: string) => text(key) || null;
  function take<T>(key: string, result: CellResult<T>, fallback: T): T {
    if (result.ok) return result.value;
    problems.push({ row, column: headerOf(key), message: result.message });
    return fallback;
  }
  const complain = (key: string, message: string) => problems.push({ row, column: headerOf(key), message });

  const name = text('name');
  if (name.length === 0) complain('name', PLAN_SHEET_MESSAGES.required);
  const variant = take('variant', readVariant(text('variant')), '_donation');
  const targets = take('targets', readTargets(text('targets')), []);
  const day = take('day', readDay(values.get('day') ?? null), null);
  const isDated = day !== null;
  const start = isDated ? null : take('start', readDateTime(values.get('start') ?? null, '00:00'), null);
  const end = isDated ? null : take('end', readDateTime(values.get('end') ?? null, '23:59'), null);
  const locationName = optionalText('location');
  const scope = take('scope', readScope(text('scope'), locationName !== null), 'org');
  if (scope === 'loc' && locationName === null) complain('location', PLAN_SHEET_MESSAGES.locationRequired);
  const allowRecurring = take('allowRecurring', readBoolean(values.get('allowRecurring') ?? null), false);
  const foreign = take('foreign', readBoolean(values.get('foreign') ?? null), false);

  const display: Record<string, string> = {};
  const accounting: Record<string, string> = {};
  const externalFields: Record<string, string> = {};
  for (const [key] of values) {
    const value = text(key);
    if (value.length === 0) continue;
    if (key.startsWith('display.')) display[key.slice('display.'.length)] = value;
    else if (key.startsWith('accounting.')) accounting[key.slice('accounting.'.length)] = value;
    else if (key.startsWith('external.')) externalFields[key.slice('external.'.length)] = value;
  }
  if (problems.length > 0) return { problems };
  return {
    draft: {
      row,
      name,
      type: variant === '_donation' ? 'donation' : 'collection',
      collectionVariant: variant === '_donation' ? null : variant,
      day,
      dateName: isDated ? optionalText('dateName') : null,
      start,
      end,
      scope,
      locationName: scope === 'loc' ? locationName : null,
      targets,
      display,
      description: optionalText('description'),
      allowRecurring,
      foreign,
      accounting,
      externalFields,
    },
  };
}

function readVariant(value: string): CellResult<PlanVariantChoice> {
  if (value.length === 0) return { ok: false, message: PLAN_SHEET_MESSAGES.required };
  const wanted = normalize(value);
  const choice = PLAN_VARIANT_CHOICES.find(
    (candidate) => normalize(PLAN_VARIANT_LABELS[candidate]) === wanted || candidate === wanted,
  );
  return choice
    ? { ok: true, value: choice }
    : { ok: false, message: PLAN_SHEET_MESSAGES.unknownVariant(value) };
}

/** 'Kollekten-App, Spenden-App', 'WA; WS' or 'Kollekten-App (WA)', in the order of the device classes. */
export function readTargets(value: string): CellResult<DeviceClass[]> {
  const chosen = new Set<DeviceClass>();
  for (const part of value.split(/[,;\n]+/)) {
    const entry = part.trim();
    if (entry.length === 0) continue;
    const wanted = normalize(entry);
    const match = DEVICE_CLASSES.find(
      (deviceClass) =>
        normalize(deviceClass) === wanted ||
        normalize(DEVICE_CLASS_LABELS[deviceClass]) === wanted ||
        normalize(`${DEVICE_CLASS_LABELS[deviceClass]} (${deviceClass})`) === wanted,
    );
    if (!match) return { ok: false, message: PLAN_SHEET_MESSAGES.unknownDevice(entry) };
    chosen.add(match);
  }
  // none chosen: the editor's rule answers, with its own words
  return { ok: true, value: DEVICE_CLASSES.filter((deviceClass) => chosen.has(deviceClass)) };
}

function readScope(value: string, hasLocation: boolean): CellResult<PlanScope> {
  if (value.length === 0) return { ok: true, value: hasLocation ? 'loc' : 'org' };
  const wanted = normalize(value);
  const scope = (Object.keys(SCOPE_VALUES) as PlanScope[]).find(
    (candidate) => normalize(SCOPE_VALUES[candidate]) === wanted || candidate === wanted,
  );
  return scope ? { ok: true, value: scope } : { ok: false, message: PLAN_SHEET_MESSAGES.unknownScope(value) };
}
