/** The API shape of files, runs and debits, in one place. */
import type { DirectDebit, DirectDebitFile, DirectDebitRun } from '@kollekta/contract';
import { centsToDecimalString } from '@kollekta/domain';
import type { JobView } from '../../platform/jobs';
import type { DebitRow, FileRow } from './direct-debits.repository';

export function toFileResponse(row: FileRow, apiBase: string): DirectDebitFile {
  const url = `${apiBase}payment/direct_payment_pain_file/${row.id}/`;
  return {
    id: row.id,
    url,
    organization: `${apiBase}organization/${row.creditor_organization_id}/`,
    organization_id: row.creditor_organization_id,
    file_name: row.file_name,
    download_url: `${url}download/`,
    created_at: row.created_at.toISOString(),
    number_of_transactions: row.number_of_transactions,
    control_sum: centsToDecimalString(Number(row.control_sum_cents)),
    processed: row.processed,
    processed_at: row.processed_at?.toISOString() ?? null,
    collected_at: row.collected_at?.toISOString() ?? null,
  };
}

export function toRunResponse(job: JobView): DirectDebitRun {
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    error: job.error,
    created_at: job.createdAt.toISOString(),
    completed_at: job.completedAt?.toISOString() ?? null,
  };
}

export function toDebitResponse(row: DebitRow, apiBase: string): DirectDebit {
  return {
    id: row.id,
    url: `${apiBase}payment/direct_debit/${row.id}/`,
    organization: `${apiBase}organization/${row.creditor_organization_id}/`,
    end_to_end_id: row.end_to_end_id,
    amount: centsToDecimalString(Number(row.amount_cents)),
    due_day: row.due_day,
    sequence_type: row.sequence_type,
    state: row.state,
    file_id: row.file_id,
    returned_at: row.returned_at?.toISOString() ?? null,
  };
}
