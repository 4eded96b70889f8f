/** The one source of "now", so that tests can move time instead of sleeping. */
export type Clock = {
  now(): Date;
  /** present only on clocks that browser tests may move (TEST_CLOCK=on) */
  shiftTo?: (at: Date) => void;
};

export const systemClock: Clock = { now: () => new Date() };

export function createTestClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** Real time that runs on from wherever a browser test moved it. */
export function createShiftableClock(): Clock & { shiftTo(at: Date): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    shiftTo: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
  };
}
