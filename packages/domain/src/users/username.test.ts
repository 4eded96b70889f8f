import { describe, expect, it } from 'vitest';
import { normalizeUsername, usernameKey } from './username';

describe('usernameKey', () => {
  it.each([
    ['admin', 'admin'],
    ['ADMIN', 'admin'],
    ['Admin', 'admin'],
    ['admin\u200B', 'admin'],
    ['ad\u200Dmin', 'admin'],
    ['\uFEFFadmin', 'admin'],
    ['adm\u00ADin', 'admin'],
    ['admin\u2060', 'admin'],
    ['\u200Eadmin\u200F', 'admin'],
    ['ａｄｍｉｎ', 'admin'], // full-width letters
    ['  kasse  ', 'kasse'],
    ['ﬁnanzen', 'finanzen'], // ligature
    ['Müller', 'müller'],
    ['Mu\u0308ller', 'müller'], // decomposed umlaut
  ])('%j → %j', (input, key) => {
    expect(usernameKey(input)).toBe(key);
  });

  it('keeps different names apart', () => {
    expect(usernameKey('kasse')).not.toBe(usernameKey('kasse2'));
    expect(usernameKey('admin')).not.toBe(usernameKey('admín'));
  });
});

describe('normalizeUsername', () => {
  it.each([
    ['Planer', 'Planer'],
    ['Planer\u200B', 'Planer'],
    ['ＰＬＡＮＥＲ', 'PLANER'],
    ['\u200B', ''],
  ])('%j → %j (case kept)', (input, stored) => {
    expect(normalizeUsername(input)).toBe(stored);
  });
});
