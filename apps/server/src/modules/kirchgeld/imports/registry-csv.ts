/**
 * Turns the bytes of a registry file into CSV records (issue 18 "Registry imports"): the encoding is
 * detected (a UTF-8 BOM or valid UTF-8 is UTF-8; anything else is Windows-1252, as Excel and older
 * registry programs write it), then csv-parse splits it with `;` and RFC 4180 quotes. Each record
 * carries the number of the line it begins on, so that the report can name it; a record whose quotes
 * cannot be read is reported by its line and skipped, the others are kept.
 */

import type { RegistryRecord } from '@kollekta/domain';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

export type RegistryEncoding = 'utf-8' | 'windows-1252' | 'utf-16le';

/** The first bytes of files that are no CSV: ZIP (xlsx, docx), PDF, old Office, images, gzip. */
const BINARY_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x1f, 0x8b],
];

/** Whether the content looks like text: no known binary signature, no NUL byte in its beginning. */
export function looksLikeText(content: Buffer): boolean {
  if (content.length >= 2 && content[0] === 0xff && content[1] === 0xfe) return true; // UTF-16LE BOM
  if (BINARY_SIGNATURES.some((signature) => signature.every((byte, index) => content[index] === byte)))
    return false;
  return !content.subarray(0, 64 * 1024).includes(0);
}

export function decodeRegistryFile(content: Buffer): { text: string; encoding: RegistryEncoding } {
  if (content.length >= 2 && content[0] === 0xff && content[1] === 0xfe)
    return { text: iconv.decode(content.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  const hasBom = content.length >= 3 && content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;
  const body = hasBom ? content.subarray(3) : content;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(content, 'win1252'), encoding: 'windows-1252' };
  }
}

export type RegistryCsv = { records: RegistryRecord[]; brokenLines: number[] };

/** Splits the text into records; every record knows the line it begins on (the first is line 1). */
export function splitRegistryCsv(text: string): RegistryCsv {
  const records: RegistryRecord[] = [];
  const brokenLines: number[] = [];
  // one kind of line break, so that csv-parse's line count is the file's
  const normalized = text.replace(/\r\n?/g, '\n');
  let lastLine = 0;
  const rows = parse(normalized, {
    delimiter: ';',
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    skip_records_with_error: true,
    on_skip: (error) => {
      brokenLines.push(lastLine + 1);
      // csv-parse's errors carry the line they stopped at, untyped
      lastLine = (error as { lines?: number } | undefined)?.lines ?? lastLine + 1;
    },
    on_record: (record, info) => {
      records.push({ line: lastLine + 1, cells: record });
      lastLine = info.lines;
      return null;
    },
  });
  void rows;
  return { records, brokenLines };
}
