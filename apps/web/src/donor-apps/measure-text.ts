/** Text width on a canvas, at the weight the donor apps show purposes in; an estimate without canvas. */
import type { MeasureText } from '@kollekta/domain';

export const PURPOSE_FONT = { family: 'Roboto, "Helvetica Neue", Arial, sans-serif', weight: 500 } as const;

let context: CanvasRenderingContext2D | null | undefined;

export const measureText: MeasureText = (text, fontSize) => {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  if (!context) return [...text].length * fontSize * 0.55;
  context.font = `${PURPOSE_FONT.weight} ${fontSize}px ${PURPOSE_FONT.family}`;
  return context.measureText(text).width;
};
