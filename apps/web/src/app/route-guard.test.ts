import { describe, expect, it } from 'vitest';
import { decideRoute } from './route-guard';

const main = { requiresAuth: true };

describe('decideRoute (administration.md §2 route guard)', () => {
  it.each([
    ['signed out on a signed-in page → login', [{}, main, { name: 'home' }], false, false, 'login'],
    ['signed out on the login → allowed', [{}, {}, { name: 'login' }], false, false, 'allow'],
    ['signed out on the reset link → allowed', [{}, {}, { name: 'auth.recover' }], false, false, 'allow'],
    ['signed in on the login → back to the page wanted', [{}, {}, { name: 'login' }], true, false, 'return'],
    [
      'signed in on an organisation → allowed',
      [{}, main, { name: 'organization.dashboard' }],
      true,
      false,
      'allow',
    ],
    ['admin page without superuser → home', [{}, main, { name: 'admin.users' }], true, false, 'home'],
    ['admin page as superuser → allowed', [{}, main, { name: 'admin.users' }], true, true, 'allow'],
    ['admin page signed out → login first', [{}, main, { name: 'admin.devices' }], false, false, 'login'],
    [
      'only the first name counts',
      [{}, { name: 'organization.dashboard' }, { name: 'admin.x' }],
      true,
      false,
      'allow',
    ],
  ] as const)('%s', (_name, handles, isSignedIn, isSuperuser, expected) => {
    expect(decideRoute({ handles, isSignedIn, isSuperuser }).kind).toBe(expected);
  });

  it('shows visitors the landing page at home in the marketing variant, nowhere else (administration.md §2)', () => {
    const home = [{}, main, { name: 'home' }];
    const decide = (handles: readonly unknown[], isSignedIn: boolean, hasLandingPage: boolean) =>
      decideRoute({ handles, isSignedIn, isSuperuser: false, hasLandingPage }).kind;
    expect(decide(home, false, true)).toBe('landing');
    expect(decide(home, false, false)).toBe('login');
    expect(decide(home, true, true)).toBe('allow');
    // every other signed-in page still needs the sign-in
    expect(decide([{}, main, { name: 'organization.dashboard' }], false, true)).toBe('login');
    expect(decide([{}, main, { name: 'news' }], false, true)).toBe('login');
  });

  it('keeps a user who chose to sign out on the login until the session has ended', () => {
    const login = [{}, {}, { name: 'login' }];
    expect(
      decideRoute({ handles: login, isSignedIn: true, isSuperuser: false, isSigningOut: true }).kind,
    ).toBe('allow');
  });
});
