/** The API shape of church-tax persons (devices-income-kirchgeld.md §3): one place, nothing else leaks. */
import type { KgPerson, KgPersonListItem, KgPersonVersion, KgRelation } from '@kollekta/contract';
import {
  isKgVersionValidAt,
  KG_PERSON_FIELD_NAMES,
  type KgPersonValues,
  kgPersonDisplayName,
  kgPersonInactiveSince,
} from '@kollekta/domain';
import type { LookupRow } from './person-lookup.repository';
import type { PersonRow, RelationRow, VersionRow } from './persons.repository';

export function personUrl(apiBase: string, tenantId: number, personId: string): string {
  return `${apiBase}tenant/${tenantId}/person/${personId}/`;
}

export function organizationUrl(apiBase: string, tenantId: number, organizationId: number): string {
  return `${apiBase}tenant/${tenantId}/organization/${organizationId}/`;
}

function toInstant(value: Date | string): string {
  return new Date(value).toISOString();
}

function toNullableInstant(value: Date | string | null): string | null {
  return value === null ? null : toInstant(value);
}

/** The spec's fields of a version row, days as YYYY-MM-DD. */
export function valuesOf(
  row: Record<string, unknown>,
): Record<(typeof KG_PERSON_FIELD_NAMES)[number], string | null> {
  const values = {} as Record<(typeof KG_PERSON_FIELD_NAMES)[number], string | null>;
  for (const name of KG_PERSON_FIELD_NAMES) {
    const value = row[name];
    values[name] =
      value === null || value === undefined
        ? null
        : value instanceof Date
          ? value.toISOString().slice(0, 10)
          : String(value);
  }
  return values;
}

export function periodOf(row: { valid_from: Date | string; valid_before: Date | string | null }) {
  return {
    validFrom: new Date(row.valid_from),
    validBefore: row.valid_before === null ? null : new Date(row.valid_before),
  };
}

export function toVersionResponse(row: VersionRow, orgByKro: KgPersonVersion['org_by_kro']): KgPersonVersion {
  return {
    id: Number(row.id),
    valid_from: toInstant(row.valid_from),
    valid_before: toNullableInstant(row.valid_before),
    source: row.source,
    eigenerfasst: row.eigenerfasst,
    ...valuesOf(row),
    org_by_kro: orgByKro,
  };
}

export function toRelationResponse(
  row: RelationRow,
  context: { apiBase: string; tenantId: number; now: Date },
): KgRelation {
  const period = periodOf(row);
  return {
    id: Number(row.id),
    type: row.type,
    person: {
      id: row.other_id,
      url: personUrl(context.apiBase, context.tenantId, row.other_id),
      type: row.other_type,
      name: kgPersonDisplayName(row.other_type, row as KgPersonValues),
    },
    valid_from: toInstant(row.valid_from),
    valid_before: toNullableInstant(row.valid_before),
    is_active: isKgVersionValidAt(period, context.now),
  };
}

export function toPersonResponse(
  person: PersonRow,
  parts: {
    versions: KgPersonVersion[];
    versionPeriods: { validFrom: Date; validBefore: Date | null }[];
    relations: KgRelation[];
    reverseRelations: KgRelation[];
    apiBase: string;
    now: Date;
  },
): KgPerson {
  const inactiveSince = kgPersonInactiveSince(parts.versionPeriods, parts.now);
  return {
    id: person.id,
    url: personUrl(parts.apiBase, person.tenant_id, person.id),
    type: person.type,
    is_editable: person.eigenerfasst,
    inaktiv: inactiveSince !== null,
    inaktiv_seit: inactiveSince === null ? null : inactiveSince.toISOString(),
    created_at: toInstant(person.created_at),
    legacy_contextk_stammdaten_id: person.legacy_contextk_stammdaten_id,
    data: parts.versions,
    relations: parts.relations,
    reverse_relations: parts.reverseRelations,
  };
}

export function toListItemResponse(
  row: LookupRow,
  context: { apiBase: string; tenantId: number; now: Date },
): KgPersonListItem {
  const values = valuesOf(row);
  const period = periodOf(row);
  return {
    id: row.person_id,
    url: personUrl(context.apiBase, context.tenantId, row.person_id),
    type: row.person_type,
    is_editable: row.person_eigenerfasst,
    inaktiv: period.validBefore !== null && period.validBefore.getTime() <= context.now.getTime(),
    name: kgPersonDisplayName(row.person_type, values),
    latest_data: {
      id: Number(row.id),
      valid_from: period.validFrom.toISOString(),
      valid_before: period.validBefore?.toISOString() ?? null,
      source: row.source,
      eigenerfasst: row.eigenerfasst,
      ...values,
    },
  };
}
