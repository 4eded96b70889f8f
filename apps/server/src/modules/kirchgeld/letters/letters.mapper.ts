/** The API shape of letters (explicit, so nothing of the tables leaks). */
import type { KgLetter, KgPersonLetter } from '@kollekta/contract';
import { centsToDecimalString, type KgLetterType, toBusinessDay } from '@kollekta/domain';
import { readLetterSettings } from './letter-settings';
import type { LetterRow } from './letters.repository';

export const letterUrl = (tenantBase: string, letterId: number) => `${tenantBase}letter/${letterId}/`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toLetterResponse(row: LetterRow, tenantBase: string): KgLetter {
  const settings = readLetterSettings(row);
  const cents = row.suggested_amount_cents === null ? null : Number(row.suggested_amount_cents);
  return {
    id: row.id,
    url: letterUrl(tenantBase, row.id),
    name: row.name,
    type: row.type as KgLetterType,
    state: row.state,
    filter: `${tenantBase}filter/${row.filter_id}/`,
    filter_name: row.filter_name,
    additional_filter: { donation_status: settings.donationStatus, donation_year: settings.donationYear },
    options: {
      separate_relation_ehe: settings.separateCouples,
      current_year_for_payments: settings.currentYearForPayments,
      use_last_known_address: settings.useLastKnownAddress,
      bank_account: row.bank_account_id === null ? null : `${tenantBase}bank_account/${row.bank_account_id}/`,
      suggested_amount: cents === null ? null : centsToDecimalString(cents),
    },
    no_church_tax: row.no_church_tax,
    special_purpose: row.special_purpose,
    action: row.action,
    original_letter: row.original_letter_id === null ? null : letterUrl(tenantBase, row.original_letter_id),
    recipient_count: row.recipient_count,
    created_at: new Date(row.created_at).toISOString(),
    finalized_at: iso(row.finalized_at),
    sent_on: row.sent_on,
    finalize_task_id: row.finalize_task_id,
    pdf_task_id: row.pdf_task_id,
    pdf_ready: row.pdf_file_key !== null,
  };
}

export function toPersonLetterResponse(
  row: {
    id: number;
    name: string;
    type: string;
    state: 'created' | 'finalized' | 'sent';
    finalized_at: Date | string | null;
    sent_on: string | null;
    reference: string;
  },
  tenantBase: string,
): KgPersonLetter {
  return {
    id: row.id,
    url: letterUrl(tenantBase, row.id),
    name: row.name,
    type: row.type as KgLetterType,
    state: row.state,
    reference: row.reference,
    date: row.sent_on ?? (row.finalized_at === null ? null : toBusinessDay(new Date(row.finalized_at))),
  };
}
