/**
 * How a German letter greets its reader and names them in the address (DIN 5008, usual German
 * correspondence): 'Sehr geehrte Frau Müller' / 'Sehr geehrter Herr Dr. Müller'; persons of
 * diverse or unknown gender 'Guten Tag Alex Müller'; companies 'Sehr geehrte Damen und Herren'.
 * A couple written to once is greeted both: 'Sehr geehrte Frau Müller, sehr geehrter Herr Müller'
 * (the wife first, as custom has it).
 */
import type { KgPersonTypeValue } from '../enums';

export type KgAddressee = {
  type: KgPersonTypeValue;
  /** w, m, d, x or unknown */
  geschlecht: string | null;
  vornamen: string | null;
  rufname: string | null;
  familienname: string | null;
  /** 'von', 'zu' … (the registry's name affix) */
  familienname_zusatz: string | null;
  akad_grad: string | null;
};

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

function gender(addressee: KgAddressee): 'w' | 'm' | 'other' {
  const value = clean(addressee.geschlecht).toLowerCase();
  if (value === 'w') return 'w';
  if (value === 'm') return 'm';
  return 'other';
}

/** 'Dr. von Müller': the degree and the affixed family name, as a salutation uses it. */
function surname(addressee: KgAddressee): string {
  return [clean(addressee.akad_grad), clean(addressee.familienname_zusatz), clean(addressee.familienname)]
    .filter(Boolean)
    .join(' ');
}

function firstName(addressee: KgAddressee): string {
  return clean(addressee.rufname) || clean(addressee.vornamen).split(' ')[0] || '';
}

/** The full name as the address prints it: 'Dr. Anna von Müller'. */
export function addresseeFullName(addressee: KgAddressee): string {
  if (addressee.type === 'company') return clean(addressee.familienname);
  return [
    clean(addressee.akad_grad),
    firstName(addressee),
    clean(addressee.familienname_zusatz),
    clean(addressee.familienname),
  ]
    .filter(Boolean)
    .join(' ');
}

/** One person's salutation, capitalised as the first words of a letter. */
export function salutationOf(addressee: KgAddressee): string {
  if (addressee.type === 'company') return 'Sehr geehrte Damen und Herren';
  const name = surname(addressee);
  if (!name) return 'Sehr geehrte Damen und Herren';
  switch (gender(addressee)) {
    case 'w':
      return `Sehr geehrte Frau ${name}`;
    case 'm':
      return `Sehr geehrter Herr ${name}`;
    default:
      return `Guten Tag ${[firstName(addressee), name].filter(Boolean).join(' ')}`;
  }
}

/** The order of a couple in salutation and address: the wife first, then the husband, then others. */
export function orderCouple<T extends KgAddressee>(first: T, second: T): [T, T] {
  const rank = (addressee: KgAddressee) => ({ w: 0, m: 1, other: 2 })[gender(addressee)];
  return rank(second) < rank(first) ? [second, first] : [first, second];
}

/**
 * The salutation line of a letter to one person or to a couple; a second salutation continues in
 * lower case after a comma.
 */
export function letterSalutation(addressees: readonly KgAddressee[]): string {
  const [first, second] = addressees;
  if (!first) return 'Sehr geehrte Damen und Herren';
  if (!second) return salutationOf(first);
  const [a, b] = orderCouple(first, second);
  const one = salutationOf(a);
  const two = salutationOf(b);
  if (one === two) return one;
  return `${one}, ${two.charAt(0).toLowerCase()}${two.slice(1)}`;
}

/** The name of the addressee in the address block: 'Frau' / 'Herrn' (accusative) before the name. */
export function addressName(addressee: KgAddressee): string {
  const name = addresseeFullName(addressee);
  if (addressee.type === 'company') return name;
  switch (gender(addressee)) {
    case 'w':
      return `Frau ${name}`;
    case 'm':
      return `Herrn ${name}`;
    default:
      return name;
  }
}

/**
 * The name lines of the address block: one line per person, or, for a couple of one family name,
 * one line 'Frau Anna und Herrn Peter Müller' when it fits the window (≤ 45 characters).
 */
export function addressNameLines(addressees: readonly KgAddressee[]): string[] {
  const [first, second] = addressees;
  if (!first) return [];
  if (!second) return [addressName(first)];
  const [a, b] = orderCouple(first, second);
  const sameFamily =
    a.type === 'individual' &&
    b.type === 'individual' &&
    surname(a) !== '' &&
    surname(a) === surname(b) &&
    gender(a) !== 'other' &&
    gender(b) !== 'other';
  if (sameFamily) {
    const title = (addressee: KgAddressee) => (gender(addressee) === 'w' ? 'Frau' : 'Herrn');
    const joined = `${title(a)} ${firstName(a)} und ${title(b)} ${firstName(b)} ${surname(a)}`.replace(
      /\s+/g,
      ' ',
    );
    if (joined.length <= ADDRESS_LINE_LENGTH) return [joined];
  }
  return [addressName(a), addressName(b)];
}

/** DIN 5008's address field is 85 mm wide: about 45 characters at 10 pt. */
export const ADDRESS_LINE_LENGTH = 45;
