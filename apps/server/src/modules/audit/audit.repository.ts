/** The append-only audit log: who changed what, when (the database refuses updates and deletes). */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type AuditEntry = {
  actorUserId: number | null;
  impersonatorUserId?: number | null;
  action: string;
  objectType: string;
  objectId: string | number;
  data?: Record<string, unknown>;
  at?: Date;
};

export async function appendAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      impersonator_user_id: entry.impersonatorUserId ?? null,
      action: entry.action,
      object_type: entry.objectType,
      object_id: String(entry.objectId),
      data: JSON.stringify(entry.data ?? {}),
      ...(entry.at ? { at: entry.at } : {}),
    })
    .execute();
}
