import { describe, expect, it } from 'vitest';
import { createShiftableClock } from './clock';
import { readConfig } from './config';

describe('shiftable clock', () => {
  it('runs on from where it was moved', async () => {
    const clock = createShiftableClock();
    clock.shiftTo(new Date('2027-03-01T12:00:00Z'));
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2027-03-01T12:00:00Z'))).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });

  it('cannot be switched on in production', () => {
    expect(() => readConfig({ TEST_CLOCK: 'on', DEPLOYMENT: 'production' })).toThrow(/TEST_CLOCK/);
    expect(readConfig({ TEST_CLOCK: 'on', DEPLOYMENT: 'demo' }).testClock).toBe(true);
    expect(readConfig({}).testClock).toBe(false);
  });
});
