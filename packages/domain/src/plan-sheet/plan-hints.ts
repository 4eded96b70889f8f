/** The template's second sheet 'Hinweise': each column with whether it is required, its meaning and its values. */
import type { PlanColumn } from './plan-columns';
import { PLAN_SHEET_MESSAGES } from './plan-sheet-messages';

export function buildHintRows(columns: readonly PlanColumn[]): string[][] {
  const messages = PLAN_SHEET_MESSAGES;
  return [
    [messages.hintsColumn, messages.hintsRequired, messages.hintsMeaning, messages.hintsValues],
    ...columns.map((column) => [
      column.header,
      column.required ? messages.yes : messages.no,
      column.meaning,
      column.values,
    ]),
  ];
}
