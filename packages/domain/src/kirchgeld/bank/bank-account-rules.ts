/** A bank account of the tenant (§3 "Bank account"): a name, an IBAN checked by ibantools, a BIC optional. */
import { normalizeBic, normalizeIban } from '../../sepa/sepa-account';
import { KG_BANK_MESSAGES as M } from './bank-messages';

export type KgBankAccountInput = { name?: string | null; iban?: string | null; bic?: string | null };

export function validateKgBankAccount(input: KgBankAccountInput): {
  fieldErrors: Record<string, string[]>;
  value: { name: string; iban: string; bic: string | null } | null;
} {
  const fieldErrors: Record<string, string[]> = {};
  const name = (input.name ?? '').trim();
  if (name === '') fieldErrors.name = [M.required];
  const iban = normalizeIban(input.iban);
  if (!(input.iban ?? '').trim()) fieldErrors.iban = [M.required];
  else if (!iban) fieldErrors.iban = [M.invalidIban];
  const bic = normalizeBic(input.bic);
  if (bic === undefined) fieldErrors.bic = [M.invalidBic];
  const isValid = Object.keys(fieldErrors).length === 0;
  return { fieldErrors, value: isValid && iban ? { name, iban, bic: bic ?? null } : null };
}

/** 'DE89370400440532013000' → 'DE89 3704 0044 0532 0130 00' */
export function formatKgIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
