import { describe, expect, it } from 'vitest';
import {
  getRequestedCollectionDay,
  getSubmissionWindow,
  SUBMISSION_WINDOW_DAYS,
} from './direct-debit-submission';

describe('the submission window of a direct-debit file run', () => {
  it.each([
    // Friday 20 November 2026, 11:00 in Berlin: earliest Monday, due days up to 4 December
    ['2026-11-20T10:00:00Z', '2026-11-23', '2026-12-04'],
    // Monday 2 March 2026: D-1 is Tuesday; 14 days ahead is Monday 16 March
    ['2026-03-02T08:00:00Z', '2026-03-03', '2026-03-16'],
    // Sunday 23:30 in Berlin is still Sunday: the bank handles it Monday, collection Tuesday
    ['2026-03-08T22:30:00Z', '2026-03-10', '2026-03-22'],
    // Maundy Thursday: Good Friday and Easter Monday are TARGET2 holidays
    ['2026-04-02T12:00:00Z', '2026-04-07', '2026-04-16'],
  ])('a run at %s collects from %s and takes debits due up to %s', (now, earliest, last) => {
    expect(getSubmissionWindow(new Date(now))).toEqual({ earliestCollectionDay: earliest, lastDueDay: last });
  });

  it('is 14 calendar days, what German banks take ahead of the due date', () => {
    expect(SUBMISSION_WINDOW_DAYS).toBe(14);
  });

  it.each([
    ['2026-11-10', '2026-11-23'], // due in the past: the next possible day
    ['2026-11-20', '2026-11-23'], // due today: too late for D-1
    ['2026-11-23', '2026-11-23'],
    ['2026-12-10', '2026-12-10'],
    ['2026-11-28', '2026-11-30'], // a Saturday (never scheduled so, but safe): the Monday after
  ])('a debit due %s is requested for %s', (dueDay, requested) => {
    const window = getSubmissionWindow(new Date('2026-11-20T10:00:00Z'));
    expect(getRequestedCollectionDay(dueDay, window)).toBe(requested);
  });
});
