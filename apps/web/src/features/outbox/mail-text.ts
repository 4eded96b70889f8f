/**
 * The text part of a mail as pieces of plain text and links, so a tester can follow the link of a
 * public page. Only http(s) addresses become links; closing punctuation stays text.
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]'»“]+$/;

export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let rest = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    if (start > rest) pieces.push({ kind: 'text', text: text.slice(rest, start) });
    pieces.push({ kind: 'link', href });
    rest = start + href.length;
  }
  if (rest < text.length) pieces.push({ kind: 'text', text: text.slice(rest) });
  return pieces;
}

/** '12,3 kB' */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024)
    return `${(bytes / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { maximumFractionDigits: 1 })} MB`;
}
