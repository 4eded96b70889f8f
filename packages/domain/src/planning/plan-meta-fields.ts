/**
 * Which accounting and external fields an organisation's plans carry (planning.md §3 "external_fields
 * offered … depends on the organisation's extra_fields setting"). The organisation's own
 * `settings_local.<section>.extra_fields` wins, then the nearest `settings_inherit` from the
 * organisation itself up to the root, as with the planning features.
 */
import type { OrganizationSettingsLink } from './organization-features';

/** planning.md §3: the external fields offered, in the spec's order. */
export const PLAN_EXTERNAL_FIELDS = [
  'Organisation',
  'Kontaktperson',
  'Telefon',
  'Mail',
  'Straße',
  'PLZ',
  'Ort',
  'Kontoinhaber',
  'Bank',
  'IBAN',
  'BIC',
  'Verwendungszweck',
  'www',
] as const;

/** Offered when the organisation names no cost centres of its own (not worded by the spec). */
export const DEFAULT_ACCOUNTING_FIELDS = ['Kostenstelle', 'Sachkonto'] as const;

export type MetaFieldSection = 'accounting' | 'external_fields';

/** The configured names, or null when no organisation of the chain names any. `chain`: own first. */
export function readConfiguredMetaFields(
  chain: readonly OrganizationSettingsLink[],
  section: MetaFieldSection,
): string[] | null {
  const [own, ...ancestors] = chain;
  if (!own) return null;
  for (const settings of [
    own.settingsLocal,
    own.settingsInherit,
    ...ancestors.map((link) => link.settingsInherit),
  ]) {
    const list = readList(settings, section);
    if (list) return list;
  }
  return null;
}

/**
 * The fields offered for a section: the configured ones (external ones in the spec's order), or the
 * defaults; then any other names found in `present` (values plans already have), in their order.
 */
export function resolveMetaFieldNames(
  chain: readonly OrganizationSettingsLink[],
  section: MetaFieldSection,
  present: Iterable<string> = [],
): string[] {
  const configured = readConfiguredMetaFields(chain, section);
  const names: string[] =
    section === 'external_fields'
      ? PLAN_EXTERNAL_FIELDS.filter((field) => configured?.includes(field) ?? true)
      : [...(configured ?? DEFAULT_ACCOUNTING_FIELDS)];
  for (const name of present) if (!names.includes(name)) names.push(name);
  return names;
}

function readList(settings: Readonly<Record<string, unknown>>, section: MetaFieldSection): string[] | null {
  const value = settings[section];
  if (typeof value !== 'object' || value === null) return null;
  const list = (value as Record<string, unknown>).extra_fields;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
}
