/** Writes income roll-up deltas, and reads what a payment's roll-ups need: its organisation's path, its device's kind. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/database-schema';
import { parsePath } from '../organizations';
import { type DeviceKind, ROLLUP_TABLES, ROLLUP_VALUE_COLUMNS, type RollupDeltas } from './income-rollups';

/** Rows per statement: arrays of this length per column, bound as one parameter each. */
const CHUNK = 20_000;

/**
 * Adds the deltas to the roll-up rows, creating missing ones. One `insert … select from unnest`
 * per table and chunk: each column travels as one array parameter, whatever the number of rows.
 */
export async function applyRollupDeltas(db: Kysely<Database>, deltas: RollupDeltas): Promise<void> {
  for (const table of ROLLUP_TABLES) {
    const rows = deltas.rowsOf(table.name);
    if (rows.length === 0) continue;
    const keyColumns: (readonly [string, string])[] = [
      ['organization_id', 'integer'],
      ...(table.isScoped ? [['scope', 'text'] as const] : []),
      ...table.columns,
    ];
    const columns = [...keyColumns.map(([name]) => name), ...ROLLUP_VALUE_COLUMNS];
    const types = [...keyColumns.map(([, type]) => type), 'bigint', 'bigint', 'bigint', 'integer', 'integer'];
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      const arrays = columns.map((_, index) =>
        chunk.map((row) =>
          index < keyColumns.length ? row.key[index] : row.values[index - keyColumns.length],
        ),
      );
      const unnest = sql.join(
        arrays.map((array, index) => sql`${array}::${sql.raw(types[index] as string)}[]`),
      );
      const updates = sql.join(
        ROLLUP_VALUE_COLUMNS.map(
          (column) =>
            sql`${sql.ref(column)} = ${sql.table(table.name)}.${sql.ref(column)} + excluded.${sql.ref(column)}`,
        ),
      );
      await sql`
        insert into ${sql.table(table.name)} (${sql.join(columns.map((column) => sql.ref(column)))})
        select * from unnest(${unnest})
        on conflict (${sql.join(keyColumns.map(([name]) => sql.ref(name)))}) do update set ${updates}`.execute(
        db,
      );
    }
  }
}

/** Organisation id → ids from the root down to it. */
export async function findOrganizationPaths(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('organization').select(['id', 'path']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, parsePath(row.path)]));
}

/** Device id → its type and class, as the statistics group payments by them. */
export async function findDeviceKinds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, DeviceKind>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('device')
    .select(['id', 'device_type', 'device_class'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((row) => [row.id, { deviceType: row.device_type, deviceClass: row.device_class }]));
}
