import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../app/route-guard';

describe('the route guard and the authorize page (administration.md: "authorize … Public")', () => {
  it.each([
    [false, 'signed out: the page signs in itself'],
    [true, 'signed in: the consent follows at once'],
  ])('lets the page through when signed in is %s (%s)', (isSignedIn) => {
    expect(
      decideRoute({ handles: [undefined, { name: 'authorize' }], isSignedIn, isSuperuser: false }),
    ).toEqual({ kind: 'allow' });
  });
});
