import { describe, expect, it } from 'vitest';
import {
  buildCollectionBook,
  type CollectionBookPlan,
  collectionBookFileName,
  getPlanBookDay,
  isPlanDayInYear,
} from './collection-book';

const PARISH = 12;
const DISTRICT = 5;

const plan = (overrides: Partial<CollectionBookPlan> & { id: number }): CollectionBookPlan => ({
  name: `Kollekte ${overrides.id}`,
  organizationId: DISTRICT,
  organizationName: 'Kirchenbezirk Heilbronn',
  dateDay: null,
  startAt: null,
  ...overrides,
});

const money = (planId: number | null, cash = 0, card = 0, online = 0, unconfirmed = 0) => ({
  planId,
  cashCents: cash,
  cardCents: card,
  onlineCents: online,
  unconfirmedCashCents: unconfirmed,
});

describe('getPlanBookDay', () => {
  it.each([
    [
      'the church-year day wins',
      { dateDay: '2026-03-01', startAt: new Date('2026-02-28T17:00:00Z') },
      '2026-03-01',
    ],
    // 31 December 23:30 UTC is already New Year in Berlin
    [
      'else the Berlin day of the start',
      { dateDay: null, startAt: new Date('2026-12-31T23:30:00Z') },
      '2027-01-01',
    ],
    ['no day at all', { dateDay: null, startAt: null }, null],
  ])('%s', (_name, input, expected) => {
    expect(getPlanBookDay(input)).toBe(expected);
  });

  it('takes the year in Berlin', () => {
    expect(isPlanDayInYear({ dateDay: null, startAt: new Date('2026-12-31T23:30:00Z') }, 2026)).toBe(false);
    expect(isPlanDayInYear({ dateDay: null, startAt: new Date('2026-12-31T22:30:00Z') }, 2026)).toBe(true);
  });
});

describe('buildCollectionBook', () => {
  const build = (input: Partial<Parameters<typeof buildCollectionBook>[0]>) =>
    buildCollectionBook({ organizationId: PARISH, year: 2026, plans: [], money: [], orders: [], ...input });

  it('labels own collections, orders by state, and plans without an order', () => {
    const book = build({
      plans: [
        plan({ id: 1, dateDay: '2026-03-01', organizationId: PARISH, organizationName: 'Lauffen' }),
        plan({ id: 2, dateDay: '2026-03-08' }),
        plan({ id: 3, dateDay: '2026-03-15' }),
        plan({ id: 4, dateDay: '2026-03-22' }),
        plan({ id: 5, dateDay: '2026-03-29' }),
      ],
      money: [money(1, 1000), money(2, 2000, 300, 50), money(3, 500), money(4, 700), money(5, 100)],
      orders: [
        { planId: 2, state: 'transferred', sumTotalCents: 2350 },
        { planId: 3, state: 'ready', sumTotalCents: 500 },
        { planId: 4, state: 'cancelled', sumTotalCents: null },
      ],
    });
    expect(book.rows.map((row) => [row.planId, row.stateLabel, row.forwardedCents, row.isOwn])).toEqual([
      [1, 'Eigene Kollekte', null, true],
      [2, 'Überwiesen', 2350, false],
      [3, 'Bereit zur Weiterleitung', null, false],
      [4, 'Abgewählt', null, false],
      [5, 'Keine Weiterleitung', null, false],
    ]);
    expect(book.rows[1]).toMatchObject({
      cashCents: 2000,
      cardCents: 300,
      onlineCents: 50,
      totalCents: 2350,
      orderingOrganization: { id: DISTRICT, name: 'Kirchenbezirk Heilbronn' },
    });
  });

  it.each([
    ['ordered', 1234],
    ['confirmed', 1234],
    ['transferred', 1234],
    ['in_progress', null],
    ['ready', null],
    ['cancelled', null],
  ] as const)('an order in state %s forwards %s', (state, forwarded) => {
    const book = build({
      plans: [plan({ id: 7, dateDay: '2026-05-01' })],
      money: [money(7, 1234)],
      orders: [{ planId: 7, state, sumTotalCents: 1234 }],
    });
    expect(book.rows[0]?.forwardedCents).toBe(forwarded);
    expect(book.totals.forwardedCents).toBe(forwarded ?? 0);
  });

  it('keeps plans with money or a day in the year, and leaves out the rest', () => {
    const book = build({
      plans: [
        plan({ id: 1, dateDay: '2025-12-28' }),
        plan({ id: 2, dateDay: '2025-12-31' }),
        plan({ id: 3, dateDay: '2026-06-07' }),
        plan({ id: 4, dateDay: null, startAt: null }),
      ],
      // plan 2: cash counted in January; plan 4: a standing purpose with online gifts
      money: [money(2, 900), money(4, 0, 0, 2500)],
    });
    expect(book.rows.map((row) => row.planId)).toEqual([2, 3, 4]);
  });

  it('sorts by day, then purpose; payments without a plan come last', () => {
    const book = build({
      plans: [
        plan({ id: 1, name: 'Zweck B', dateDay: '2026-04-05' }),
        plan({ id: 2, name: 'Ärzte ohne Grenzen', dateDay: '2026-04-05' }),
        plan({ id: 3, name: 'Frühjahr', dateDay: '2026-02-01' }),
      ],
      money: [money(null, 0, 100, 200)],
    });
    expect(book.rows.map((row) => row.purpose)).toEqual([
      'Frühjahr',
      'Ärzte ohne Grenzen',
      'Zweck B',
      'Ohne Sammlung',
    ]);
    expect(book.rows.at(-1)).toMatchObject({ planId: null, totalCents: 300, orderingOrganization: null });
  });

  it('sums the rows; unconfirmed cash is shown but not in the total', () => {
    const book = build({
      plans: [plan({ id: 1, dateDay: '2026-01-06' }), plan({ id: 2, dateDay: '2026-01-11' })],
      money: [money(1, 1000, 250, 75, 400), money(2, 5, 10, 20)],
      orders: [{ planId: 1, state: 'ordered', sumTotalCents: 1325 }],
    });
    expect(book.totals).toEqual({
      cashCents: 1005,
      unconfirmedCashCents: 400,
      cardCents: 260,
      onlineCents: 95,
      totalCents: 1360,
      forwardedCents: 1325,
    });
  });

  it('is empty for a year without anything', () => {
    expect(build({})).toEqual({
      rows: [],
      totals: {
        cashCents: 0,
        unconfirmedCashCents: 0,
        cardCents: 0,
        onlineCents: 0,
        totalCents: 0,
        forwardedCents: 0,
      },
    });
  });
});

describe('collectionBookFileName', () => {
  it.each([
    [2026, 'Ev. Kirchengemeinde Lauffen', 'xlsx', 'Kollektenbuch_2026_Ev._Kirchengemeinde_Lauffen.xlsx'],
    [2025, 'A/B: "C"', 'pdf', 'Kollektenbuch_2025_A_B_C.pdf'],
    [2025, '', 'pdf', 'Kollektenbuch_2025.pdf'],
  ] as const)('%s %s → %s', (year, name, extension, expected) => {
    expect(collectionBookFileName(year, name, extension)).toBe(expected);
  });
});
