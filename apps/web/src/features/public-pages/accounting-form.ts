/**
 * The accounting fields form as plain data (devices spec "Accounting fields form", planning.md
 * "Accounting fields: max 100 characters, trimmed"): what is typed, what is wrong at which field,
 * and what is sent (trimmed, an empty field as null).
 */
import type { AccountingField, AccountingFieldsBody } from '@kollekta/contract';
import { normalizeAccountingValue, validateAccountingValue } from '@kollekta/domain';

export type AccountingDraft = Record<string, string>;

export function toAccountingDraft(fields: readonly AccountingField[]): AccountingDraft {
  return Object.fromEntries(fields.map((field) => [field.name, field.value ?? '']));
}

/** field name → its message ('max. 100 Zeichen'); empty when all may be sent. */
export function checkAccountingDraft(draft: AccountingDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft)) {
    const message = validateAccountingValue(value);
    if (message) errors[name] = message;
  }
  return errors;
}

export function toAccountingBody(draft: AccountingDraft): AccountingFieldsBody {
  return {
    meta: {
      accounting: Object.fromEntries(
        Object.entries(draft).map(([name, value]) => [name, normalizeAccountingValue(value)]),
      ),
    },
  };
}

/** The server's field errors ('meta.accounting.Sachkonto') by field name. */
export function readAccountingFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const name = key.startsWith('meta.accounting.') ? key.slice('meta.accounting.'.length) : null;
    if (name && messages[0]) result[name] = messages[0];
  }
  return result;
}
