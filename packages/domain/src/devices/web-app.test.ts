import { describe, expect, it } from 'vitest';
import {
  checkDonationAmount,
  donationAmountBounds,
  isWebAppEnabled,
  ONLINE_PAYMENT_UNAVAILABLE,
  parseWebAppPath,
  pickInitialCollection,
  quickAmounts,
  readWebAppOptions,
  selectWebAppCollections,
  type WebAppPlanCandidate,
  webAppDisplayText,
  webAppSettingsType,
  webAppWebsite,
} from './web-app';

describe('direct link paths (devices-income-kirchgeld.md §2 "Direct links")', () => {
  it.each([
    ['/p/4', { app: 'john', organizationId: 4 }],
    ['/p/4/', { app: 'john', organizationId: 4 }],
    ['/o/12', { app: 'bart', organizationId: 12 }],
    ['/o/0', null],
    ['/o/04', null],
    ['/x/4', null],
    ['/p/4/extra', null],
    ['/p/99999999999', null],
    ['/p/abc', null],
  ] as const)('%s', (path, expected) => {
    expect(parseWebAppPath(path)).toEqual(expected);
  });
});

describe('when an organisation has a web app', () => {
  it.each([
    ['john', [], ['WA'], true],
    ['john', ['enableWA'], [], true],
    ['john', ['enableWS'], ['WS', 'KB'], false],
    ['bart', [], ['WS'], true],
    ['bart', ['enableWS'], [], true],
    ['bart', [], ['WA', 'KB'], false],
  ] as const)('%s with flags %j and devices %j: %s', (app, flags, classes, expected) => {
    expect(isWebAppEnabled(app, { flags, activeDeviceClasses: classes })).toBe(expected);
  });

  it('runs the donation app as jake where the organisation has one (limit 5000)', () => {
    expect(webAppSettingsType('bart', ['bart', 'jake'])).toBe('jake');
    expect(webAppSettingsType('bart', ['bart'])).toBe('bart');
    expect(webAppSettingsType('john', ['jake'])).toBe('john');
  });
});

describe('iframe options of the collection app', () => {
  it.each([
    ['', { showParishSelection: false, small: false, isPreview: false }],
    ['?gemeindeauswahl=1', { showParishSelection: true, small: false, isPreview: false }],
    ['?klein=1', { showParishSelection: false, small: true, isPreview: false }],
    // 'kleine Variante' forces the parish selection off
    ['?gemeindeauswahl=1&klein=1', { showParishSelection: false, small: true, isPreview: false }],
    ['?gemeindeauswahl=ja', { showParishSelection: false, small: false, isPreview: false }],
    ['?vorschau=1', { showParishSelection: false, small: false, isPreview: true }],
  ])('%s', (search, expected) => {
    expect(readWebAppOptions(search)).toEqual(expected);
  });
});

const NOW = new Date('2026-11-20T10:00:00Z');
const BEFORE = new Date('2026-11-15T17:00:00Z');
const AFTER = new Date('2026-11-22T16:59:00Z');

function plan(overrides: Partial<WebAppPlanCandidate> & { id: number }): WebAppPlanCandidate {
  return {
    name: `Sammlung ${overrides.id}`,
    type: 'collection',
    collectionVariant: 'inner',
    active: true,
    start: BEFORE,
    end: AFTER,
    remainingTargets: ['WA', 'WS'],
    locationId: null,
    parentId: null,
    display: {},
    ...overrides,
  };
}

describe('the collections a web app lists (running, on its class, by display priority)', () => {
  const plans = [
    plan({ id: 1, name: 'Diakonie', collectionVariant: 'outer' }),
    plan({ id: 2, name: 'Brot für die Welt', collectionVariant: 'inner' }),
    plan({ id: 3, name: 'Orgel', type: 'donation', collectionVariant: null, end: null }),
    plan({ id: 4, name: 'Abgewählt', remainingTargets: ['KB'] }),
    plan({ id: 5, name: 'Nur Kollekten-App', collectionVariant: 'outer', remainingTargets: ['WA'] }),
    plan({ id: 6, name: 'Zukünftig', start: new Date('2026-11-21T17:00:00Z') }),
    plan({ id: 7, name: 'Vorbei', end: new Date('2026-11-20T09:59:59Z') }),
    plan({ id: 8, name: 'Ausgeschaltet', active: false }),
    plan({ id: 9, name: 'In der Stadtkirche', locationId: 3 }),
    plan({ id: 10, name: 'Gruppenmitglied', parentId: 2 }),
    plan({ id: 11, name: 'Ohne Start', start: null }),
    plan({ id: 12, name: 'Freie Kollekte', collectionVariant: 'x' }),
  ];

  it('lists the donation app: main, secondary, then free and donation purposes (by name)', () => {
    expect(selectWebAppCollections('bart', plans, NOW).map((entry) => entry.id)).toEqual([2, 1, 12, 3]);
  });

  it('lists the collection app, with what was deselected only for the donation app', () => {
    expect(selectWebAppCollections('john', plans, NOW).map((entry) => entry.id)).toEqual([2, 1, 5, 12, 3]);
  });

  it('ends a plan at its end instant', () => {
    expect(selectWebAppCollections('bart', [plan({ id: 1, end: NOW })], NOW)).toEqual([]);
  });

  it('takes a priority given by the organisation before the default', () => {
    const priorities: Record<number, number> = { 12: 1 };
    const ordered = selectWebAppCollections('bart', plans, NOW, (entry) => priorities[entry.id] ?? 5);
    // the same priority: earlier start, then the name
    expect(ordered.map((entry) => entry.id)).toEqual([12, 2, 1, 3]);
  });

  it.each([
    [{ WA: 'Für die Orgel', default: 'Orgel allgemein' }, 'WA', 'Für die Orgel'],
    [{ WA: 'Für die Orgel', default: 'Orgel allgemein' }, 'WS', 'Orgel allgemein'],
    [{ WS: '  ' }, 'WS', 'Orgelsanierung'],
    [{}, 'WA', 'Orgelsanierung'],
  ] as const)('display %j on %s shows %s', (display, deviceClass, expected) => {
    expect(webAppDisplayText({ name: 'Orgelsanierung', display }, deviceClass)).toBe(expected);
  });

  it.each([
    ['https://www.brot-fuer-die-welt.de/spenden', 'https://www.brot-fuer-die-welt.de/spenden'],
    ['www.diakonie.de', 'https://www.diakonie.de'],
    ['  http://kirche.example  ', 'http://kirche.example'],
    ['javascript:alert(1)', null],
    ['mailto:pfarramt@kirche.example', null],
    ['kirche.example:8080/kollekte', 'https://kirche.example:8080/kollekte'],
    ['', null],
    [null, null],
    ['ab', null],
  ])('website %j → %j', (www, expected) => {
    expect(webAppWebsite(www)).toBe(expected);
  });

  it('preselects the linked collection when the app lists it, else the first', () => {
    const listed = [{ id: 2 }, { id: 1 }];
    expect(pickInitialCollection(listed, 1)).toEqual({ id: 1 });
    expect(pickInitialCollection(listed, 99)).toEqual({ id: 2 });
    expect(pickInitialCollection(listed, null)).toEqual({ id: 2 });
    expect(pickInitialCollection([], 1)).toBeNull();
  });
});

describe('amounts (§9: slider starts at 5, soft maximum 300, maximum 999, 5000 for jake)', () => {
  const none = { initialInputValue: null, softMaxInputValue: null, maxInputValue: null };

  it.each([
    ['bart', none, { min: 1, initial: 5, sliderMax: 300, max: 999 }],
    ['john', none, { min: 1, initial: 5, sliderMax: 300, max: 999 }],
    ['jake', { ...none, maxInputValue: 5000 }, { min: 1, initial: 5, sliderMax: 300, max: 5000 }],
    ['bart', { ...none, maxInputValue: 5000 }, { min: 1, initial: 5, sliderMax: 300, max: 999 }],
    [
      'bart',
      { initialInputValue: 20, softMaxInputValue: 100, maxInputValue: 500 },
      { min: 1, initial: 20, sliderMax: 100, max: 500 },
    ],
    [
      'bart',
      { initialInputValue: 0, softMaxInputValue: 300, maxInputValue: 50 },
      { min: 1, initial: 1, sliderMax: 50, max: 50 },
    ],
    [
      'bart',
      { initialInputValue: 400, softMaxInputValue: 300, maxInputValue: 999 },
      { min: 1, initial: 400, sliderMax: 400, max: 999 },
    ],
    [
      'bart',
      { initialInputValue: 7.9, softMaxInputValue: 'x', maxInputValue: 999 },
      { min: 1, initial: 7, sliderMax: 300, max: 999 },
    ],
  ] as const)('%s with %j', (type, settings, expected) => {
    expect(donationAmountBounds(type, settings)).toEqual(expected);
  });

  it.each([
    [{ min: 1, initial: 5, sliderMax: 300, max: 999 }, [5, 10, 20, 50]],
    [{ min: 1, initial: 15, sliderMax: 300, max: 999 }, [5, 10, 15, 20]],
    [{ min: 1, initial: 5, sliderMax: 15, max: 15 }, [5, 10]],
  ])('quick amounts of %j', (bounds, expected) => {
    expect(quickAmounts(bounds)).toEqual(expected);
  });

  const bounds = { min: 1, initial: 5, sliderMax: 300, max: 999 };
  it.each([
    ['12', { ok: true, cents: 1200 }],
    ['12,50', { ok: true, cents: 1250 }],
    ['12,50 €', { ok: true, cents: 1250 }],
    ['999', { ok: true, cents: 99900 }],
    ['1', { ok: true, cents: 100 }],
    ['', { ok: false, message: 'Bitte geben Sie einen Betrag ein.' }],
    ['zwölf', { ok: false, message: 'Bitte geben Sie einen Betrag wie 12,50 ein.' }],
    ['12,505', { ok: false, message: 'Bitte geben Sie einen Betrag wie 12,50 ein.' }],
    ['0,99', { ok: false, message: 'Der Betrag muss mindestens 1 € betragen.' }],
    ['999,01', { ok: false, message: 'Online sind höchstens 999 € möglich.' }],
    ['1.000', { ok: false, message: 'Online sind höchstens 999 € möglich.' }],
  ])('%j', (input, expected) => {
    expect(checkDonationAmount(input, bounds)).toEqual(expected);
  });

  it('says 5.000 € for jake', () => {
    expect(checkDonationAmount('6000', { ...bounds, max: 5000 })).toEqual({
      ok: false,
      message: 'Online sind höchstens 5.000 € möglich.',
    });
  });

  it('says that online donations are not enabled, in German', () => {
    expect(ONLINE_PAYMENT_UNAVAILABLE).toBe(
      'Online-Spenden sind für diese Gemeinde noch nicht freigeschaltet.',
    );
  });
});
