/**
 * What other church-tax parts use of the filters (shared interface 4): the persons a filter matches
 * and the persons of a target group, each as a one-column query (`person_id`) to use as
 * `where('kg_person.id', 'in', query)`, and a target group by id.
 */
import { checkKgFilter, type KgFilterNode } from '@kollekta/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/database-schema';
import { DomainError } from '../../../platform/errors';
import { filteredPersons } from './filter-query';
import { findTargetGroupRow } from './filters.repository';

type Db = Kysely<Database>;

export type KgTargetGroupRecord = {
  id: number;
  name: string;
  type: 'PersistedFilter' | 'LiveFilter';
  filter: KgFilterNode;
};

/** Checks a filter as the API takes it; a refusal is a German 400 at `filter`. */
export function requireValidFilter(filter: unknown, today: string) {
  const check = checkKgFilter(filter, today);
  if (!check.ok)
    throw new DomainError('validation', check.errors[0], { fieldErrors: { filter: check.errors } });
  return check;
}

/** The tenant's persons matching the filter today (active ones, unless the filter asks about inactivity). */
export function personIdsMatchingFilter(
  db: Db,
  options: { tenantId: number; filter: KgFilterNode; today: string; includeInactive?: boolean },
) {
  const check = requireValidFilter(options.filter, options.today);
  return filteredPersons(db, check.filter, {
    tenantId: options.tenantId,
    today: options.today,
    includeInactive: options.includeInactive === true || check.asksForInactive,
  }).select('kg_person.id as person_id');
}

/**
 * A target group's persons: a persisted group's frozen set, a live group's matches today. An unknown
 * group (or another tenant's) is a 404.
 */
export async function targetGroupPersonIds(
  db: Db,
  options: { tenantId: number; filterId: number; today: string },
) {
  const group = await findKgTargetGroup(db, options.tenantId, options.filterId);
  if (!group) throw new DomainError('not_found', 'Diese Zielgruppe gibt es nicht.');
  if (group.type === 'LiveFilter')
    return personIdsMatchingFilter(db, {
      tenantId: options.tenantId,
      filter: group.filter,
      today: options.today,
    });
  return db
    .selectFrom('kg_filter_person')
    .select('kg_filter_person.person_id')
    .where('kg_filter_person.filter_id', '=', group.id);
}

export async function findKgTargetGroup(
  db: Db,
  tenantId: number,
  filterId: number,
): Promise<KgTargetGroupRecord | undefined> {
  const row = await findTargetGroupRow(db, tenantId, filterId);
  return row && { id: row.id, name: row.name, type: row.type, filter: row.filter as KgFilterNode };
}
