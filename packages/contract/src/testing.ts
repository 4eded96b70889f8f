/** Test support, registered only when the server runs with TEST_CLOCK=on (never in production). */
import { z } from 'zod';
import { defineRoute } from './route';

export const testClock = z.object({ now: z.iso.datetime({ offset: true }) });

export const getTestClock = defineRoute({
  method: 'GET',
  path: 'testing/clock/',
  summary: 'The server’s time (browser tests)',
  auth: false,
  status: 200,
  response: testClock,
});

export const setTestClock = defineRoute({
  method: 'PUT',
  path: 'testing/clock/',
  summary: 'Move the server’s time; it runs on from there (browser tests)',
  auth: false,
  body: testClock,
  status: 200,
  response: testClock,
});
