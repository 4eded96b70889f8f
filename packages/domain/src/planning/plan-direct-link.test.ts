import { describe, expect, it } from 'vitest';
import { planAppLink, planDirectLink, planDirectLinks, readLinkedPlanId } from './plan-direct-link';
import type { DeviceClass } from './plan-types';

const BASE = 'https://kollekta.example/';

describe('direct links of a plan (/p/{org} collection app, /o/{org} donation app, ?collection={plan})', () => {
  it.each<[string, DeviceClass[], string[]]>([
    ['collection app only', ['WA', 'KB'], ['https://kollekta.example/p/4?collection=17']],
    ['donation app only', ['WS', 'GC'], ['https://kollekta.example/o/4?collection=17']],
    [
      'both web apps, collection app first',
      ['WS', 'WA'],
      ['https://kollekta.example/p/4?collection=17', 'https://kollekta.example/o/4?collection=17'],
    ],
    ['no web app', ['KB', 'SP', 'GC'], []],
  ])('%s', (_name, targets, urls) => {
    const links = planDirectLinks(BASE, { planId: 17, organizationId: 4, targets });
    expect(links.map((link) => link.url)).toEqual(urls);
  });

  it('names the app and device class of each link', () => {
    expect(planDirectLinks(BASE, { planId: 3, organizationId: 9, targets: ['WA', 'WS'] })).toEqual([
      { app: 'john', deviceClass: 'WA', url: 'https://kollekta.example/p/9?collection=3' },
      { app: 'bart', deviceClass: 'WS', url: 'https://kollekta.example/o/9?collection=3' },
    ]);
  });

  it('does not double the slash of a base without or with several trailing slashes', () => {
    expect(planAppLink('http://localhost:8080', 'john', { planId: 1, organizationId: 4 })).toBe(
      'http://localhost:8080/p/4?collection=1',
    );
    expect(planAppLink('http://localhost:8080//', 'bart', { planId: 1, organizationId: 4 })).toBe(
      'http://localhost:8080/o/4?collection=1',
    );
  });

  it.each<[DeviceClass[], string]>([
    [['WS', 'WA'], 'https://kollekta.example/o/4?collection=5'],
    [['WA'], 'https://kollekta.example/p/4?collection=5'],
    [['KB'], 'https://kollekta.example/p/4?collection=5'],
  ])('the link to announce a plan with targets %j is %s', (targets, url) => {
    expect(planDirectLink(BASE, { planId: 5, organizationId: 4, targets })).toBe(url);
  });

  it.each<[string, number | null]>([
    ['?collection=17', 17],
    ['collection=17&klein=1', 17],
    ['?collection=0', null],
    ['?collection=-3', null],
    ['?collection=abc', null],
    ['?collection=1e3', null],
    ['', null],
  ])('reads the plan id from %j', (search, id) => {
    expect(readLinkedPlanId(search)).toBe(id);
  });
});
