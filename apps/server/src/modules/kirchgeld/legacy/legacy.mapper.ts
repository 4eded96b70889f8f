/** API shapes of ContextK imports and legacy records: the one place where their rows become what clients read. */
import type { KgContextKImport, KgLegacyRecord } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { ContextKImportRow, LegacyRecordRow } from './legacy.repository';

export function contextKImportUrl(apiBase: string, tenantId: number, id: number): string {
  return `${apiBase}tenant/${tenantId}/legacy/contextk/import/${id}/`;
}

export function toContextKImportResponse(row: ContextKImportRow, apiBase: string): KgContextKImport {
  const state = row.processing_state;
  const integer = (value: unknown) =>
    typeof value === 'number' && Number.isInteger(value) ? value : undefined;
  return {
    id: row.id,
    url: contextKImportUrl(apiBase, row.tenant_id, row.id),
    kind: 'contextk',
    state: row.state,
    file_name: row.file_name,
    encoding: row.encoding,
    created_at: new Date(row.created_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    processing_state: {
      done: integer(state.done),
      total: integer(state.total),
      records: integer(state.records),
      bookings: integer(state.bookings),
      duration: typeof state.duration === 'number' ? state.duration : undefined,
      errors: Array.isArray(state.errors) ? state.errors.map(String) : undefined,
      message: typeof state.message === 'string' ? state.message : undefined,
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

export function toLegacyRecordResponse(row: LegacyRecordRow, apiBase: string): KgLegacyRecord {
  const tenant = `${apiBase}tenant/${row.tenant_id}/`;
  return {
    ID: row.id,
    url: `${tenant}legacy/contextk/stammdaten/${row.id}/`,
    AdrID: row.adr_id,
    raw_data: row.raw_data,
    buchungen: row.buchungen.map((booking) => ({
      booking_date: text(booking.booking_date),
      amount: centsToDecimalString(Number(booking.amount_cents)),
      purpose: text(booking.purpose),
      payment_method: text(booking.payment_method),
      year: Number(booking.year),
    })),
    zielgruppen: row.zielgruppen as Record<string, unknown>[],
    aktionen: row.aktionen as Record<string, unknown>[],
    segmente: row.segmente as Record<string, unknown>[],
    plz: row.plz,
    person: row.person_id ? `${tenant}person/${row.person_id}/` : null,
    person_id: row.person_id,
    adopted_at: row.adopted_at ? new Date(row.adopted_at).toISOString() : null,
  };
}
