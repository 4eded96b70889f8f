/**
 * The demo world's registry imports (issue 18 item 7): Lauffen's members as the registry sent them
 * about a year ago, and a changed file a month ago (some moved away, some moved within the town, some
 * married, some new). Both go through the real import (the job's function, run here directly rather
 * than through the queue), so the history shows two finished imports.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../../../platform/app-context';
import {
  changeDemoRegistry,
  type DemoRegistryChanges,
  formatDemoRegistryCsv,
  generateDemoRegistry,
} from './demo-registry-file';
import { insertDataImport } from './imports.repository';
import { registryFileStorage, runRegistryImport } from './registry-import.jobs';

const DAY_MS = 86_400_000;

export type DemoRegistryImports = {
  importIds: number[];
  /** members in the first file */
  firstPersons: number;
  /** members in the second file: the tenant's active registry persons */
  persons: number;
  changes: DemoRegistryChanges;
};

/** Stores a registry file as an import of the tenant dated `at` and runs it; answers its id. */
export async function importRegistryText(
  context: AppContext,
  tenantId: number,
  input: { fileName: string; content: Buffer; at: Date; createdBy?: number | null },
): Promise<number> {
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  const fileKey = `kirchgeld-imports/${tenantId}/${sha256}.csv`;
  await registryFileStorage(context).put(fileKey, input.content);
  const row = await context.db.transaction().execute((trx) =>
    insertDataImport(trx, {
      tenantId,
      fileName: input.fileName,
      fileKey,
      sha256,
      size: input.content.length,
      createdAt: input.at,
      createdBy: input.createdBy ?? null,
    }),
  );
  await runRegistryImport(context, row.id);
  return row.id;
}

/** About `persons` members of Lauffen in two imports: a year ago and a month ago. */
export async function addDemoRegistryImports(
  context: AppContext,
  tenantId: number,
  options: { persons: number },
): Promise<DemoRegistryImports> {
  const now = context.clock.now().getTime();
  const first = new Date(now - 365 * DAY_MS);
  const second = new Date(now - 30 * DAY_MS);
  const before = generateDemoRegistry(options.persons);
  const secondDay = second.toISOString().slice(0, 10).split('-').reverse().join('.');
  const { registry: after, changes } = changeDemoRegistry(before, { movedIn: secondDay });
  const importIds = [
    await importRegistryText(context, tenantId, {
      fileName: `Meldewesen_Lauffen_${first.getUTCFullYear()}.csv`,
      content: Buffer.from(formatDemoRegistryCsv(before.rows), 'utf8'),
      at: first,
    }),
    await importRegistryText(context, tenantId, {
      fileName: `Meldewesen_Lauffen_${second.getUTCFullYear()}-${String(second.getUTCMonth() + 1).padStart(2, '0')}.csv`,
      content: Buffer.from(formatDemoRegistryCsv(after.rows), 'utf8'),
      at: second,
    }),
  ];
  return { importIds, firstPersons: before.rows.length, persons: after.rows.length, changes };
}
