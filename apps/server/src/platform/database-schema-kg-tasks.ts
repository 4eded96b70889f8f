/** Table types of the church-tax area's task progress (migration 20261129095000). */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type KgTaskState = 'waiting' | 'started' | 'preparing' | 'completing' | 'finished' | 'failed';

export type KgTaskTable = {
  id: string;
  tenant_id: number;
  kind: string;
  state: ColumnType<KgTaskState, KgTaskState | undefined, KgTaskState>;
  total_count: ColumnType<number, number | undefined, number>;
  done_count: ColumnType<number, number | undefined, number>;
  result: ColumnType<Record<string, unknown>, string | undefined, string>;
  start_time: NullableTimestamp;
  update_time: Timestamp;
  created_at: Timestamp;
  created_by: number | null;
};

export type KgTaskTables = { kg_task: KgTaskTable };
