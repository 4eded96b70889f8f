/**
 * Receipt numbers and file names. A number is gap-free per organisation and year (the server keeps
 * the counter); this only writes it: 'ZB-2026-00042'. File names stay ASCII so that every mail
 * client, ZIP tool and file system takes them: 'Zuwendungsbestaetigung_ZB-2026-00042_Mueller.pdf'.
 */

/** 2026, 42 → 'ZB-2026-00042'; more than five digits once a year has more than 99,999 receipts. */
export function formatReceiptNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`not a year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`not a receipt sequence: ${sequence}`);
  return `ZB-${year}-${String(sequence).padStart(5, '0')}`;
}

const RECEIPT_NUMBER = /^ZB-(\d{4})-(\d{5,})$/;

/** 'ZB-2026-00042' → { year: 2026, sequence: 42 }; null for anything else. */
export function parseReceiptNumber(number: string): { year: number; sequence: number } | null {
  const match = RECEIPT_NUMBER.exec(number);
  if (!match) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

const GERMAN_LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
  ẞ: 'SS',
};

/** 'Müller-Lüdenscheidt' → 'Mueller-Luedenscheidt', 'Çelik' → 'Celik', anything else not [A-Za-z0-9-] → '-'. */
export function toAsciiFileNamePart(text: string, maxLength = 40): string {
  const ascii = text
    .replace(/[äöüÄÖÜßẞ]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, maxLength).replace(/-+$/, '');
}

/** The PDF's download name: 'Zuwendungsbestaetigung_ZB-2026-00042_Mueller.pdf' (without a usable name: no suffix). */
export function receiptFileName(number: string, donorLastName?: string | null): string {
  const safeNumber = toAsciiFileNamePart(number, 32) || 'ohne-Nummer';
  const name = toAsciiFileNamePart(donorLastName ?? '');
  return `Zuwendungsbestaetigung_${safeNumber}${name ? `_${name}` : ''}.pdf`;
}
