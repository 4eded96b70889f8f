/**
 * Checks of a self-created person's data (devices-income-kirchgeld.md §5 "Person creation"):
 * familienname always, vornamen and geschlecht for individuals ('Verpflichtend'); dates that exist
 * ('Das eingegebene Datum ist ungültig') and, where they record something that happened, not in the
 * future. The create and edit screens show the same messages before the server refuses.
 */
import { parseIsoDay } from '../../church-year/calendar-day';
import { KG_GESCHLECHT, KG_SPERRE, type KgPersonTypeValue } from '../enums';
import type { KgPersonFieldName, KgPersonValues } from '../person-fields';

export const KG_PERSON_MESSAGES = {
  required: 'Verpflichtend',
  invalidDate: 'Das eingegebene Datum ist ungültig',
  futureDate: 'Das Datum darf nicht in der Zukunft liegen',
  moveOutBeforeMoveIn: 'Das Auszugsdatum darf nicht vor dem Einzugsdatum liegen',
  invalidChoice: 'Bitte einen der angebotenen Werte wählen',
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
} as const;

/** The longest text a person field takes. */
export const KG_PERSON_TEXT_MAX = 200;
/** bemerkungen (remarks) may say more */
export const KG_PERSON_REMARKS_MAX = 4000;

/** dates of what has happened: they cannot lie after today */
const PAST_DATES: readonly KgPersonFieldName[] = ['geburtsdatum', 'einzug_datum'];
const DATE_FIELDS: readonly KgPersonFieldName[] = ['geburtsdatum', 'einzug_datum', 'auszug_datum'];

export type KgPersonFieldErrors = Partial<Record<KgPersonFieldName, string[]>>;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** A day as the API carries it ('YYYY-MM-DD', four-digit year from 1000), or false. */
export function isKgDay(value: string): boolean {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    parseIsoDay(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The field errors of a person's data; empty when it may be saved. `today` is the business day
 * (YYYY-MM-DD, Europe/Berlin) against which dates in the future are refused.
 */
export function validateKgPersonValues(
  type: KgPersonTypeValue,
  values: KgPersonValues,
  today: string,
): KgPersonFieldErrors {
  const errors: KgPersonFieldErrors = {};
  const add = (field: KgPersonFieldName, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (isBlank(values.familienname)) add('familienname', KG_PERSON_MESSAGES.required);
  if (type === 'individual') {
    if (isBlank(values.vornamen)) add('vornamen', KG_PERSON_MESSAGES.required);
    if (isBlank(values.geschlecht)) add('geschlecht', KG_PERSON_MESSAGES.required);
  }
  const geschlecht = values.geschlecht?.trim();
  if (geschlecht && !(KG_GESCHLECHT as readonly string[]).includes(geschlecht))
    add('geschlecht', KG_PERSON_MESSAGES.invalidChoice);
  const sperre = values.sperre?.trim();
  if (sperre && !(KG_SPERRE as readonly string[]).includes(sperre))
    add('sperre', KG_PERSON_MESSAGES.invalidChoice);
  const betreuerstatus = values.betreuerstatus?.trim();
  if (betreuerstatus && betreuerstatus !== 'B') add('betreuerstatus', KG_PERSON_MESSAGES.invalidChoice);

  for (const field of DATE_FIELDS) {
    const value = values[field]?.trim();
    if (!value) continue;
    if (!isKgDay(value)) add(field, KG_PERSON_MESSAGES.invalidDate);
    else if (PAST_DATES.includes(field) && value > today) add(field, KG_PERSON_MESSAGES.futureDate);
  }
  const moveIn = values.einzug_datum?.trim();
  const moveOut = values.auszug_datum?.trim();
  if (moveIn && moveOut && isKgDay(moveIn) && isKgDay(moveOut) && moveOut < moveIn)
    add('auszug_datum', KG_PERSON_MESSAGES.moveOutBeforeMoveIn);

  for (const [field, value] of Object.entries(values) as [KgPersonFieldName, string | null][]) {
    const max = field === 'bemerkungen' ? KG_PERSON_REMARKS_MAX : KG_PERSON_TEXT_MAX;
    if (typeof value === 'string' && value.trim().length > max) add(field, KG_PERSON_MESSAGES.tooLong(max));
  }
  return errors;
}

/** The first message of each field, for a form. */
export function firstKgPersonErrors(errors: KgPersonFieldErrors): Partial<Record<KgPersonFieldName, string>> {
  const first: Partial<Record<KgPersonFieldName, string>> = {};
  for (const [field, messages] of Object.entries(errors) as [KgPersonFieldName, string[]][]) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}
