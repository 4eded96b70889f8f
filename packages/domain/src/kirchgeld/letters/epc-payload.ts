/**
 * The EPC QR code ('GiroCode', EPC069-12 version 002) of a credit transfer: lines separated by LF,
 * 'BCD', version '002', character set '1' (UTF-8), 'SCT', the BIC (optional in version 002 within the
 * EEA), the beneficiary's name (≤ 70), the IBAN, 'EUR' with the amount (0.01 to 999999999.99, may be
 * empty so the payer types it), a purpose code (empty), a structured creditor reference (empty: the
 * letter's reference is no ISO 11649 RF reference) and the remittance text (≤ 140). At most 331 bytes.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from '../../planning/ibantools-esm';

export const EPC_LIMITS = {
  nameLength: 70,
  remittanceLength: 140,
  maxAmountCents: 99_999_999_999,
  maxPayloadBytes: 331,
} as const;

export type EpcTransfer = {
  name: string;
  iban: string;
  bic?: string | null;
  /** null: the payer enters the amount */
  amountCents: number | null;
  remittance: string;
};

export type EpcResult = { ok: true; payload: string } | { ok: false; message: string };

export const EPC_MESSAGES = {
  invalidIban: 'Die IBAN des Bankkontos ist ungültig.',
  invalidBic: 'Die BIC des Bankkontos ist ungültig.',
  nameRequired: 'Der Kontoinhaber fehlt.',
  amountRange: 'Der Betrag eines GiroCodes liegt zwischen 0,01 € und 999.999.999,99 €.',
} as const;

/** Collapses whitespace (line breaks would break the payload's lines) and cuts to a length. */
function field(text: string, length: number): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, length).join('');
}

function epcAmount(cents: number): string {
  return `EUR${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export function buildEpcPayload(transfer: EpcTransfer): EpcResult {
  const iban = electronicFormatIBAN(transfer.iban ?? '') ?? '';
  if (!iban || !isValidIBAN(iban)) return { ok: false, message: EPC_MESSAGES.invalidIban };
  const bic = (transfer.bic ?? '').replace(/\s/g, '').toUpperCase();
  if (bic && !isValidBIC(bic)) return { ok: false, message: EPC_MESSAGES.invalidBic };
  const name = field(transfer.name, EPC_LIMITS.nameLength);
  if (!name) return { ok: false, message: EPC_MESSAGES.nameRequired };
  const { amountCents } = transfer;
  if (
    amountCents !== null &&
    (!Number.isSafeInteger(amountCents) || amountCents < 1 || amountCents > EPC_LIMITS.maxAmountCents)
  )
    return { ok: false, message: EPC_MESSAGES.amountRange };
  const lines = [
    'BCD',
    '002',
    '1',
    'SCT',
    bic,
    name,
    iban,
    amountCents === null ? '' : epcAmount(amountCents),
    '',
    '',
    fitBytes(field(transfer.remittance, EPC_LIMITS.remittanceLength), 0),
  ];
  const head = lines.slice(0, -1).join('\n');
  const room = EPC_LIMITS.maxPayloadBytes - utf8Length(`${head}\n`);
  lines[lines.length - 1] = fitBytes(lines[lines.length - 1] ?? '', room);
  // trailing empty lines may be left out (EPC069-12 §3.3)
  return { ok: true, payload: lines.join('\n').replace(/\n+$/, '') };
}

const encoder = new TextEncoder();
const utf8Length = (text: string) => encoder.encode(text).length;

/** Cuts text so its UTF-8 form has at most `bytes` bytes (0: no cut); never splits a character. */
function fitBytes(text: string, bytes: number): string {
  if (bytes <= 0) return text;
  let result = '';
  for (const character of text) {
    if (utf8Length(result + character) > bytes) break;
    result += character;
  }
  return result;
}

/** The remittance text of a letter: the reference first (banks cut long texts), then the purpose. */
export function letterRemittance(reference: string, purpose: string): string {
  return field(`${reference} ${purpose}`, EPC_LIMITS.remittanceLength);
}
