/** How a person field's value reads on screen: days as DD.MM.YYYY, enums by their German label. */
import type { KgPerson, KgPersonVersion } from '@kollekta/contract';
import {
  currentKgVersion,
  KG_FAMILIENSTAND_LABELS,
  KG_GESCHLECHT_LABELS,
  KG_PERSON_DATA_SOURCE_LABELS,
  KG_PERSON_FIELDS,
  KG_SPERRE_LABELS,
  type KgPersonFieldName,
} from '@kollekta/domain';
import { formatDate } from '../../lib/date-format';
import { KG_PERSON_TEXTS } from './messages';
import { isoDayToGerman } from './person-form-values';

const KIND = new Map<string, string>(KG_PERSON_FIELDS.map((field) => [field.name, field.kind]));

export function displayFieldValue(name: KgPersonFieldName, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (KIND.get(name) === 'date') return isoDayToGerman(value);
  if (name === 'geschlecht') return KG_GESCHLECHT_LABELS[value as keyof typeof KG_GESCHLECHT_LABELS] ?? value;
  if (name === 'sperre') return KG_SPERRE_LABELS[value as keyof typeof KG_SPERRE_LABELS] ?? value;
  if (name === 'familienstand') return KG_FAMILIENSTAND_LABELS[value] ?? value;
  return value;
}

export function sourceLabel(source: KgPersonVersion['source']): string {
  return KG_PERSON_DATA_SOURCE_LABELS[source] ?? source;
}

/** 'gültig von 01.01.2025 bis 20.11.2026' (an open version: 'bis heute') */
export function versionRange(version: Pick<KgPersonVersion, 'valid_from' | 'valid_before'>): string {
  return KG_PERSON_TEXTS.validRange(
    formatDate(version.valid_from),
    version.valid_before ? formatDate(version.valid_before) : null,
  );
}

/** The index (newest first) of the version the URL names, else of the current one. */
export function selectedVersionIndex(person: KgPerson, dataId: string | undefined): number {
  const named = dataId === undefined ? -1 : person.data.findIndex((version) => String(version.id) === dataId);
  if (named >= 0) return named;
  const periods = person.data.map((version, index) => ({
    index,
    validFrom: new Date(version.valid_from),
    validBefore: version.valid_before ? new Date(version.valid_before) : null,
  }));
  return currentKgVersion(periods, new Date())?.index ?? 0;
}
