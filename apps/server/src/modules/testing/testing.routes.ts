/** Lets browser tests move the server's clock. Present only with TEST_CLOCK=on, which production refuses. */
import { getTestClock, setTestClock } from '@kollekta/contract';
import type { RouteRegistrar } from '../../platform/http-app';

export const registerTestingRoutes: RouteRegistrar = (register, context) => {
  const { shiftTo } = context.clock;
  if (!context.config.testClock || !shiftTo) return;
  register(getTestClock, async () => ({ now: context.clock.now().toISOString() }));
  register(setTestClock, async ({ body }) => {
    shiftTo(new Date(body.now));
    return { now: context.clock.now().toISOString() };
  });
};
