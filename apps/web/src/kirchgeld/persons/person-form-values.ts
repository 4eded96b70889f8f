/**
 * The create and edit form's values: every field as the text the user typed, days as DD.MM.YYYY.
 * They become the API's data (days YYYY-MM-DD; an unreadable day stays as typed, so the domain's
 * check says 'Das eingegebene Datum ist ungültig') and are checked by the same rules as the server.
 */
import type { KgPersonDataInput, KgPersonVersion } from '@kollekta/contract';
import {
  firstKgPersonErrors,
  KG_PERSON_FIELDS,
  type KgPersonFieldName,
  type KgPersonTypeValue,
  validateKgPersonValues,
} from '@kollekta/domain';

export type PersonFormValues = Record<KgPersonFieldName, string>;

const DATE_FIELDS = new Set<string>(
  KG_PERSON_FIELDS.filter((field) => field.kind === 'date').map((field) => field.name),
);

/** fields that describe a human being: a company's form leaves them out */
export const INDIVIDUAL_ONLY_FIELDS: ReadonlySet<KgPersonFieldName> = new Set<KgPersonFieldName>([
  'vornamen',
  'rufname',
  'geschlecht',
  'geburtsdatum',
  'geburtsname',
  'familienstand',
  'akad_grad',
  'konfession',
]);

/** what the registry alone knows: not offered in the form */
export const READ_ONLY_FIELDS: ReadonlySet<KgPersonFieldName> = new Set<KgPersonFieldName>([
  'org_name_by_kro',
  'orig_kro_nr',
]);

export function emptyPersonForm(): PersonFormValues {
  return Object.fromEntries(KG_PERSON_FIELDS.map((field) => [field.name, ''])) as PersonFormValues;
}

/** '2026-11-20' → '20.11.2026' */
export function isoDayToGerman(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

/** '20.11.2026' or '1.2.2026' → '2026-11-20'; anything else as typed */
export function germanDayToIso(text: string): string {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  return `${match[3]}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

export function personFormFromVersion(version: KgPersonVersion): PersonFormValues {
  const form = emptyPersonForm();
  for (const field of KG_PERSON_FIELDS) {
    const value = version[field.name];
    form[field.name] =
      value === null || value === undefined
        ? ''
        : DATE_FIELDS.has(field.name)
          ? isoDayToGerman(value)
          : value;
  }
  return form;
}

/** The form's fields that apply to a person type. */
export function formFieldsFor(type: KgPersonTypeValue) {
  return KG_PERSON_FIELDS.filter(
    (field) =>
      !READ_ONLY_FIELDS.has(field.name) && (type === 'individual' || !INDIVIDUAL_ONLY_FIELDS.has(field.name)),
  );
}

export function toPersonData(type: KgPersonTypeValue, form: PersonFormValues): KgPersonDataInput {
  const data: KgPersonDataInput = {};
  for (const field of formFieldsFor(type)) {
    const text = form[field.name].trim();
    data[field.name] = text === '' ? null : DATE_FIELDS.has(field.name) ? germanDayToIso(text) : text;
  }
  return data;
}

/** The first message per field, by the rules of §5 (the server checks the same). */
export function validatePersonForm(
  type: KgPersonTypeValue,
  form: PersonFormValues,
  today: string,
): Partial<Record<KgPersonFieldName, string>> {
  const data = toPersonData(type, form);
  return firstKgPersonErrors(validateKgPersonValues(type, data, today));
}
