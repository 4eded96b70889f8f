import { describe, expect, it } from 'vitest';
import {
  getArchiveCutoff,
  getPlanTimingState,
  hasPassed,
  hasStarted,
  isArchived,
  isCurrentlyActive,
  isInActiveList,
  type PlanTiming,
  type PlanTimingState,
} from './plan-timing';

const at = (iso: string) => new Date(iso);
function plan(start: string | null, end: string | null, active = true): PlanTiming {
  return { active, start: start === null ? null : at(start), end: end === null ? null : at(end) };
}

// A Sunday collection of 1. Advent 2026 with the default window: Saturday 18:00 to Saturday 17:59 (CET).
const ADVENT = plan('2026-11-28T17:00:00Z', '2026-12-05T16:59:00Z');

describe('timing states (spec: "not started (no start, or now is before start), currently active, passed")', () => {
  const cases: [string, PlanTiming, string, PlanTimingState, boolean, boolean, boolean][] = [
    // name, plan, now, state, hasStarted, currentlyActive, hasPassed
    ['a minute before the start', ADVENT, '2026-11-28T16:59:00Z', 'not_started', false, false, false],
    ['at the start instant', ADVENT, '2026-11-28T17:00:00Z', 'active', true, true, false],
    ['a millisecond before the end', ADVENT, '2026-12-05T16:58:59.999Z', 'active', true, true, false],
    ['at the end instant ("end reached")', ADVENT, '2026-12-05T16:59:00Z', 'passed', true, false, true],
    ['without a start', plan(null, null), '2026-11-20T10:00:00Z', 'not_started', false, false, false],
    [
      'open-ended and started',
      plan('2025-01-01T00:00:00Z', null),
      '2026-11-20T10:00:00Z',
      'active',
      true,
      true,
      false,
    ],
    [
      'switched off by its active flag',
      plan('2026-11-01T00:00:00Z', null, false),
      '2026-11-20T10:00:00Z',
      'inactive',
      true,
      false,
      false,
    ],
    [
      'inactive and ended: not "passed", which needs the active flag',
      plan('2026-11-01T00:00:00Z', '2026-11-10T00:00:00Z', false),
      '2026-11-20T10:00:00Z',
      'inactive',
      true,
      false,
      false,
    ],
  ];
  it.each(cases)('%s', (_name, subject, now, state, started, active, passed) => {
    expect(getPlanTimingState(subject, at(now))).toBe(state);
    expect(hasStarted(subject, at(now))).toBe(started);
    expect(isCurrentlyActive(subject, at(now))).toBe(active);
    expect(hasPassed(subject, at(now))).toBe(passed);
  });

  it('keeps a window that starts on the Saturday of the switch to summer time active until 17:59 CEST', () => {
    // Sunday 29 March 2026: Saturday 18:00 CET (17:00Z) to Saturday 4 April 17:59 CEST (15:59Z).
    const switchSunday = plan('2026-03-28T17:00:00Z', '2026-04-04T15:59:00Z');
    expect(getPlanTimingState(switchSunday, at('2026-03-29T01:30:00Z'))).toBe('active'); // 03:30 CEST
    expect(getPlanTimingState(switchSunday, at('2026-04-04T15:58:59Z'))).toBe('active');
    expect(getPlanTimingState(switchSunday, at('2026-04-04T15:59:00Z'))).toBe('passed');
  });
});

describe('archive (spec: "Archived = end is 30 or more days ago")', () => {
  // now: Friday 20 November 2026, 11:00 CET. 30 calendar days earlier is 21 October, 11:00 CEST = 09:00Z,
  // one hour less than 30 × 24 hours because the clocks went back on 25 October.
  const NOW_AFTER_AUTUMN_SWITCH = '2026-11-20T10:00:00Z';
  // now: 15 April 2026, 12:00 CEST. 30 calendar days earlier is 16 March, 12:00 CET = 11:00Z.
  const NOW_AFTER_SPRING_SWITCH = '2026-04-15T10:00:00Z';

  it.each([
    [NOW_AFTER_AUTUMN_SWITCH, '2026-10-21T09:00:00Z', true, 'exactly 30 days ago'],
    [NOW_AFTER_AUTUMN_SWITCH, '2026-10-21T08:59:59Z', true, 'more than 30 days ago'],
    [NOW_AFTER_AUTUMN_SWITCH, '2026-10-21T09:00:01Z', false, 'a second less than 30 days ago'],
    [NOW_AFTER_AUTUMN_SWITCH, '2026-10-21T09:30:00Z', false, '30 × 24 h ago would already archive it'],
    [NOW_AFTER_AUTUMN_SWITCH, '2026-11-20T09:00:00Z', false, 'ended an hour ago'],
    [NOW_AFTER_AUTUMN_SWITCH, '2027-01-01T00:00:00Z', false, 'ends in the future'],
    [NOW_AFTER_SPRING_SWITCH, '2026-03-16T11:00:00Z', true, 'exactly 30 days ago across the spring switch'],
    [NOW_AFTER_SPRING_SWITCH, '2026-03-16T11:00:01Z', false, 'a second later'],
    [NOW_AFTER_SPRING_SWITCH, '2026-03-16T10:30:00Z', true, '30 × 24 h ago would not archive it yet'],
  ])('now %s, end %s → archived %s (%s)', (now, end, archived) => {
    const subject = plan('2026-01-01T00:00:00Z', end);
    expect(isArchived(subject, at(now))).toBe(archived);
    // "the active list shows plans with no end or an end within the last 30 days"
    expect(isInActiveList(subject, at(now))).toBe(!archived);
  });

  it('never archives an open-ended plan', () => {
    expect(isArchived(plan('2020-01-01T00:00:00Z', null), at(NOW_AFTER_AUTUMN_SWITCH))).toBe(false);
    expect(isInActiveList(plan('2020-01-01T00:00:00Z', null), at(NOW_AFTER_AUTUMN_SWITCH))).toBe(true);
  });

  it('gives the archive state before any other', () => {
    expect(
      getPlanTimingState(plan('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), at('2026-11-20T10:00:00Z')),
    ).toBe('archived');
  });

  it('computes the cutoff as the same wall-clock time 30 days earlier', () => {
    expect(getArchiveCutoff(at(NOW_AFTER_AUTUMN_SWITCH)).toISOString()).toBe('2026-10-21T09:00:00.000Z');
    expect(getArchiveCutoff(at(NOW_AFTER_SPRING_SWITCH)).toISOString()).toBe('2026-03-16T11:00:00.000Z');
  });
});
