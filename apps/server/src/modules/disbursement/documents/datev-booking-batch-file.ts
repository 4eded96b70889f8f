/**
 * A disbursement run as a DATEV Buchungsstapel file: the lines come from the domain
 * (packages/domain/src/disbursement/datev-booking-batch.ts, which documents the format's choices);
 * here they become bytes as DATEV reads them: Windows-1252, CRLF after every line. A character
 * that Windows-1252 lacks becomes '?' (iconv-lite's replacement), which DATEV imports as text.
 */
import { buildDatevBookingBatchLines, buildDatevFileName } from '@kollekta/domain';
import iconv from 'iconv-lite';
import type { DisbursementRunExport } from './disbursement-document-types';

export const DATEV_ENCODING = 'windows-1252';

export function buildDatevBookingBatch(run: DisbursementRunExport): { fileName: string; content: Buffer } {
  const lines = buildDatevBookingBatchLines({
    consultant: run.datevConsultant,
    client: run.datevClient,
    createdAt: run.createdAt,
    currency: run.currency,
    description: `Kollektenweiterleitung ${run.runId}`,
    bookings: run.rows,
  });
  return {
    fileName: buildDatevFileName(run.handlingOrganizationName, run.runId),
    content: iconv.encode(lines.map((line) => `${line}\r\n`).join(''), DATEV_ENCODING),
  };
}
