/**
 * The filter engine: a checked filter (`checkKgFilter`) compiled into Kysely SQL over a tenant's
 * persons and the newest version of their data. Column names come only from the whitelist of
 * `KG_FILTER_FIELDS`; every value is a parameter. Each criterion is made two-valued (`coalesce(…,
 * false)`), so `not` of a criterion on an empty field matches that person instead of dropping them.
 * "Today" is a Berlin day: a person set inactive today, a marriage ended today no longer count.
 */
import {
  birthDateBoundsForAge,
  type KgCheckedCriterion,
  type KgCheckedFilter,
  type KgFilterOperator,
} from '@kollekta/domain';
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../platform/database-schema';

type Db = Kysely<Database>;
type PersonTables = 'kg_person' | 'kg_person_data';
type Eb = ExpressionBuilder<Database, PersonTables>;

export type FilterScope = {
  tenantId: number;
  /** YYYY-MM-DD in Europe/Berlin */
  today: string;
  /** keep persons whose newest version has ended (a filter on `inaktiv` asks for them too) */
  includeInactive: boolean;
};

const COMPARISON: Record<'gt' | 'gte' | 'lt' | 'lte' | 'exact', '>' | '>=' | '<' | '<=' | '='> = {
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  exact: '=',
};

/** The tenant's persons joined with their newest data version, narrowed by the filter. */
export function filteredPersons(db: Db, filter: KgCheckedFilter, scope: FilterScope) {
  const tomorrowStarts = startOfBerlinDay(nextDay(scope.today));
  let query = db
    .selectFrom('kg_person')
    .innerJoin('kg_person_data', 'kg_person_data.id', 'kg_person.latest_data_id')
    .where('kg_person.tenant_id', '=', scope.tenantId);
  if (!scope.includeInactive)
    query = query.where((eb) =>
      eb.or([eb('kg_person.inactive_from', 'is', null), eb('kg_person.inactive_from', '>=', tomorrowStarts)]),
    );
  return query.where((eb) => compileNode(eb, filter, scope));
}

function compileNode(eb: Eb, node: KgCheckedFilter, scope: FilterScope): Expression<SqlBool> {
  switch (node.kind) {
    case 'and':
      return node.children.length === 0
        ? sql<SqlBool>`true`
        : eb.and(node.children.map((child) => compileNode(eb, child, scope)));
    case 'or':
      return node.children.length === 0
        ? sql<SqlBool>`false`
        : eb.or(node.children.map((child) => compileNode(eb, child, scope)));
    case 'not':
      return eb.not(compileNode(eb, node.child, scope));
    case 'criterion':
      return sql<SqlBool>`coalesce(${compileCriterion(eb, node.criterion, scope)}, false)`;
  }
}

function compileCriterion(eb: Eb, criterion: KgCheckedCriterion, scope: FilterScope): Expression<SqlBool> {
  switch (criterion.kind) {
    case 'text':
      return compareText(dataColumn(criterion.field), criterion.op, criterion.value);
    case 'date':
      return compare(dataColumn(criterion.field), criterion.op, criterion.value);
    case 'enum':
      return compileEnum(eb, criterion.field, criterion.value);
    case 'boolean':
      return compileFlag(eb, criterion.field, criterion.value, scope);
    case 'age': {
      const bounds = birthDateBoundsForAge(criterion.op, criterion.value, scope.today);
      const birth = sql.ref('kg_person_data.geburtsdatum');
      return eb.and([
        ...(bounds.onOrBefore ? [sql<SqlBool>`${birth} <= ${bounds.onOrBefore}::date`] : []),
        ...(bounds.after ? [sql<SqlBool>`${birth} > ${bounds.after}::date`] : []),
      ]);
    }
    case 'year':
      return sql<SqlBool>`kg_person.id in (${payersWhoseYearTotal(scope, criterion.value, 'gt', 0)})`;
    case 'money':
      // persons without a payment have 0: when 0 passes, they are kept by excluding those who fail
      return holdsForZero(criterion.op, criterion.value)
        ? sql<SqlBool>`kg_person.id not in (${payersWhoseYearTotal(scope, criterion.year, criterion.op, criterion.value, true)})`
        : sql<SqlBool>`kg_person.id in (${payersWhoseYearTotal(scope, criterion.year, criterion.op, criterion.value)})`;
    case 'organization':
      return organizationMembers(scope, criterion.value);
  }
}

/** A column of the newest data version; the name is one of the whitelisted fields. */
function dataColumn(field: string) {
  return sql.ref(`kg_person_data.${field}`);
}

function compare(left: Expression<unknown>, op: KgFilterOperator, value: string | number) {
  const operator = COMPARISON[op as keyof typeof COMPARISON] ?? '=';
  return sql<SqlBool>`${left} ${sql.raw(operator)} ${value}`;
}

function compareText(column: Expression<unknown>, op: KgFilterOperator, value: string) {
  switch (op) {
    case 'iexact':
      return sql<SqlBool>`lower(${column}) = lower(${value})`;
    case 'icontains':
      return sql<SqlBool>`lower(${column}) like lower(${`%${escapeLike(value)}%`})`;
    case 'istartswith':
      return sql<SqlBool>`lower(${column}) like lower(${`${escapeLike(value)}%`})`;
    case 'iendswith':
      return sql<SqlBool>`lower(${column}) like lower(${`%${escapeLike(value)}`})`;
    default:
      return compare(column, op, value);
  }
}

/** A user's `%`, `_` and `\` are letters, not wildcards (backslash is PostgreSQL's LIKE escape). */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function compileEnum(eb: Eb, field: string, value: string | null): Expression<SqlBool> {
  if (field === 'type') return eb('kg_person.type', '=', value === 'company' ? 'company' : 'individual');
  const column = dataColumn(field);
  if (value === null) return sql<SqlBool>`(${column} is null or ${column} = '')`;
  return sql<SqlBool>`${column} = ${value}`;
}

function compileFlag(eb: Eb, field: string, value: boolean, scope: FilterScope): Expression<SqlBool> {
  const tomorrowStarts = startOfBerlinDay(nextDay(scope.today));
  let matches: Expression<SqlBool>;
  if (field === 'eigenerfasst') matches = eb('kg_person.eigenerfasst', '=', true);
  else if (field === 'inaktiv')
    matches = eb.and([
      eb('kg_person.inactive_from', 'is not', null),
      eb('kg_person.inactive_from', '<', tomorrowStarts),
    ]);
  else matches = marriedAtEndOfToday(scope, tomorrowStarts);
  return value ? matches : eb.not(matches);
}

/**
 * An `ehe` relation of the person that is valid at the end of today, on either side. Uncorrelated,
 * so the database collects the married once (a hashed subplan) instead of asking per person.
 */
function marriedAtEndOfToday(scope: FilterScope, tomorrowStarts: Expression<unknown>) {
  const validMarriages = (side: 'side_a' | 'side_b') => sql`
    select kg_relation.${sql.ref(side)} from kg_relation
    where kg_relation.tenant_id = ${scope.tenantId} and kg_relation.type = 'ehe'
      and kg_relation.valid_from < ${tomorrowStarts}
      and (kg_relation.valid_before is null or kg_relation.valid_before >= ${tomorrowStarts})`;
  return sql<SqlBool>`kg_person.id in (${validMarriages('side_a')} union all ${validMarriages('side_b')})`;
}

/**
 * The persons with completed church-tax payments booked in the year whose total (in cents) stands
 * in `op` to `cents`, or, with `failing`, whose total does not.
 */
function payersWhoseYearTotal(
  scope: FilterScope,
  year: number,
  op: KgFilterOperator,
  cents: number,
  failing = false,
) {
  const holds = compare(sql`sum(kg_payment.amount_cents)`, op, cents);
  return sql`select kg_payment.person_id from kg_payment
    where kg_payment.tenant_id = ${scope.tenantId} and kg_payment.state = 'completed'
      and kg_payment.booking_date >= ${`${year}-01-01`}::date
      and kg_payment.booking_date < ${`${year + 1}-01-01`}::date
    group by kg_payment.person_id
    having ${failing ? sql`not (${holds})` : holds}`;
}

function holdsForZero(op: KgFilterOperator, cents: number): boolean {
  if (op === 'gt') return 0 > cents;
  if (op === 'gte') return 0 >= cents;
  if (op === 'lt') return 0 < cents;
  if (op === 'lte') return 0 <= cents;
  return cents === 0;
}

/**
 * Persons whose KRO number belongs to the organisation today (`resolveOrganizationByKro`): its own
 * number and those of the organisations it replaced by today, followed through earlier merges; none
 * when it was itself replaced by today (its persons belong to the successor).
 */
function organizationMembers(scope: FilterScope, organizationId: number) {
  return sql<SqlBool>`trim(kg_person_data.kro_nr) in (
    with recursive merged(id) as (
      select kg_organization.id from kg_organization
      where kg_organization.id = ${organizationId} and kg_organization.tenant_id = ${scope.tenantId}
        and not exists (
          select 1 from kg_organization_replaces
          join kg_organization successor on successor.id = kg_organization_replaces.organization_id
          where kg_organization_replaces.replaced_id = kg_organization.id
            and successor.valid_from <= ${scope.today}::date)
      union
      select kg_organization_replaces.replaced_id from kg_organization_replaces
      join merged on merged.id = kg_organization_replaces.organization_id
      join kg_organization replacer on replacer.id = kg_organization_replaces.organization_id
      where replacer.valid_from <= ${scope.today}::date
    )
    select trim(kg_organization.kro_nr) from kg_organization where kg_organization.id in (select id from merged))`;
}

function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Midnight of a Berlin day as an instant, computed by the database (it knows the zone's rules). */
function startOfBerlinDay(day: string) {
  return sql<Date>`(${day}::date::timestamp at time zone 'Europe/Berlin')`;
}
