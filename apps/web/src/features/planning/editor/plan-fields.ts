/**
 * Which accounting and external fields the editor offers, and which the user may change. The
 * organisation's settings `accounting.extra_fields` and `external_fields.extra_fields` choose the
 * fields (planning.md §3); the permission each needs comes from `@kollekta/domain`.
 */
import type { CollectionPlan, OrganizationDetail } from '@kollekta/contract';
import { DEFAULT_ACCOUNTING_FIELDS, getMetaFieldPermission, PLAN_EXTERNAL_FIELDS } from '@kollekta/domain';
import { canDo } from '../../organizations';

/** planning.md §3: the external fields offered, in the spec's order; the same lists the spreadsheet uses. */
export const EXTERNAL_FIELDS = PLAN_EXTERNAL_FIELDS;
export { DEFAULT_ACCOUNTING_FIELDS };

type SettingsSource = Pick<OrganizationDetail, 'settings_local' | 'settings_inherit'>;
export type MetaSection = 'accounting' | 'external_fields';

function readList(settings: Record<string, unknown>, section: MetaSection): string[] | null {
  const value = settings[section];
  if (typeof value !== 'object' || value === null) return null;
  const list = (value as Record<string, unknown>).extra_fields;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : null;
}

/** The organisation's own list wins over the inherited one; null when neither names any. */
export function readConfiguredFields(organization: SettingsSource, section: MetaSection): string[] | null {
  return readList(organization.settings_local, section) ?? readList(organization.settings_inherit, section);
}

function withExisting(fields: readonly string[], existing: Record<string, unknown> | undefined): string[] {
  const result = [...fields];
  for (const key of Object.keys(existing ?? {})) if (!result.includes(key)) result.push(key);
  return result;
}

/** Fields a plan shows: the configured ones, plus any the plan already has values for. */
export function offeredFields(
  organization: SettingsSource,
  section: MetaSection,
  plan: Pick<CollectionPlan, 'meta'> | null,
): string[] {
  const configured = readConfiguredFields(organization, section);
  if (section === 'external_fields') {
    const names = configured
      ? EXTERNAL_FIELDS.filter((field) => configured.includes(field))
      : [...EXTERNAL_FIELDS];
    return withExisting(names, plan?.meta.external_fields);
  }
  return withExisting(configured ?? [...DEFAULT_ACCOUNTING_FIELDS], plan?.meta.accounting);
}

export function canEditMetaField(
  organization: Pick<OrganizationDetail, 'permissions'>,
  section: MetaSection | 'description',
  key = '',
): boolean {
  return canDo(organization, getMetaFieldPermission(section, key));
}
