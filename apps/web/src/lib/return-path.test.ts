import { describe, expect, it } from 'vitest';
import { readReturnPath } from './return-path';

describe('readReturnPath (deep links survive the sign-in)', () => {
  it.each([
    ['an organisation page', { from: { pathname: '/o/4/collections', search: '' } }, '/o/4/collections'],
    ['the profile', { from: { pathname: '/me/profile' } }, '/me/profile'],
    [
      'with its query',
      { from: { pathname: '/o/4/print/12', search: '?recursive=true' } },
      '/o/4/print/12?recursive=true',
    ],
    ['nothing remembered', null, '/'],
    ['no path', { from: {} }, '/'],
    ['the login itself', { from: { pathname: '/login' } }, '/'],
    ['another host', { from: { pathname: '//evil.example/o/4' } }, '/'],
    ['not a path', { from: { pathname: 'https://evil.example/' } }, '/'],
  ])('%s', (_name, state, expected) => {
    expect(readReturnPath(state)).toBe(expected);
  });
});
