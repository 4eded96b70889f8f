/** Table types of the church-tax area's filters and target groups (migration 20261129100000, issue 19). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type KgFilterTable = {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  type: 'PersistedFilter' | 'LiveFilter';
  /** the filter as the user built it (checked by `checkKgFilter` before it was stored) */
  filter: Json<unknown>;
  /** the frozen persons' number; null for a LiveFilter */
  person_count: number | null;
  created_at: Timestamp;
  created_by: number | null;
};

/** A PersistedFilter's persons, frozen when it was made. */
export type KgFilterPersonTable = {
  filter_id: number;
  person_id: string;
};

export type KgFilterTables = {
  kg_filter: KgFilterTable;
  kg_filter_person: KgFilterPersonTable;
};
