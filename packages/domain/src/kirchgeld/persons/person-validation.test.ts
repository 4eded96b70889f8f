import { describe, expect, it } from 'vitest';
import type { KgPersonTypeValue } from '../enums';
import type { KgPersonValues } from '../person-fields';
import { KG_PERSON_MESSAGES, validateKgPersonValues } from './person-validation';

const TODAY = '2026-11-20';
const anna: KgPersonValues = { vornamen: 'Anna', familienname: 'Keller', geschlecht: 'w' };

// §5 "Person creation": vornamen and geschlecht required for individuals, familienname always;
// invalid date text: 'Das eingegebene Datum ist ungültig'.
const cases: {
  name: string;
  type: KgPersonTypeValue;
  values: KgPersonValues;
  errors: Record<string, string[]>;
}[] = [
  { name: 'a complete individual', type: 'individual', values: anna, errors: {} },
  {
    name: 'an individual without anything',
    type: 'individual',
    values: {},
    errors: {
      familienname: ['Verpflichtend'],
      vornamen: ['Verpflichtend'],
      geschlecht: ['Verpflichtend'],
    },
  },
  {
    name: 'a family name of spaces',
    type: 'individual',
    values: { ...anna, familienname: '   ' },
    errors: { familienname: ['Verpflichtend'] },
  },
  {
    name: 'a company needs only its name',
    type: 'company',
    values: { familienname: 'Autohaus Weber GmbH' },
    errors: {},
  },
  {
    name: 'a company without a name',
    type: 'company',
    values: {},
    errors: { familienname: ['Verpflichtend'] },
  },
  {
    name: 'an unknown geschlecht',
    type: 'individual',
    values: { ...anna, geschlecht: 'q' },
    errors: { geschlecht: [KG_PERSON_MESSAGES.invalidChoice] },
  },
  {
    name: '30 February',
    type: 'individual',
    values: { ...anna, geburtsdatum: '1980-02-30' },
    errors: { geburtsdatum: ['Das eingegebene Datum ist ungültig'] },
  },
  {
    name: 'a German date text',
    type: 'individual',
    values: { ...anna, einzug_datum: '01.02.2020' },
    errors: { einzug_datum: ['Das eingegebene Datum ist ungültig'] },
  },
  {
    name: 'born tomorrow',
    type: 'individual',
    values: { ...anna, geburtsdatum: '2026-11-21' },
    errors: { geburtsdatum: [KG_PERSON_MESSAGES.futureDate] },
  },
  { name: 'born today', type: 'individual', values: { ...anna, geburtsdatum: TODAY }, errors: {} },
  {
    name: 'a planned move-out may lie ahead',
    type: 'individual',
    values: { ...anna, einzug_datum: '2020-01-01', auszug_datum: '2027-03-31' },
    errors: {},
  },
  {
    name: 'moved out before moving in',
    type: 'individual',
    values: { ...anna, einzug_datum: '2020-01-01', auszug_datum: '2019-12-31' },
    errors: { auszug_datum: [KG_PERSON_MESSAGES.moveOutBeforeMoveIn] },
  },
  {
    name: 'an unknown Sperre and Betreuerstatus',
    type: 'individual',
    values: { ...anna, sperre: 'geheim', betreuerstatus: 'X' },
    errors: {
      sperre: [KG_PERSON_MESSAGES.invalidChoice],
      betreuerstatus: [KG_PERSON_MESSAGES.invalidChoice],
    },
  },
  {
    name: 'a name of 201 characters',
    type: 'individual',
    values: { ...anna, rufname: 'a'.repeat(201) },
    errors: { rufname: ['Höchstens 200 Zeichen'] },
  },
  {
    name: 'remarks of 4,000 characters',
    type: 'individual',
    values: { ...anna, bemerkungen: 'a'.repeat(4000) },
    errors: {},
  },
];

describe('validateKgPersonValues', () => {
  it.each(cases)('$name', ({ type, values, errors }) => {
    expect(validateKgPersonValues(type, values, TODAY)).toEqual(errors);
  });
});
