/**
 * The rules of the landing page's image carousel (administration.md §9 "Carousel interval: 6000 ms"):
 * which picture comes next, and when the pictures may change by themselves. They stand still while
 * the pointer or the keyboard focus is on the carousel, after the visitor paused them, and for
 * visitors who asked their system for reduced motion unless they start them themselves (WCAG 2.2.2).
 */

export const CAROUSEL_INTERVAL_MS = 6000;

/** The picture `step` places on from `index`, going round at both ends. */
export function stepSlide(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Whether the pictures change by themselves at all: the visitor's choice, else their system's. */
export function isRotationOn(visitorChoice: boolean | null, prefersReducedMotion: boolean): boolean {
  return visitorChoice ?? !prefersReducedMotion;
}

export type CarouselState = {
  isRotationOn: boolean;
  isHovered: boolean;
  isFocused: boolean;
};

/** Whether the next picture comes by itself now: rotation on, and nobody looking at this one. */
export function isCarouselRunning({ isRotationOn, isHovered, isFocused }: CarouselState): boolean {
  return isRotationOn && !isHovered && !isFocused;
}
