/** The API's shape of a registry import (§3 "Data import": id, created_at, state, processing_state). */
import type { KgDataImport } from '@kollekta/contract';
import type { DataImportRow } from './imports.repository';
import { readProcessingState, toProcessingStateResponse } from './processing-state';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toDataImportResponse(row: DataImportRow, tenantBase: string, now: Date): KgDataImport {
  return {
    id: row.id,
    url: `${tenantBase}data_import/${row.id}/`,
    created_at: iso(row.created_at),
    state: row.state,
    file_name: row.file_name,
    file_size: row.file_size,
    encoding: row.encoding,
    processing_state: toProcessingStateResponse(
      readProcessingState(row.processing_state),
      now,
      row.state === 'running',
    ),
    finished_at: row.finished_at ? iso(row.finished_at) : null,
  };
}
