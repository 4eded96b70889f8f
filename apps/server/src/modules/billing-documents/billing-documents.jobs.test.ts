import { describe, expect, it } from 'vitest';
import { hasPeriodEnded, scheduledPeriodStarts } from './billing-documents.jobs';
import type { ContractPlanRow } from './billing-documents.repository';
import { choosePlanForPeriod } from './billing-issuing';

describe('the schedule (§9: invoice and report mails before the 10th of the next month)', () => {
  it.each([
    ['2026-12-01', ['2026-11-01']],
    ['2026-12-09', ['2026-11-01']],
    ['2027-01-02', ['2026-12-01', '2026-01-01']],
  ])('a run on %s bills the periods starting %o', (today, starts) => {
    expect(scheduledPeriodStarts(today)).toEqual(starts);
  });

  it.each([
    [{ start: '2026-11-01', end: '2026-11-30' }, '2026-11-30', false],
    [{ start: '2026-11-01', end: '2026-11-30' }, '2026-12-01', true],
    [{ start: '2026-01-01', end: '2026-12-31' }, '2026-12-31', false],
  ])('%o has ended on %s: %s', (period, today, ended) => {
    expect(hasPeriodEnded(period, today)).toBe(ended);
  });
});

describe('the plan that bills a period', () => {
  const association = (id: number, type: string, from: string, until: string | null): ContractPlanRow => ({
    contract_id: 1,
    organization_id: 4,
    contract_type: 'op',
    association_id: id,
    valid_from: from,
    valid_notafter: until,
    plan_name: `Plan ${id}`,
    plan_type: type,
    conditions: [],
  });

  it('takes the monthly plan valid in the month, the later one when the plan changes in it', () => {
    const rows = [
      association(1, 'monthly', '2021-01-01', '2026-11-14'),
      association(2, 'monthly', '2026-11-15', null),
    ];
    expect(choosePlanForPeriod(rows, '2026-10-01')?.association.association_id).toBe(1);
    expect(choosePlanForPeriod(rows, '2026-11-01')?.association.association_id).toBe(2);
    expect(choosePlanForPeriod(rows, '2020-12-01')).toBeNull();
  });

  it('bills a yearly plan only from a run for the 1st of January, for the whole year', () => {
    const rows = [association(3, 'yearly', '2025-01-01', null)];
    expect(choosePlanForPeriod(rows, '2026-11-01')).toBeNull();
    expect(choosePlanForPeriod(rows, '2026-01-01')?.period).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });
});
