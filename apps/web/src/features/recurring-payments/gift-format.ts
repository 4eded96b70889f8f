/** Amounts of the donor lists, formatted through the one money helper (de-DE, EUR/CHF). */
import { COLLECTION_TYPE_LABELS, decimalStringToCents, formatMoney } from '@kollekta/domain';

export function formatGiftAmount(amount: string, currency: string): string {
  return formatMoney(decimalStringToCents(amount) ?? 0, currency);
}

export function collectionTypeLabel(type: string | null): string {
  if (type === null) return '';
  return COLLECTION_TYPE_LABELS[type] ?? type;
}
