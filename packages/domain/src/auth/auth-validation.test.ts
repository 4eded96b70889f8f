import { describe, expect, it } from 'vitest';
import {
  isValidUserEmail,
  validateLoginPassword,
  validateLoginUsername,
  validateNewPasswordShape,
  validateOtp,
  validateResetEmail,
} from './auth-validation';

describe('login form', () => {
  it.each([
    ['', 'Eingabe erforderlich.'],
    ['a', 'Eingabe erforderlich.'],
    [' a ', 'Eingabe erforderlich.'],
    ['ab', null],
    ['gemeinde', null],
  ])('username %j → %j', (username, expected) => {
    expect(validateLoginUsername(username)).toBe(expected);
  });

  it('needs a password', () => {
    expect(validateLoginPassword('')).toBe('Eingabe erforderlich.');
    expect(validateLoginPassword('x')).toBeNull();
  });

  it.each([
    ['', 'Eingabe erforderlich.'],
    ['12345', 'Mindestens 6 Zeichen.'],
    ['123456', null],
  ])('one-time code %j → %j', (otp, expected) => {
    expect(validateOtp(otp)).toBe(expected);
  });
});

describe('reset e-mail', () => {
  it.each([
    ['', 'Bitte geben Sie hier Ihre E-Mail-Adresse ein'],
    ['   ', 'Bitte geben Sie hier Ihre E-Mail-Adresse ein'],
    ['name', 'Gültige E-Mail-Adresse eingeben.'],
    ['name@x', 'Gültige E-Mail-Adresse eingeben.'],
    ['@xy', 'Gültige E-Mail-Adresse eingeben.'],
    ['name@xy', null],
    ['pfarramt@gemeinde.de', null],
  ])('%j → %j', (email, expected) => {
    expect(validateResetEmail(email)).toBe(expected);
  });
});

describe('user e-mail', () => {
  it.each([
    ['pfarramt@gemeinde.de', true],
    ['name@xy', false],
    ['name@gemeinde.', false],
    ['name@ab.d', true],
  ])('%j → %s', (email, expected) => {
    expect(isValidUserEmail(email)).toBe(expected);
  });
});

describe('new password shape', () => {
  it.each([
    ['kurz', 'kurz', 'Bitte geben Sie mindestens 8 Zeichen ein.', null],
    ['lang-genug', 'anders', null, 'Beide Eingaben müssen übereinstimmen.'],
    ['lang-genug', 'lang-genug', null, null],
  ])('%j / %j', (password, repeat, passwordError, repeatError) => {
    expect(validateNewPasswordShape(password, repeat)).toEqual({
      password: passwordError,
      repeat: repeatError,
    });
  });
});
