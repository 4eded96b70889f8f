/**
 * The meta of a plan: accounting, external fields and description. Changes merge into what is stored
 * (a field the editor does not send stays as it was), values are trimmed and the IBAN formatted, and
 * every changed field is checked against the permission it needs.
 */
import type { PlanMeta } from '@kollekta/contract';
import {
  type Actor,
  formatIban,
  getMetaFieldPermission,
  hasPermission,
  normalizeAccountingValue,
} from '@kollekta/domain';
import { DomainError } from '../../platform/errors';
import { isRecord } from './plan.mapper';
import { PLANNING_MESSAGES } from './planning-messages';

export type StoredMeta = Record<string, unknown>;
const SECTIONS = ['accounting', 'external_fields'] as const;

export function mergeMeta(stored: StoredMeta, input: PlanMeta): StoredMeta {
  const merged: StoredMeta = { ...stored };
  if (input.accounting) {
    merged.accounting = {
      ...readSection(stored, 'accounting'),
      ...normalizeSection(input.accounting, 'accounting'),
    };
  }
  if (input.external_fields) {
    merged.external_fields = {
      ...readSection(stored, 'external_fields'),
      ...normalizeSection(input.external_fields, 'external_fields'),
    };
  }
  if (input.description) merged.description = { text: input.description.text };
  return merged;
}

function normalizeSection(
  values: Record<string, string | null>,
  section: (typeof SECTIONS)[number],
): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const trimmed = normalizeAccountingValue(value);
      if (section === 'external_fields' && key === 'IBAN' && trimmed !== null)
        return [key.trim(), formatIban(trimmed)];
      return [key.trim(), trimmed];
    }),
  );
}

export function readSection(
  meta: StoredMeta,
  section: (typeof SECTIONS)[number],
): Record<string, string | null> {
  const value = meta[section];
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, typeof entry === 'string' ? entry : null]),
  );
}

export function readDescription(meta: StoredMeta): string | null {
  const description = meta.description;
  return isRecord(description) && typeof description.text === 'string' ? description.text : null;
}

/** Refuses (403) a change of a field the actor may not edit; unchanged fields may be sent as they are. */
export function assertMetaChangesAllowed(
  actor: Actor,
  organizationPath: readonly number[],
  before: StoredMeta,
  after: StoredMeta,
): void {
  for (const section of SECTIONS) {
    const old = readSection(before, section);
    for (const [key, value] of Object.entries(readSection(after, section))) {
      if ((old[key] ?? null) === value) continue;
      if (!hasPermission(actor, organizationPath, getMetaFieldPermission(section, key))) {
        throw new DomainError('forbidden', PLANNING_MESSAGES.fieldNotEditable(key));
      }
    }
  }
}
