/**
 * The accounting fields of the public page (devices spec "settings.accounting.extra_fields (list of
 * name, type, value; a type 'confirmed' exists)", administration.md "fields of type confirmed are
 * hidden"). An organisation's extra_fields are plain names (type text) or typed entries; the own
 * settings win, then the nearest inherited ones, as with the plan editor's fields.
 */
import type { OrganizationSettingsLink } from '../planning/organization-features';
import { DEFAULT_ACCOUNTING_FIELDS } from '../planning/plan-meta-fields';
import { normalizeAccountingValue, validateAccountingValue } from '../planning/plan-validation';

export type AccountingFieldDefinition = { name: string; type: string };
export type AccountingFieldValue = AccountingFieldDefinition & { value: string | null };

/** Fields of this type are set by staff only and never shown on the public page. */
export const HIDDEN_ACCOUNTING_FIELD_TYPE = 'confirmed';

export const PUBLIC_ACCOUNTING_MESSAGES = {
  notFound: 'Sammlung nicht gefunden. Der Link ist entweder abgelaufen oder falsch.',
  loadFailed: 'Die Sammlung konnte nicht geladen werden',
  invalidData: 'Die eingegebenen Daten sind fehlerhaft.',
  noCollectionId: 'Keine Sammlungs-ID gesetzt',
  noCollectionName: 'Name der Sammlung nicht gefunden',
} as const;

/** The configured fields of `chain` (own organisation first), or null when none names any. */
export function readAccountingFieldDefinitions(
  chain: readonly OrganizationSettingsLink[],
): AccountingFieldDefinition[] | null {
  const [own, ...ancestors] = chain;
  if (!own) return null;
  for (const settings of [
    own.settingsLocal,
    own.settingsInherit,
    ...ancestors.map((l) => l.settingsInherit),
  ]) {
    const list = readList(settings);
    if (list) return list;
  }
  return null;
}

function readList(settings: Readonly<Record<string, unknown>>): AccountingFieldDefinition[] | null {
  const section = settings.accounting;
  if (typeof section !== 'object' || section === null) return null;
  const list = (section as Record<string, unknown>).extra_fields;
  if (!Array.isArray(list)) return null;
  const fields: AccountingFieldDefinition[] = [];
  for (const item of list) {
    if (typeof item === 'string' && item.trim() !== '') fields.push({ name: item.trim(), type: 'text' });
    else if (typeof item === 'object' && item !== null) {
      const { name, type } = item as Record<string, unknown>;
      if (typeof name === 'string' && name.trim() !== '') {
        fields.push({ name: name.trim(), type: typeof type === 'string' && type !== '' ? type : 'text' });
      }
    }
  }
  return fields;
}

/**
 * The fields the page shows with the collection's values: the configured ones (or the defaults),
 * then names the collection already has values for; fields of type confirmed never.
 */
export function resolvePublicAccountingFields(
  chain: readonly OrganizationSettingsLink[],
  stored: Readonly<Record<string, string | null>>,
): AccountingFieldValue[] {
  const configured =
    readAccountingFieldDefinitions(chain) ??
    DEFAULT_ACCOUNTING_FIELDS.map((name) => ({ name, type: 'text' }));
  const fields = configured.map((field) => ({ ...field, value: stored[field.name] ?? null }));
  for (const [name, value] of Object.entries(stored)) {
    if (!configured.some((field) => field.name === name)) fields.push({ name, type: 'text', value });
  }
  return fields.filter((field) => field.type !== HIDDEN_ACCOUNTING_FIELD_TYPE);
}

/**
 * What the page may save: only the shown fields, each trimmed (empty is null) and at most 100
 * characters. Field errors name the field; an unknown or hidden name is refused as bad data.
 */
export function checkPublicAccountingInput(
  shown: readonly AccountingFieldDefinition[],
  input: Readonly<Record<string, string | null>>,
): { values: Record<string, string | null>; fieldErrors: Record<string, string[]> } {
  const values: Record<string, string | null> = {};
  const fieldErrors: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(input)) {
    if (!shown.some((field) => field.name === name)) {
      fieldErrors[`meta.accounting.${name}`] = [PUBLIC_ACCOUNTING_MESSAGES.invalidData];
      continue;
    }
    const message = validateAccountingValue(raw);
    if (message) fieldErrors[`meta.accounting.${name}`] = [message];
    else values[name] = normalizeAccountingValue(raw);
  }
  return { values, fieldErrors };
}
