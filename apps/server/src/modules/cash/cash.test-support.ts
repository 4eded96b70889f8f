/** A plan that takes cash in the demo world's November 2026, for the tests that book cash against it. */
import type { PlanBody } from '@kollekta/contract';
import { planBody } from '../planning/planning.test-support';

export function runningCashPlanBody(organizationId: number, overrides: Partial<PlanBody> = {}): PlanBody {
  return planBody(organizationId, {
    name: 'Diakonie',
    start: '2026-11-20T09:30:00Z',
    end: '2026-12-31T22:59:00Z',
    targets: ['KB', 'GC'],
    ...overrides,
  });
}
