/**
 * The rules of a letter (devices-income-kirchgeld.md §5 "Letter", "Letter rules"): required name,
 * type and target group; 'kein Kirchgeld' needs a special purpose; the donation year lies between
 * 0 and the current year; a reminder goes only to those who have not donated in the year, an
 * appreciation only to those who have; a follow-up letter is an appreciation or a reminder.
 */
import { KG_LETTER_TYPES, type KgLetterType } from '../enums';
import { KG_LETTER_MESSAGES as M } from './letter-messages';

export const KG_LETTER_STATES = ['created', 'finalized', 'sent'] as const;
export type KgLetterState = (typeof KG_LETTER_STATES)[number];
export const KG_LETTER_STATE_LABELS: Record<KgLetterState, string> = {
  created: 'Neu',
  finalized: 'Abgeschlossen',
  sent: 'Versendet',
};

/** Donation status choices (§5): has donated in year, has not donated in year, unimportant. */
export const KG_DONATION_STATUSES = ['donated', 'not_donated', 'unimportant'] as const;
export type KgDonationStatus = (typeof KG_DONATION_STATUSES)[number];
export const KG_DONATION_STATUS_LABELS: Record<KgDonationStatus, string> = {
  donated: 'Hat im Jahr gespendet',
  not_donated: 'Hat im Jahr nicht gespendet',
  unimportant: 'Unwichtig',
};

/** Follow-up letters allow only appreciation and reminder types (§5). */
export const KG_FOLLOW_UP_LETTER_TYPES = [
  'appreciation',
  'reminder',
] as const satisfies readonly KgLetterType[];

export function isKgLetterType(value: unknown): value is KgLetterType {
  return typeof value === 'string' && (KG_LETTER_TYPES as readonly string[]).includes(value);
}

/** The donation status a type forces, or null where the user chooses. */
export function forcedDonationStatus(type: KgLetterType): KgDonationStatus | null {
  if (type === 'reminder') return 'not_donated';
  if (type === 'appreciation') return 'donated';
  return null;
}

/** The donation status a letter of this type uses: the forced one, else the chosen one. */
export function effectiveDonationStatus(type: KgLetterType, chosen: KgDonationStatus): KgDonationStatus {
  return forcedDonationStatus(type) ?? chosen;
}

export function canBeFollowUpType(type: KgLetterType): boolean {
  return (KG_FOLLOW_UP_LETTER_TYPES as readonly string[]).includes(type);
}

export type KgLetterDraft = {
  name: string;
  type: KgLetterType | null;
  hasTargetGroup: boolean;
  donationStatus: KgDonationStatus;
  /** 0 means: no year given */
  donationYear: number;
  currentYearForPayments: boolean;
  noChurchTax: boolean;
  specialPurpose: string | null;
  isFollowUp: boolean;
};

/** Field errors of a letter to be created, by the API's field names; empty when it may be created. */
export function validateKgLetterDraft(draft: KgLetterDraft, currentYear: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (draft.name.trim() === '') add('name', M.nameRequired);
  if (!draft.type) add('type', M.typeRequired);
  if (!draft.hasTargetGroup) add('filter', M.filterRequired);
  if (draft.noChurchTax && !draft.specialPurpose?.trim()) add('special_purpose', M.specialPurposeRequired);
  if (!Number.isInteger(draft.donationYear)) add('additional_filter', M.donationYearNumeric);
  else if (draft.donationYear < 0 || draft.donationYear > currentYear)
    add('additional_filter', M.donationYearRange(currentYear));
  if (draft.type) {
    const forced = forcedDonationStatus(draft.type);
    if (forced && draft.donationStatus !== forced)
      add(
        'additional_filter',
        forced === 'donated' ? M.appreciationForcesDonated : M.reminderForcesNotDonated,
      );
    const status = effectiveDonationStatus(draft.type, draft.donationStatus);
    if (
      status !== 'unimportant' &&
      draft.donationYear === 0 &&
      !draft.currentYearForPayments &&
      !errors.additional_filter
    )
      add('additional_filter', M.donationYearRequired);
    if (draft.isFollowUp && !canBeFollowUpType(draft.type)) add('type', M.followUpTypes);
  }
  return errors;
}

/**
 * The year the donation status and the letter's text refer to: the current year when the letter
 * says so ('current year for payments'), else the year given, else the current year.
 */
export function letterPaymentYear(
  options: { donationYear: number; currentYearForPayments: boolean },
  currentYear: number,
): number {
  if (options.currentYearForPayments || options.donationYear === 0) return currentYear;
  return options.donationYear;
}

/** Whether a letter in this state may still change (anything but marking it as sent). */
export function isLetterEditable(state: KgLetterState): boolean {
  return state === 'created';
}

/** Mail merge and print exist once the recipients are frozen (§4: CSV disabled while created). */
export function canRenderLetter(state: KgLetterState): boolean {
  return state !== 'created';
}

/** 'mark as sent' moves a finalised letter to sent; anything else is refused with a reason. */
export function checkMarkAsSent(state: KgLetterState): string | null {
  if (state === 'created') return M.sentNeedsFinalized;
  if (state === 'sent') return M.alreadySent;
  return null;
}
