/**
 * A letter's stored choices (`additional_filter`, `options` as JSON) read back with their defaults,
 * and the audience they describe: one place, so creation, preview, finalising and the API agree.
 */
import {
  effectiveDonationStatus,
  KG_DONATION_STATUSES,
  type KgDonationStatus,
  type KgLetterType,
  letterPaymentYear,
} from '@kollekta/domain';
import type { LetterAudience } from './letter-recipients.repository';

export type LetterSettings = {
  type: KgLetterType;
  donationStatus: KgDonationStatus;
  donationYear: number;
  separateCouples: boolean;
  currentYearForPayments: boolean;
  useLastKnownAddress: boolean;
};

const isDonationStatus = (value: unknown): value is KgDonationStatus =>
  typeof value === 'string' && (KG_DONATION_STATUSES as readonly string[]).includes(value);

function parseJson(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return JSON.parse(value) as Record<string, unknown>;
  return (value ?? {}) as Record<string, unknown>;
}

export function readLetterSettings(row: {
  type: string;
  additional_filter: unknown;
  options: unknown;
}): LetterSettings {
  const additional = parseJson(row.additional_filter);
  const options = parseJson(row.options);
  const type = row.type as KgLetterType;
  const chosen = isDonationStatus(additional.donation_status) ? additional.donation_status : 'unimportant';
  return {
    type,
    donationStatus: effectiveDonationStatus(type, chosen),
    donationYear: Number(additional.donation_year ?? 0) || 0,
    separateCouples: options.separate_relation_ehe === true,
    currentYearForPayments: options.current_year_for_payments === true,
    useLastKnownAddress: options.use_last_known_address === true,
  };
}

export function audienceOf(
  settings: LetterSettings,
  letter: { tenantId: number; filterId: number; originalLetterId: number | null; isFollowUp: boolean },
  today: string,
  now: Date,
): LetterAudience {
  return {
    tenantId: letter.tenantId,
    filterId: letter.filterId,
    donationStatus: settings.donationStatus,
    paymentYear: letterPaymentYear(settings, Number(today.slice(0, 4))),
    originalLetterId: letter.isFollowUp ? letter.originalLetterId : null,
    useLastKnownAddress: settings.useLastKnownAddress,
    separateCouples: settings.separateCouples,
    today,
    now,
  };
}

/** `…/filter/12/`, `12` or 12 → 12; null when it names no id of that kind. */
export function readIdOrUrl(value: string | number | null | undefined, kind: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  const match = new RegExp(`(?:^|/${kind}/)(\\d{1,9})/?$`).exec(value.trim());
  return match ? Number(match[1]) : null;
}
