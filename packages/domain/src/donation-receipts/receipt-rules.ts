/**
 * When a donation receipt (Zuwendungsbestätigung) is made, and the texts that say why not (issue 15;
 * administration.md "Donation receipt configuration", devices-income-kirchgeld.md confirmationMinAmount).
 *
 * The organisation's minimum amounts (donation receipt configurations, valid by day) decide which
 * gifts get a receipt automatically. Below the legal threshold of 300 € a bank statement is enough
 * proof for the tax office (§ 50 Abs. 4 EStDV, vereinfachter Zuwendungsnachweis): such a gift below
 * the minimum gets no receipt and the donor is told so. Above 300 € the statement is not enough, so
 * a receipt is made whatever minimum the organisation set.
 */

import { isValidSettingEmail } from '../devices/setting-validation';
import { formatMoney } from '../money';

/** Up to this amount a bank statement suffices as proof (§ 50 Abs. 4 Nr. 2 EStDV). */
export const SIMPLIFIED_PROOF_LIMIT_CENTS = 30_000;

/** confirmationMinAmount -1: a device never shows a confirmation code. */
export const CONFIRMATION_CODE_NEVER = -1;

export const RECEIPT_MESSAGES = {
  noIssuerAddress:
    'Für die Organisation ist keine Anschrift hinterlegt. Bitte tragen Sie unter „Adressen“ eine Anschrift ein, damit Zuwendungsbestätigungen erstellt werden können.',
  donorIncomplete: 'Die Anschrift des Spenders ist unvollständig',
  paymentNotConfirmed:
    'Für eine stornierte oder noch nicht bestätigte Zahlung kann keine Zuwendungsbestätigung erstellt werden.',
  paymentAlreadyCovered:
    'Für diese Zahlung wurde bereits eine Zuwendungsbestätigung angefordert oder erstellt.',
  codeUsed: 'Dieser Code wurde bereits verwendet.',
  codeInvalid: 'Der Code ist ungültig.',
  tooManyClaims:
    'Zu viele Versuche von Ihrem Anschluss. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.',
  downloadExpired:
    'Der Link ist abgelaufen oder ungültig. Bitte fordern Sie die Zuwendungsbestätigung erneut an.',
  configurationOverlap: 'Der Zeitraum überschneidet sich mit einer bestehenden Konfiguration.',
  amountNegative: 'Der Betrag darf nicht negativ sein.',
  amountInvalid: 'Bitte geben Sie einen gültigen Betrag ein.',
  validNotAfterBeforeFrom: 'Das Ende der Gültigkeit darf nicht vor ihrem Beginn liegen.',
  configurationSuperuserOnly: 'Nur Administratoren der Plattform dürfen Mindestbeträge festlegen.',
  configurationNoPermission: 'Sie dürfen die Vertragsdaten dieser Organisation nicht sehen.',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen an.',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen an.',
  streetRequired: 'Bitte geben Sie Straße und Hausnummer an.',
  postalCodeRequired: 'Bitte geben Sie eine gültige Postleitzahl an.',
  cityRequired: 'Bitte geben Sie den Ort an.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  nameTooLong: 'Bitte kürzen Sie die Angabe auf höchstens 200 Zeichen.',
} as const;

/** The donor's field names as a receipt prints them, with the German name of what is missing. */
const DONOR_FIELD_LABELS = {
  first_name: 'Vorname',
  last_name: 'Nachname',
  street: 'Straße',
  postal_code: 'Postleitzahl',
  city: 'Ort',
} as const;

export type ReceiptDonorFields = Record<keyof typeof DONOR_FIELD_LABELS, string>;

/** German, e.g. 'Die Anschrift des Spenders ist unvollständig: Postleitzahl fehlt.'; null when complete. */
export function findDonorAddressGap(donor: ReceiptDonorFields): string | null {
  const missing = (Object.keys(DONOR_FIELD_LABELS) as (keyof ReceiptDonorFields)[])
    .filter((field) => (donor[field] ?? '').trim() === '')
    .map((field) => DONOR_FIELD_LABELS[field]);
  if (missing.length === 0) return null;
  return `${RECEIPT_MESSAGES.donorIncomplete}: ${missing.join(', ')} ${missing.length === 1 ? 'fehlt' : 'fehlen'}.`;
}

/**
 * A payment may get a receipt only once it is booked (not reversed) and its money confirmed: by
 * reconciliation, or for a card gift at a device ('pos') by the terminal's authorisation.
 */
export function isPaymentConfirmed(payment: {
  state: string;
  isReconciled: boolean;
  type?: string;
}): boolean {
  return payment.state === 'completed' && (payment.isReconciled || payment.type === 'pos');
}

export type ReceiptDecision = 'issue' | 'not_required';

/**
 * Whether a confirmed gift gets a receipt: below the organisation's minimum only while a bank
 * statement suffices (up to 300 €); above 300 € always.
 */
export function decideReceipt(values: { amountCents: number; minimumCents: number }): ReceiptDecision {
  if (values.amountCents >= values.minimumCents) return 'issue';
  return values.amountCents <= SIMPLIFIED_PROOF_LIMIT_CENTS ? 'not_required' : 'issue';
}

/** What the donor reads when a gift below the organisation's minimum gets no receipt. */
export function describeReceiptNotRequired(values: {
  minimumCents: number;
  currency?: string;
  organization: string;
}): string {
  return `${values.organization} stellt für Spenden unter ${formatMoney(values.minimumCents, values.currency ?? 'EUR')} keine Zuwendungsbestätigung aus. Für Spenden bis 300 € genügt dem Finanzamt Ihr Kontoauszug als Nachweis (vereinfachter Zuwendungsnachweis).`;
}

/**
 * Whether a device shows a confirmation code for a gift: never with confirmationMinAmount -1
 * (whole euros), else from that amount on, and never below the organisation's minimum for
 * collection gifts (the receipt would not be made).
 */
export function isReceiptCodeDue(values: {
  amountCents: number;
  confirmationMinAmount: number | null;
  collectionMinimumCents: number;
}): boolean {
  const setting = values.confirmationMinAmount;
  if (setting === null || setting === CONFIRMATION_CODE_NEVER || setting < 0) return false;
  return (
    values.amountCents >= Math.round(setting * 100) &&
    decideReceipt({ amountCents: values.amountCents, minimumCents: values.collectionMinimumCents }) ===
      'issue'
  );
}

/** Letters and digits a donor cannot mix up when typing a code from a screen (no 0/O, 1/I/L). */
export const RECEIPT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECEIPT_CODE_LENGTH = 10;

/** A code from random bytes (one byte per character, at least RECEIPT_CODE_LENGTH), grouped 'K7QF-3XMA-9P'. */
export function buildReceiptCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < RECEIPT_CODE_LENGTH) throw new Error('not enough random bytes for a code');
  let code = '';
  // 248 is the largest multiple of 31 below 256: bytes above it would favour the first letters
  for (const byte of randomBytes) {
    if (code.length === RECEIPT_CODE_LENGTH) break;
    if (byte >= 248) continue;
    code += RECEIPT_CODE_ALPHABET[byte % RECEIPT_CODE_ALPHABET.length];
  }
  if (code.length < RECEIPT_CODE_LENGTH) throw new Error('not enough usable random bytes for a code');
  return formatReceiptCode(code);
}

/** 'k7qf 3xma9p' → 'K7QF-3XMA-9P'; null when it cannot be a code (what the donor typed is refused). */
export function normalizeReceiptCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s\-_.]/g, '');
  if (compact.length !== RECEIPT_CODE_LENGTH) return null;
  for (const character of compact) if (!RECEIPT_CODE_ALPHABET.includes(character)) return null;
  return formatReceiptCode(compact);
}

function formatReceiptCode(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

export type ReceiptConfigurationInput = {
  minDonationCents: number | null;
  minCollectionCents: number | null;
  validFrom: string;
  validNotAfter: string | null;
};

export type ReceiptConfigurationPeriod = { validFrom: string; validNotAfter: string | null };

/** Field errors of a new configuration (amounts, period, overlap with the organisation's others). */
export function checkReceiptConfiguration(
  input: ReceiptConfigurationInput,
  existing: readonly ReceiptConfigurationPeriod[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const [field, cents] of [
    ['min_amount_donation', input.minDonationCents],
    ['min_amount_collection', input.minCollectionCents],
  ] as const) {
    if (cents === null || !Number.isSafeInteger(cents)) add(field, RECEIPT_MESSAGES.amountInvalid);
    else if (cents < 0) add(field, RECEIPT_MESSAGES.amountNegative);
  }
  if (input.validNotAfter !== null && input.validNotAfter < input.validFrom) {
    add('valid_notafter', RECEIPT_MESSAGES.validNotAfterBeforeFrom);
  } else if (existing.some((period) => periodsOverlap(period, input))) {
    add('valid_from', RECEIPT_MESSAGES.configurationOverlap);
  }
  return errors;
}

/** Both periods are inclusive days (YYYY-MM-DD); an open end runs for ever. */
export function periodsOverlap(a: ReceiptConfigurationPeriod, b: ReceiptConfigurationPeriod): boolean {
  const aEndsBeforeB = a.validNotAfter !== null && a.validNotAfter < b.validFrom;
  const bEndsBeforeA = b.validNotAfter !== null && b.validNotAfter < a.validFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/** The configuration valid on a day, from a list of one organisation's. */
export function findConfigurationOn<T extends ReceiptConfigurationPeriod>(
  configurations: readonly T[],
  day: string,
): T | undefined {
  return configurations.find(
    (configuration) =>
      configuration.validFrom <= day &&
      (configuration.validNotAfter === null || day <= configuration.validNotAfter),
  );
}

export type ReceiptClaimPersonInput = {
  first_name: string;
  last_name: string;
  street: string;
  postal_code: string;
  city: string;
  email?: string | undefined;
};

const POSTAL_CODE = /^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/;
const MAX_NAME_LENGTH = 200;

/** Field errors of the donor's name and address on the public claim page. */
export function checkReceiptClaimPerson(input: ReceiptClaimPersonInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const require = (field: keyof ReceiptClaimPersonInput, ok: boolean, message: string) => {
    if (!ok) errors[field] = [message];
  };
  const value = (field: keyof ReceiptClaimPersonInput) => (input[field] ?? '').trim();
  require('first_name', value('first_name') !== '', RECEIPT_MESSAGES.firstNameRequired);
  require('last_name', value('last_name') !== '', RECEIPT_MESSAGES.lastNameRequired);
  require('street', value('street') !== '', RECEIPT_MESSAGES.streetRequired);
  require('postal_code', POSTAL_CODE.test(value('postal_code')), RECEIPT_MESSAGES.postalCodeRequired);
  require('city', value('city') !== '', RECEIPT_MESSAGES.cityRequired);
  for (const field of ['first_name', 'last_name', 'street', 'city'] as const) {
    if (!errors[field] && value(field).length > MAX_NAME_LENGTH)
      errors[field] = [RECEIPT_MESSAGES.nameTooLong];
  }
  const email = value('email');
  if (email !== '' && !isValidSettingEmail(email)) errors.email = [RECEIPT_MESSAGES.emailInvalid];
  return errors;
}

/** The tax-favoured purpose of a church's receipts (§ 54 AO); the collection names what it served. */
export const CHURCH_PURPOSE = 'kirchlicher Zwecke';

/**
 * What follows 'Es wird bestätigt, dass die Zuwendung nur zur Förderung …' on the form: the
 * favoured purpose in the genitive, with the collection's name, e.g. 'kirchlicher Zwecke
 * (Orgelsanierung)'. A purpose that already names it is kept.
 */
export function receiptPurposeClause(collectionName: string): string {
  const name = collectionName.trim();
  if (name === '' || name.startsWith(CHURCH_PURPOSE)) return name || CHURCH_PURPOSE;
  return `${CHURCH_PURPOSE} (${name})`;
}
