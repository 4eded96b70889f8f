/**
 * The address block of a letter after DIN 5008 (form B, window envelope): at most six lines in the
 * address zone: the name lines, an addition (c/o …), the street with house number or the PO box,
 * and postcode with town. Domestic letters name no country. When lines are too many, the
 * addition goes first, then a second name line is joined to the first.
 */
import { addressNameLines, type KgAddressee } from './letter-salutation';

export type KgPostalFields = {
  strassenname: string | null;
  hausnr: string | null;
  hausnr_zusatz: string | null;
  hausnr_teilnr: string | null;
  anschriften_zusatz: string | null;
  stockwerks_oder_wohnungsnr: string | null;
  plz: string | null;
  kommune: string | null;
  ortsteil: string | null;
  plz_postfach: string | null;
  postfach_nr: string | null;
};

export const DIN_5008_ADDRESS_LINES = 6;

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** 'Hauptstraße 12a' (the registry keeps the house number, its letter and its part apart). */
export function streetLine(fields: KgPostalFields): string {
  const number = [clean(fields.hausnr) + clean(fields.hausnr_zusatz), clean(fields.hausnr_teilnr)]
    .filter(Boolean)
    .join(' ');
  return [clean(fields.strassenname), number].filter(Boolean).join(' ');
}

/** DIN 5008 groups PO box numbers in twos from the right: 'Postfach 12 34 56'. */
export function postfachLine(number: string): string {
  const digits = number.replace(/\s/g, '');
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 2) groups.unshift(digits.slice(Math.max(0, end - 2), end));
  return `Postfach ${groups.join(' ')}`;
}

/** Whether the fields make a deliverable address (a town with postcode and a street or PO box). */
export function hasPostalAddress(fields: KgPostalFields): boolean {
  const hasTown =
    clean(fields.kommune) !== '' && (clean(fields.plz) !== '' || clean(fields.plz_postfach) !== '');
  return hasTown && (streetLine(fields) !== '' || clean(fields.postfach_nr) !== '');
}

/** The lines of the address zone, top to bottom. */
export function din5008AddressLines(addressees: readonly KgAddressee[], fields: KgPostalFields): string[] {
  let names = addressNameLines(addressees);
  const usesPostfach = clean(fields.postfach_nr) !== '' && streetLine(fields) === '';
  const delivery = usesPostfach ? postfachLine(clean(fields.postfach_nr)) : streetLine(fields);
  const postcode = usesPostfach ? clean(fields.plz_postfach) || clean(fields.plz) : clean(fields.plz);
  const town = [postcode, clean(fields.kommune)].filter(Boolean).join(' ');
  const addition = [clean(fields.anschriften_zusatz), clean(fields.stockwerks_oder_wohnungsnr)]
    .filter(Boolean)
    .join(', ');
  const build = (withAddition: boolean) =>
    [...names, withAddition ? addition : '', delivery, town].filter((line) => line !== '');
  let lines = build(true);
  if (lines.length > DIN_5008_ADDRESS_LINES) lines = build(false);
  if (lines.length > DIN_5008_ADDRESS_LINES && names.length > 1) {
    names = [names.join(' und ')];
    lines = build(false);
  }
  return lines.slice(0, DIN_5008_ADDRESS_LINES);
}
