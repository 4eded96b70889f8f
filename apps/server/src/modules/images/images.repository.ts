/** Uploaded images of organisations. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/database-schema';

export type ImageRow = {
  id: number;
  hash: string;
  organization_id: number;
  name: string;
  types: string[];
  public: boolean;
  mime_type: string;
  width: number;
  height: number;
  byte_size: number;
  created_at: Date;
};

const COLUMNS = [
  'id',
  'hash',
  'organization_id',
  'name',
  'types',
  'public',
  'mime_type',
  'width',
  'height',
  'byte_size',
  'created_at',
] as const;

/** Stores an image; the same file uploaded again in the same organisation gains the new types. */
export async function upsertImage(
  db: Kysely<Database>,
  values: Omit<ImageRow, 'id' | 'public'> & { createdBy: number },
): Promise<ImageRow> {
  const { createdBy, ...image } = values;
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('content_image')
      .select(['id', 'types'])
      .where('organization_id', '=', image.organization_id)
      .where('hash', '=', image.hash)
      .forUpdate()
      .executeTakeFirst();
    if (existing) {
      const types = [...new Set([...existing.types, ...image.types])];
      return trx
        .updateTable('content_image')
        .set({ types, name: image.name })
        .where('id', '=', existing.id)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto('content_image')
      .values({ ...image, public: true, created_by: createdBy })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
  });
}

export async function findImagesOfOrganizations(
  db: Kysely<Database>,
  organizationIds: readonly number[],
): Promise<ImageRow[]> {
  if (organizationIds.length === 0) return [];
  return db
    .selectFrom('content_image')
    .select(COLUMNS)
    .where('organization_id', 'in', organizationIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function findPublicImageByHash(
  db: Kysely<Database>,
  hash: string,
): Promise<ImageRow | undefined> {
  return db
    .selectFrom('content_image')
    .select(COLUMNS)
    .where('hash', '=', hash)
    .where('public', '=', true)
    .limit(1)
    .executeTakeFirst();
}

/** Which of these hashes belong to public images. */
export async function findPublicHashes(db: Kysely<Database>, hashes: readonly string[]): Promise<string[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom('content_image')
    .select('hash')
    .distinct()
    .where('hash', 'in', [...new Set(hashes)])
    .where('public', '=', true)
    .execute();
  return rows.map((row) => row.hash);
}
