/** Texts of the information requests (administration.md §2 "Lists": 'Übersicht über die Bitte nach weiteren Informationen'). */
import { SUBSCRIBER_COLUMNS } from '@kollekta/domain';

export const INFORMATION_REQUESTS_MESSAGES = {
  title: 'Übersicht über die Bitte nach weiteren Informationen',
  intro:
    'Spenderinnen und Spender, die beim Spenden um weitere Informationen gebeten haben, auch die der Organisationen darunter.',
  loading: 'Informationsanforderungen werden geladen …',
  empty: 'Bisher hat niemand um weitere Informationen gebeten.',
  columns: SUBSCRIBER_COLUMNS,
  download: 'Excel-Export',
  downloading: 'Wird erstellt …',
  downloadFailed: 'Der Excel-Export ist leider fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
  noName: 'Keine Angabe',
  fallbackFileName: 'Informationsanforderungen.xlsx',
} as const;
