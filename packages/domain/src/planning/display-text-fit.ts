/**
 * Whether a plan's display text fits the donor web apps (planning.md §5, §9): the collection app
 * (WA) shows 'Für' and the purpose in at most 4 lines, shrinking the font from 71 towards 10; the
 * donation app (WS) shows the purpose in at most 3 lines. Measuring text is the caller's business
 * (a canvas in the browser, a fixed width per character in tests), so the rule stays pure.
 */

export const DISPLAY_TEXT_MESSAGES = {
  tooShort: 'Text zu kurz!',
  tooLong: 'Text ist zu lang!',
} as const;

export const COLLECTION_APP_TEXT = {
  startFontSize: 71,
  minFontSize: 10,
  /** lines of the purpose field, the preposition's line included */
  maxLines: 4,
  minLength: 3,
  preposition: 'Für',
  /** height of the purpose field in percent of the app's screen height */
  fieldHeightWithPreposition: 58,
  fieldHeightWithoutPreposition: 76,
  /** the font is fitted this long after the last edit */
  fitDelayMs: 1000,
  lineHeight: 1.15,
} as const;

export const DONATION_APP_TEXT = { maxLines: 3 } as const;

/** Width of `text` in pixels at `fontSize` pixels. */
export type MeasureText = (text: string, fontSize: number) => number;

export type DisplayTextFit =
  | { kind: 'fits'; fontSize: number; lines: string[] }
  | { kind: 'tooShort'; message: string }
  | { kind: 'tooLong'; message: string };

/**
 * Greedy word wrap into lines of at most `maxWidth`, words kept whole. Only a word wider than a
 * whole line is broken between characters: the fit functions ask for that only at the smallest
 * size, where there is no smaller size left to keep it whole.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number, measure: MeasureText): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, fontSize) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const part of breakWord(word, fontSize, maxWidth, measure)) {
      if (line) lines.push(line);
      line = part;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Whether some word of `text` is wider than a line at `fontSize`, so that it would have to break. */
export function hasWordWiderThanLine(
  text: string,
  fontSize: number,
  maxWidth: number,
  measure: MeasureText,
): boolean {
  return text
    .trim()
    .split(/\s+/)
    .some((word) => word !== '' && measure(word, fontSize) > maxWidth);
}

function breakWord(word: string, fontSize: number, maxWidth: number, measure: MeasureText): string[] {
  if (measure(word, fontSize) <= maxWidth) return [word];
  const parts: string[] = [];
  let part = '';
  for (const character of word) {
    if (part && measure(part + character, fontSize) > maxWidth) {
      parts.push(part);
      part = character;
    } else {
      part += character;
    }
  }
  if (part) parts.push(part);
  return parts;
}

export type CollectionAppBox = {
  /** width of the purpose field in pixels */
  width: number;
  /** height of the app's screen in pixels; the field takes its share of it */
  screenHeight: number;
};

/**
 * The largest font size from 71 down to 10 at which 'Für' and the text fit the purpose field in at
 * most 4 lines with every word whole; 'Text zu kurz!' under 3 characters, 'Text ist zu lang!' when
 * even 10 is too big. A word wider than a line means the next smaller size: only at 10, where no
 * smaller size is left, may a single word longer than a line break (a German compound such as
 * 'Kirchengemeindepartnerschaftsarbeit' reads 'Kirchengemeinde…' / '…arbeit' there, never
 * 'Sammlun' / 'g' at a size that had room for the whole word).
 */
export function fitCollectionAppText(
  text: string,
  box: CollectionAppBox,
  measure: MeasureText,
  options: { withPreposition?: boolean } = {},
): DisplayTextFit {
  const trimmed = text.trim();
  if (trimmed.length < COLLECTION_APP_TEXT.minLength) {
    return { kind: 'tooShort', message: DISPLAY_TEXT_MESSAGES.tooShort };
  }
  const withPreposition = options.withPreposition ?? true;
  const heightShare = withPreposition
    ? COLLECTION_APP_TEXT.fieldHeightWithPreposition
    : COLLECTION_APP_TEXT.fieldHeightWithoutPreposition;
  const fieldHeight = (box.screenHeight * heightShare) / 100;
  const shown = withPreposition ? `${COLLECTION_APP_TEXT.preposition} ${trimmed}` : trimmed;

  for (
    let size: number = COLLECTION_APP_TEXT.startFontSize;
    size >= COLLECTION_APP_TEXT.minFontSize;
    size -= 1
  ) {
    const isSmallest = size === COLLECTION_APP_TEXT.minFontSize;
    if (!isSmallest && hasWordWiderThanLine(shown, size, box.width, measure)) continue;
    const lines = wrapText(shown, size, box.width, measure);
    const height = lines.length * size * COLLECTION_APP_TEXT.lineHeight;
    if (lines.length <= COLLECTION_APP_TEXT.maxLines && height <= fieldHeight) {
      return { kind: 'fits', fontSize: size, lines };
    }
  }
  return { kind: 'tooLong', message: DISPLAY_TEXT_MESSAGES.tooLong };
}

/** The donation app shows the purpose at one font size in at most 3 lines. */
export function fitDonationAppText(
  text: string,
  box: { width: number; fontSize: number },
  measure: MeasureText,
): DisplayTextFit {
  const lines = wrapText(text, box.fontSize, box.width, measure);
  if (lines.length > DONATION_APP_TEXT.maxLines) {
    return { kind: 'tooLong', message: DISPLAY_TEXT_MESSAGES.tooLong };
  }
  return { kind: 'fits', fontSize: box.fontSize, lines };
}
