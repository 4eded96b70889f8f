/** Splits a name around the matches of the tree search, so the match can be marked. */
import { isTreeSearchActive } from '@kollekta/domain';

/** offset: where the part starts in the name (a stable key) */
export type TextPart = { text: string; isMatch: boolean; offset: number };

export function splitByMatch(text: string, query: string): TextPart[] {
  if (!isTreeSearchActive(query)) return [{ text, isMatch: false, offset: 0 }];
  const needle = query.trim().toLocaleLowerCase('de');
  const haystack = text.toLocaleLowerCase('de');
  const parts: TextPart[] = [];
  let start = 0;
  for (let index = haystack.indexOf(needle); index !== -1; index = haystack.indexOf(needle, start)) {
    if (index > start) parts.push({ text: text.slice(start, index), isMatch: false, offset: start });
    parts.push({ text: text.slice(index, index + needle.length), isMatch: true, offset: index });
    start = index + needle.length;
  }
  if (start < text.length) parts.push({ text: text.slice(start), isMatch: false, offset: start });
  return parts;
}
