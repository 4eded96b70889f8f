/**
 * Display priority (Anzeigepriorität, planning.md §2 "priority chooser", §3 "Collection plan
 * extension", §4 "Priority saving", §9): the order in which a device class shows the plans that run
 * on it. An organisation keeps its choice per plan and device class in an extension,
 * `settings_local[app name].display.order.priority`; without one the kind of plan decides.
 *
 * - Chooser classes WS, WA, SP, KS; choices 1 to 9 for the web apps, 1, 2, 3 and 'keine' for SP/KS.
 * - "The stored priority is the choice plus one": the choice is the index in the chooser's list.
 * - Default order: main 1, secondary 2, free 3, donation purposes 4; web apps 3 for donation and free.
 * - 'keine' (index 3) on SP/KS deletes the extension; the default order applies again.
 * - Pillar types show up to 3 collections.
 *
 * The priority in force at an organisation is its own extension, else the nearest one of an
 * organisation above it (a district can order the plans of all its parishes), else the default.
 */
import type { DeviceType } from '../devices/device-types';
import { type CollectionVariant, DEVICE_CLASS_LABELS, type DeviceClass, type PlanType } from './plan-types';

export const PRIORITY_DEVICE_CLASSES = ['WS', 'WA', 'SP', 'KS'] as const satisfies readonly DeviceClass[];
export type PriorityDeviceClass = (typeof PRIORITY_DEVICE_CLASSES)[number];

/** What the API answers about priorities it cannot keep. */
export const PRIORITY_MESSAGES = {
  notTargeted: (label: string) => `Diese Sammlung läuft nicht auf ${label}.`,
  wrongApp: (app: string) => `Die Priorität gehört unter settings_local.${app}.display.order.priority.`,
  outOfRange: (label: string, highest: number) =>
    `Die Priorität für ${label} muss eine ganze Zahl von 1 bis ${highest} sein.`,
} as const;

/** The app whose settings hold the priority: the device type of each chooser class. */
export const PRIORITY_APP_NAMES: Record<PriorityDeviceClass, DeviceType> = {
  WA: 'john',
  WS: 'bart',
  SP: 'matt',
  KS: 'james',
};

/** The web apps choose among 1 to 9. */
export const WEB_APP_PRIORITY_COUNT = 9;
/** SP and KS: 1, 2, 3 and 'keine'. */
export const PILLAR_PRIORITY_COUNT = 3;
export const NO_PRIORITY_LABEL = 'keine';
/** The index of 'keine' in the SP/KS chooser. */
export const NO_PRIORITY_INDEX = 3;
/** "Pillar types show up to 3 collections." */
export const PILLAR_COLLECTION_LIMIT = 3;

export function isPriorityDeviceClass(deviceClass: string): deviceClass is PriorityDeviceClass {
  return (PRIORITY_DEVICE_CLASSES as readonly string[]).includes(deviceClass);
}

function isPillarClass(deviceClass: PriorityDeviceClass): boolean {
  return deviceClass === 'SP' || deviceClass === 'KS';
}

/** The chooser classes among a plan's targets, in chooser order (WS, WA, SP, KS). */
export function getPriorityDeviceClasses(targets: readonly DeviceClass[]): PriorityDeviceClass[] {
  return PRIORITY_DEVICE_CLASSES.filter((deviceClass) => targets.includes(deviceClass));
}

/** The chooser's entries: '1' … '9' for web apps; '1', '2', '3', 'keine' for SP/KS. */
export function getPriorityChoices(deviceClass: PriorityDeviceClass): string[] {
  if (isPillarClass(deviceClass)) {
    return [
      ...Array.from({ length: PILLAR_PRIORITY_COUNT }, (_, index) => String(index + 1)),
      NO_PRIORITY_LABEL,
    ];
  }
  return Array.from({ length: WEB_APP_PRIORITY_COUNT }, (_, index) => String(index + 1));
}

/** "The stored priority is the choice plus one." */
export function choiceToPriority(choiceIndex: number): number {
  return choiceIndex + 1;
}

/** The chooser entry a priority shows as; beyond the last entry, the last ('keine' on SP/KS). */
export function priorityToChoice(priority: number, deviceClass: PriorityDeviceClass): number {
  const last = getPriorityChoices(deviceClass).length - 1;
  return Math.min(Math.max(Math.trunc(priority) - 1, 0), last);
}

/** A priority an extension may store: 1–9 for web apps, 1–3 for SP/KS ('keine' is no extension). */
export function isValidPriority(deviceClass: PriorityDeviceClass, priority: number): boolean {
  const highest = isPillarClass(deviceClass) ? PILLAR_PRIORITY_COUNT : WEB_APP_PRIORITY_COUNT;
  return Number.isInteger(priority) && priority >= 1 && priority <= highest;
}

/** Why `settings_local` cannot be kept for the device class, or null when it holds a valid priority. */
export function checkPrioritySettings(
  deviceClass: PriorityDeviceClass,
  settingsLocal: Readonly<Record<string, unknown>>,
): string | null {
  const app = PRIORITY_APP_NAMES[deviceClass];
  const keys = Object.keys(settingsLocal);
  if (keys.length !== 1 || keys[0] !== app) return PRIORITY_MESSAGES.wrongApp(app);
  const priority = readPriority(settingsLocal, deviceClass);
  if (priority === null || !isValidPriority(deviceClass, priority)) {
    const highest = isPillarClass(deviceClass) ? PILLAR_PRIORITY_COUNT : WEB_APP_PRIORITY_COUNT;
    return PRIORITY_MESSAGES.outOfRange(DEVICE_CLASS_LABELS[deviceClass], highest);
  }
  return null;
}

export type PlanKind = { type: PlanType; collectionVariant: CollectionVariant | null };

/** "Default order: main 1, secondary 2, free 3, donation purposes 4 (web apps default to 3 for donation and free)." */
export function getDefaultPriority(kind: PlanKind, deviceClass: PriorityDeviceClass): number {
  const isWebApp = !isPillarClass(deviceClass);
  if (kind.type === 'donation') return isWebApp ? 3 : 4;
  switch (kind.collectionVariant) {
    case 'inner':
      return 1;
    case 'outer':
      return 2;
    default:
      return 3;
  }
}

/** What saving a choice does (planning.md §4 "Priority saving"). */
export type PrioritySave =
  | { kind: 'create'; priority: number }
  | { kind: 'patch'; extensionId: number; priority: number }
  | { kind: 'delete'; extensionId: number }
  | { kind: 'none' };

/**
 * "Saving creates an extension if none exists. For SP and KS, choosing 'keine' (index 3) deletes the
 * extension. Otherwise the extension is patched." 'keine' without an extension leaves nothing to do.
 */
export function decidePrioritySave(input: {
  deviceClass: PriorityDeviceClass;
  choiceIndex: number;
  /** the organisation's own extension for this plan and device class */
  existingExtensionId: number | null;
}): PrioritySave {
  const { deviceClass, choiceIndex, existingExtensionId } = input;
  if (isPillarClass(deviceClass) && choiceIndex === NO_PRIORITY_INDEX) {
    return existingExtensionId === null
      ? { kind: 'none' }
      : { kind: 'delete', extensionId: existingExtensionId };
  }
  const priority = choiceToPriority(choiceIndex);
  return existingExtensionId === null
    ? { kind: 'create', priority }
    : { kind: 'patch', extensionId: existingExtensionId, priority };
}

export type PrioritySettings = Record<string, { display: { order: { priority: number } } }>;

/** `settings_local` of an extension holding a priority: `{[app name]: {display: {order: {priority}}}}`. */
export function buildPrioritySettings(deviceClass: PriorityDeviceClass, priority: number): PrioritySettings {
  return { [PRIORITY_APP_NAMES[deviceClass]]: { display: { order: { priority } } } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The priority kept in an extension's settings for the device class's app, or null. */
export function readPriority(settingsLocal: unknown, deviceClass: PriorityDeviceClass): number | null {
  if (!isObject(settingsLocal)) return null;
  const app = settingsLocal[PRIORITY_APP_NAMES[deviceClass]];
  if (!isObject(app) || !isObject(app.display) || !isObject(app.display.order)) return null;
  const priority = app.display.order.priority;
  return typeof priority === 'number' && Number.isInteger(priority) ? priority : null;
}

export type PriorityExtension = {
  organizationId: number;
  locationId: number | null;
  deviceClass: string;
  settingsLocal: unknown;
};

export type ResolvedPriority = {
  priority: number;
  /** the organisation whose extension decides, null for the default order */
  sourceOrganizationId: number | null;
};

/**
 * The priority of one plan on a device class at an organisation (and, for a device, its location):
 * an extension of that location first, then the organisation's own, then the nearest above it,
 * else the default of the plan's kind.
 */
export function resolvePriority(input: {
  kind: PlanKind;
  deviceClass: PriorityDeviceClass;
  /** the plan's extensions (any organisation's; those off the path are ignored) */
  extensions: readonly PriorityExtension[];
  /** ids from the root down to the organisation looked from */
  organizationPath: readonly number[];
  locationId?: number | null;
}): ResolvedPriority {
  const { deviceClass, organizationPath } = input;
  const locationId = input.locationId ?? null;
  let best: { rank: number; priority: number; organizationId: number } | null = null;
  for (const extension of input.extensions) {
    if (extension.deviceClass !== deviceClass) continue;
    const depth = organizationPath.indexOf(extension.organizationId);
    if (depth < 0) continue;
    const isOwn = depth === organizationPath.length - 1;
    if (extension.locationId !== null && !(isOwn && extension.locationId === locationId)) continue;
    const priority = readPriority(extension.settingsLocal, deviceClass);
    if (priority === null) continue;
    // deeper organisations win; on the own organisation a location's extension wins over the organisation's
    const rank = depth * 2 + (extension.locationId === null ? 0 : 1);
    if (!best || rank > best.rank) best = { rank, priority, organizationId: extension.organizationId };
  }
  return best
    ? { priority: best.priority, sourceOrganizationId: best.organizationId }
    : { priority: getDefaultPriority(input.kind, deviceClass), sourceOrganizationId: null };
}

export type PrioritizedPlan = { priority: number; start: Date | null; name: string; id: number };

/**
 * The plans a device class shows, in order: lowest priority first, then the earlier start, then by
 * name; pillars (SP, KS) show only the first three.
 */
export function orderPlansForDisplay<T extends PrioritizedPlan>(
  plans: readonly T[],
  deviceClass: PriorityDeviceClass,
): T[] {
  const ordered = [...plans].sort(
    (a, b) =>
      a.priority - b.priority ||
      (a.start?.getTime() ?? 0) - (b.start?.getTime() ?? 0) ||
      a.name.localeCompare(b.name, 'de') ||
      a.id - b.id,
  );
  return isPillarClass(deviceClass) ? ordered.slice(0, PILLAR_COLLECTION_LIMIT) : ordered;
}
