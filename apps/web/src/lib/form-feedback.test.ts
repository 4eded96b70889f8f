import { createUserBody, updateUserBody } from '@kollekta/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeLengthLimit, maxLengthOf, splitRefusal } from './form-feedback';

const FIELDS = ['name', 'username', 'email'] as const;

describe('splitRefusal: field errors next to their field, never JSON', () => {
  it.each([
    [
      'the issue’s case: a name of 151 characters',
      new ApiError(400, { name: ['Höchstens 150 Zeichen.'] }),
      { fields: { name: 'Höchstens 150 Zeichen.' }, rest: null },
    ],
    [
      'two fields of the form, the first message each',
      new ApiError(400, { username: ['Vergeben.', 'Zu lang.'], email: ['Ungültig.'] }),
      { fields: { username: 'Vergeben.', email: 'Ungültig.' }, rest: null },
    ],
    [
      'a field the form does not show goes to the bar as text',
      new ApiError(400, { name: ['Höchstens 150 Zeichen.'], permissions: ['Unbekannte Organisation.'] }),
      { fields: { name: 'Höchstens 150 Zeichen.' }, rest: 'Unbekannte Organisation.' },
    ],
    [
      'a detail',
      new ApiError(403, { detail: 'Keine Berechtigung.' }),
      { fields: {}, rest: 'Keine Berechtigung.' },
    ],
    [
      'no answer',
      new ApiError(0, null, 'Keine Verbindung zum Server'),
      { fields: {}, rest: 'Keine Verbindung zum Server' },
    ],
    ['a bare status', new ApiError(500, null), { fields: {}, rest: 'HTTP-Status 500' }],
  ])('%s', (_name, error, expected) => {
    const split = splitRefusal(error, FIELDS);
    expect(split).toEqual(expected);
    expect(split.rest ?? '').not.toContain('{');
  });
});

describe('maxLengthOf: the contract’s limit on the input', () => {
  it.each([
    ['name on create', createUserBody.shape.name, 150],
    ['e-mail on create', createUserBody.shape.email, 254],
    ['name on update (optional)', updateUserBody.shape.name, 150],
    ['a list has none', createUserBody.shape.permissions, undefined],
  ])('%s → %s', (_name, schema, length) => {
    expect(maxLengthOf(schema)).toBe(length);
  });
});

describe('describeLengthLimit', () => {
  it.each([
    ['x'.repeat(149), 150, null],
    ['x'.repeat(150), 150, 'Höchstens 150 Zeichen.'],
    ['x'.repeat(1000), 1000, 'Höchstens 1.000 Zeichen.'],
    ['', undefined, null],
  ])('%#: %i characters, limit %s', (value, limit, message) => {
    expect(describeLengthLimit(value, limit)).toBe(message);
  });
});
