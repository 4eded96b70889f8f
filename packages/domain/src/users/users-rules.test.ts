import { describe, expect, it } from 'vitest';
import {
  decidePasswordCheckStatus,
  derivePasswordState,
  PASSWORD_STATE_LABELS,
  shouldWarnInsecurePassword,
} from './password-status';
import { isInternalEmail, joinEmailList, matchesUserFilter } from './user-list';
import { isNewUserValid, validateNewName, validateNewUser, validateProfileEmail } from './user-validation';

describe('new name (§5)', () => {
  it.each([
    ['', 'Bitte geben Sie hier Ihren Namen ein'],
    ['   ', 'Bitte geben Sie hier Ihren Namen ein'],
    ['A', null],
  ])('%j → %j', (name, expected) => expect(validateNewName(name)).toBe(expected));
});

describe('profile e-mail (§5 reset and e-mail fields)', () => {
  it.each([
    ['', 'Bitte geben Sie hier Ihre E-Mail-Adresse ein'],
    ['kein-at', 'Gültige E-Mail-Adresse eingeben.'],
    ['a@b', 'Gültige E-Mail-Adresse eingeben.'],
    ['a@bc', null],
  ])('%j → %j', (email, expected) => expect(validateProfileEmail(email)).toBe(expected));
});

describe('add-user form (§5)', () => {
  it.each([
    [
      { name: '', username: '', email: '' },
      {
        name: 'Dieses Feld darf nicht leer sein.',
        username: 'Dieses Feld darf nicht leer sein.',
        email: 'Dieses Feld darf nicht leer sein.',
      },
      false,
    ],
    [
      { name: '-', username: 'kirchenpflege', email: 'kp@lauffen' },
      { name: null, username: null, email: 'Gültige E-Mail-Adresse eingeben.' },
      false,
    ],
    [
      { name: 'Eva Roth', username: 'eroth', email: 'e.roth@lauffen.de' },
      { name: null, username: null, email: null },
      true,
    ],
  ])('%j', (input, errors, valid) => {
    expect(validateNewUser(input)).toEqual(errors);
    expect(isNewUserValid(input)).toBe(valid);
  });
});

describe('password status (§4): seven states', () => {
  it.each([
    [true, false, 'not_checked', 'Noch nicht geprüft'],
    [true, false, 'error', 'Prüfung fehlgeschlagen'],
    [true, true, 'ok', 'Passwortqualität in Ordnung'],
    [true, false, 'problematic', 'Warnung: schwaches Passwort'],
    [true, false, 'insecure', 'Unsicheres Passwort, Anmeldung nicht möglich'],
    [false, true, 'not_checked', 'Anmeldung mit Passwort deaktiviert'],
    [false, false, 'ok', 'Weder Passwort noch Passkey: keine Anmeldung möglich'],
  ] as const)('password %s, passkey %s, check %s → %s', (password, passkey, status, label) => {
    const state = derivePasswordState({
      has_usable_password: password,
      has_webauthn: passkey,
      pw_check_status: status,
    });
    expect(PASSWORD_STATE_LABELS[state]).toBe(label);
  });

  it.each([
    [true, true, 'insecure'],
    [false, false, 'problematic'],
    [null, true, 'error'],
    [false, true, 'ok'],
  ] as const)('check at sign-in: pwned %s, meets policy %s → %s', (pwned, meetsPolicy, status) => {
    expect(decidePasswordCheckStatus({ pwned, meetsPolicy })).toBe(status);
  });

  it('warns only in production', () => {
    const insecure = {
      pw_check_status: 'insecure' as const,
      pw_check_data: { pwnedpasswords: { pwned: null } },
    };
    const pwned = { pw_check_status: 'ok' as const, pw_check_data: { pwnedpasswords: { pwned: true } } };
    const fine = { pw_check_status: 'ok' as const, pw_check_data: { pwnedpasswords: { pwned: false } } };
    expect(shouldWarnInsecurePassword('production', insecure)).toBe(true);
    expect(shouldWarnInsecurePassword('production', pwned)).toBe(true);
    expect(shouldWarnInsecurePassword('production', fine)).toBe(false);
    expect(shouldWarnInsecurePassword('demo', insecure)).toBe(false);
    expect(shouldWarnInsecurePassword('development', pwned)).toBe(false);
  });
});

describe('user list', () => {
  it('joins the addresses with semicolons, without empty, internal or repeated ones', () => {
    expect(
      joinEmailList(
        ['a@lauffen.de', '', 'support@kollekta.de', 'x@mail.kollekta.de', 'A@lauffen.de', ' b@talheim.de '],
        'kollekta.de',
      ),
    ).toBe('a@lauffen.de;b@talheim.de');
    expect(isInternalEmail('someone@notkollekta.de', 'kollekta.de')).toBe(false);
  });

  it.each([
    ['', true],
    ['keller', true],
    ['AKELLER', false],
    ['lauffen.example', true],
    ['Kirchengemeinde Lauffen', true],
    ['Brackenheim', false],
  ])('filter %j → %s', (filter, expected) => {
    expect(
      matchesUserFilter(
        {
          name: 'Anna Keller',
          username: 'kasse',
          email: 'a.keller@lauffen.example',
          organizationNames: ['Ev. Kirchengemeinde Lauffen'],
        },
        filter,
      ),
    ).toBe(expected);
  });
});
