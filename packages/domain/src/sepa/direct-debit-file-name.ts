/**
 * The download name of a direct-debit file (spec: '{timestamp}_Lastschriften {organisation}.xml',
 * timestamp 'YYYY-MM-DD_HH-mm' in Berlin time). Characters no file system takes in a name
 * (/ \ : * ? " < > | and control characters) become '-', so 'St. Kilian / Lauffen' stays one file.
 */
import { readWallClock } from '../planning/zoned-days';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what must go
const UNSAFE_IN_FILE_NAMES = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;

/** 'YYYY-MM-DD_HH-mm' of an instant in Europe/Berlin, as file names carry it. */
export function formatFileTimestamp(instant: Date): string {
  const { day, time } = readWallClock(instant);
  return `${day}_${time.replace(':', '-')}`;
}

export function buildDirectDebitFileName(createdAt: Date, organizationName: string): string {
  const organization = organizationName.replace(/\s+/g, ' ').replace(UNSAFE_IN_FILE_NAMES, '-').trim();
  return `${formatFileTimestamp(createdAt)}_Lastschriften ${organization}.xml`;
}
