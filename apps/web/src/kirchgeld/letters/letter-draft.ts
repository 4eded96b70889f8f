/**
 * The letter being created in the stepper: its fields as the form holds them, what a duplicate or a
 * follow-up takes over from the original, and the request body and preview query made from it.
 */
import type { KgLetter, KgLetterBody, KgLetterPreviewQuery } from '@kollekta/contract';
import {
  decimalStringToCents,
  forcedDonationStatus,
  type KgDonationStatus,
  type KgLetterType,
  parseGermanAmount,
} from '@kollekta/domain';
import { KG_LETTER_TEXTS as TEXTS } from './messages';

export type LetterDraft = {
  filter: string;
  name: string;
  type: KgLetterType;
  separateCouples: boolean;
  useLastKnownAddress: boolean;
  currentYearForPayments: boolean;
  suggestedAmount: string;
  bankAccount: string;
  donationStatus: KgDonationStatus;
  donationYear: string;
  noChurchTax: boolean;
  specialPurpose: string;
};

export type LetterAction = 'duplicate' | 'followUp' | null;

export function emptyDraft(currentYear: number): LetterDraft {
  return {
    filter: '',
    name: '',
    type: 'donation',
    separateCouples: false,
    useLastKnownAddress: false,
    currentYearForPayments: false,
    suggestedAmount: '',
    bankAccount: '',
    donationStatus: 'unimportant',
    donationYear: String(currentYear),
    noChurchTax: false,
    specialPurpose: '',
  };
}

/** A draft's type changes its forced donation status with it (§5 letter rules). */
export function withType(draft: LetterDraft, type: KgLetterType): LetterDraft {
  return { ...draft, type, donationStatus: forcedDonationStatus(type) ?? draft.donationStatus };
}

const germanAmount = (decimal: string | null) => (decimal ? decimal.replace('.', ',') : '');

export function draftFromOriginal(original: KgLetter, action: Exclude<LetterAction, null>): LetterDraft {
  const type: KgLetterType =
    action === 'followUp' ? (original.type === 'appreciation' ? 'appreciation' : 'reminder') : original.type;
  const base: LetterDraft = {
    filter: original.filter,
    name: action === 'followUp' ? TEXTS.followUpOf(original.name) : TEXTS.duplicateOf(original.name),
    type,
    separateCouples: original.options.separate_relation_ehe,
    useLastKnownAddress: original.options.use_last_known_address,
    currentYearForPayments: original.options.current_year_for_payments,
    suggestedAmount: germanAmount(original.options.suggested_amount),
    bankAccount: original.options.bank_account ?? '',
    donationStatus: original.additional_filter.donation_status,
    donationYear: String(original.additional_filter.donation_year),
    noChurchTax: original.no_church_tax,
    specialPurpose: original.special_purpose ?? '',
  };
  return withType(base, type);
}

/** '25,00' or '25.00' → '25.00'; what cannot be read goes as typed, for the server's German message. */
function amountOf(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const cents = trimmed.includes(',') ? parseGermanAmount(trimmed) : decimalStringToCents(trimmed);
  if (cents === null) return trimmed;
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function toLetterBody(
  draft: LetterDraft,
  action: LetterAction,
  originalLetter: string | null,
): KgLetterBody {
  return {
    name: draft.name,
    filter: draft.filter || null,
    type: draft.type,
    additional_filter: {
      donation_status: draft.donationStatus,
      donation_year: Number(draft.donationYear || 0),
    },
    options: {
      separate_relation_ehe: draft.separateCouples,
      current_year_for_payments: draft.currentYearForPayments,
      use_last_known_address: draft.useLastKnownAddress,
      bank_account: draft.bankAccount || null,
      suggested_amount: amountOf(draft.suggestedAmount),
    },
    no_church_tax: draft.noChurchTax,
    special_purpose: draft.noChurchTax ? draft.specialPurpose : null,
    ...(action && originalLetter ? { action, original_letter: originalLetter } : {}),
  };
}

export function toPreviewQuery(
  draft: LetterDraft,
  action: LetterAction,
  originalLetter: string | null,
): KgLetterPreviewQuery | null {
  if (!draft.filter) return null;
  return {
    filter: draft.filter,
    type: draft.type,
    donation_status: draft.donationStatus,
    donation_year: /^\d{1,4}$/.test(draft.donationYear) ? draft.donationYear : '0',
    separate_relation_ehe: draft.separateCouples ? 'true' : 'false',
    current_year_for_payments: draft.currentYearForPayments ? 'true' : 'false',
    use_last_known_address: draft.useLastKnownAddress ? 'true' : 'false',
    ...(action === 'followUp' && originalLetter ? { action, original_letter: originalLetter } : {}),
  };
}

/** Which step holds a field the server refused. */
export const STEP_OF_FIELD: Record<string, number> = {
  filter: 0,
  original_letter: 0,
  name: 1,
  type: 1,
  options: 1,
  additional_filter: 2,
  special_purpose: 2,
};
