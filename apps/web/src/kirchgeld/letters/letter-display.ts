/** How letters read on screen: German state and type labels, days as DD.MM.YYYY. */
import type { KgLetter } from '@kollekta/contract';
import { KG_LETTER_STATE_LABELS, KG_LETTER_TYPE_LABELS } from '@kollekta/domain';

export const letterStateLabel = (state: KgLetter['state']) => KG_LETTER_STATE_LABELS[state];
export const letterTypeLabel = (type: KgLetter['type']) => KG_LETTER_TYPE_LABELS[type];

/** '2026-11-20' or an instant → '20.11.2026' (Berlin). */
export function germanDay(value: string | null): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(value));
}

export function germanDateTime(value: string): string {
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(value));
}

export const countText = (value: number) => new Intl.NumberFormat('de-DE').format(value);
