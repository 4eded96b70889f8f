/**
 * Church-tax API: registry imports (devices-income-kirchgeld.md §3 "Data import", §7
 * `{tenant}data_import/`): upload the registry's file (multipart `file`), the history, one import with
 * its processing state. Every route has `api: 'kirchgeld'`.
 */
import { z } from 'zod';
import { paginated, pagingQuery } from '../common';
import { defineRoute } from '../route';
import { kgTenantIdParams, kgTenantParams } from './common';

export const kgDataImportState = z.enum(['pending', 'running', 'finished', 'failed']);

export const kgDataImportLineError = z.object({ line: z.number().int(), message: z.string() });
export type KgDataImportLineError = z.infer<typeof kgDataImportLineError>;

export const kgDataImportProcessingState = z.object({
  /** seconds the processing took (so far, while running); null before it started */
  duration: z.number().nullable(),
  /** data lines of the file (without the header), broken ones included */
  input_lines: z.number().int(),
  /** married couples newly linked with an `ehe` relation */
  married: z.number().int(),
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** persons no longer in the file (moved away): their current version ended */
  ended: z.number().int(),
  /** broken lines (the first 200) */
  errors: z.array(kgDataImportLineError),
  error_count: z.number().int(),
  warnings: z.array(z.string()),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  /** why the whole import failed (a missing column …), German */
  detail: z.string().nullable(),
});
export type KgDataImportProcessingState = z.infer<typeof kgDataImportProcessingState>;

export const kgDataImport = z.object({
  id: z.number().int(),
  url: z.string(),
  created_at: z.string(),
  state: kgDataImportState,
  file_name: z.string(),
  file_size: z.number().int(),
  /** utf-8 or windows-1252, as detected */
  encoding: z.string().nullable(),
  processing_state: kgDataImportProcessingState,
  finished_at: z.string().nullable(),
});
export type KgDataImport = z.infer<typeof kgDataImport>;

export const kgDataImportPage = paginated(kgDataImport);
export type KgDataImportPage = z.infer<typeof kgDataImportPage>;

export const kgListDataImports = defineRoute({
  method: 'GET',
  path: 'tenant/:tenant/data_import/',
  summary: 'The registry imports of the tenant, newest first',
  auth: true,
  api: 'kirchgeld',
  params: kgTenantParams,
  query: pagingQuery,
  status: 200,
  response: kgDataImportPage,
});

export const kgGetDataImport = defineRoute({
  method: 'GET',
  path: 'tenant/:tenant/data_import/:id/',
  summary: 'One registry import with its state and processing state',
  auth: true,
  api: 'kirchgeld',
  params: kgTenantIdParams,
  status: 200,
  response: kgDataImport,
});

export const kgCreateDataImport = defineRoute({
  method: 'POST',
  path: 'tenant/:tenant/data_import/',
  summary:
    'Uploads a registry file (multipart: file; semicolon-separated, UTF-8 or Windows-1252, at most 100 MB) and starts its import in the background',
  auth: true,
  api: 'kirchgeld',
  params: kgTenantParams,
  status: 201,
  response: kgDataImport,
});

export const kgImportRoutes = {
  kgListDataImports,
  kgGetDataImport,
  kgCreateDataImport,
} as const;
