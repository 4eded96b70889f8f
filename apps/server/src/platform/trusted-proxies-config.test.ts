import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
  });

  it.each([
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8 , 192.168.1.1 ', ['10.0.0.0/8', '192.168.1.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['', []],
  ])('reads %j', (value, expected) => {
    expect(readConfig({ TRUSTED_PROXIES: value }).trustedProxies).toEqual(expected);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129'])(
    'refuses %j at start-up',
    (value) => {
      expect(() => readConfig({ TRUSTED_PROXIES: value })).toThrow(/TRUSTED_PROXIES/);
    },
  );
});
