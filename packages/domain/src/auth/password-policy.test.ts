import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from './password-policy';
import { scorePasswordStrength } from './password-strength';

const owner = { username: 'gemeinde', name: 'Petra Schulz', email: 'p.schulz@ev-gemeinde.de' };

describe('checkPasswordPolicy', () => {
  it.each([
    ['kurz', 'Bitte geben Sie mindestens 8 Zeichen ein.'],
    [
      'Passwort123',
      'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
    ],
    [
      'PASS-WORT-123',
      'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
    ],
    [
      'Q.W.E.R.T.Z.1.2.3',
      'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
    ],
    [
      'Gemeinde!',
      'Das Passwort kann nicht verwendet werden, da es in der Liste häufiger Passwörter vorkommt.',
    ],
    ['petraschulz', 'Das Passwort ist nicht stark genug.'],
    // zxcvbn-ts with the German and common dictionaries scores these below 2 of 4
    ['Sommer2026', 'Das Passwort ist nicht stark genug.'],
    ['abcdefgh1', 'Das Passwort ist nicht stark genug.'],
    ['PetraSchulz', 'Das Passwort ist nicht stark genug.'],
  ])('%j is refused: %s', (password, message) => {
    expect(checkPasswordPolicy(password, owner)).toEqual({ allowed: false, message });
  });

  it.each(['Kollekta-Demo-2026', 'Orgelpfeife-Sonntag-17', 'lila Kerzen im Advent', 'Gemeinde2026!'])(
    '%j is allowed',
    (password) => {
      expect(checkPasswordPolicy(password, owner)).toEqual({ allowed: true });
    },
  );
});

describe('scorePasswordStrength', () => {
  it.each([
    ['Passwort123', 1],
    ['Gemeinde2026!', 2],
    ['Glockenturm-im-Advent-7', 4],
  ])('%j scores %i of 4', (password, score) => {
    expect(scorePasswordStrength(password)).toBe(score);
  });
});
