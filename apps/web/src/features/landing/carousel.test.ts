import { describe, expect, it } from 'vitest';
import { CAROUSEL_INTERVAL_MS, isCarouselRunning, isRotationOn, stepSlide } from './carousel';

describe('the landing carousel (administration.md §2, §9: a new picture every 6 seconds)', () => {
  it('waits 6000 ms', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
  });

  it.each([
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 4, -1, 1],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ])('from %d of %d, %d step(s) → %d', (index, count, step, expected) => {
    expect(stepSlide(index, count, step)).toBe(expected);
  });

  it.each([
    ['no choice, no wish for reduced motion', null, false, true],
    ['no choice, reduced motion asked for', null, true, false],
    ['paused by the visitor', false, false, false],
    ['started by the visitor despite reduced motion', true, true, true],
  ] as const)('rotation with %s: %s', (_when, choice, reducedMotion, expected) => {
    expect(isRotationOn(choice, reducedMotion)).toBe(expected);
  });

  const free = { isRotationOn: true, isHovered: false, isFocused: false };
  it.each([
    ['nothing holds it', {}, true],
    ['the pointer is on it', { isHovered: true }, false],
    ['the focus is in it', { isFocused: true }, false],
    ['rotation is off', { isRotationOn: false }, false],
  ])('runs when %s: %s', (_when, state, expected) => {
    expect(isCarouselRunning({ ...free, ...state })).toBe(expected);
  });
});
