/**
 * Who gets which letter (devices-income-kirchgeld.md §3 "Letter" options): by default one letter per
 * married couple when both spouses are among the recipients (`separate_relation_ehe` false), else one
 * per person; persons without a deliverable address are left out and counted. The order is the
 * caller's (by name), so sequence numbers and references come out the same on every run.
 */
import { din5008AddressLines, hasPostalAddress, type KgPostalFields, streetLine } from './letter-address';
import { addresseeFullName, type KgAddressee, letterSalutation, orderCouple } from './letter-salutation';

export type KgLetterPerson = KgAddressee & KgPostalFields & { id: string };

export type KgLetterAddressBlock = {
  salutation: string;
  lines: string[];
  names: string[];
  street: string;
  postcode: string;
  town: string;
};

export type KgLetterGroup = {
  personId: string;
  partnerPersonId: string | null;
  address: KgLetterAddressBlock;
};

export type KgLetterGrouping = { groups: KgLetterGroup[]; skipped: number };

/** The frozen address block of a letter to one person or a couple (the first person's address). */
export function letterAddressBlock(persons: readonly KgLetterPerson[]): KgLetterAddressBlock {
  const [first] = persons;
  if (!first) throw new Error('a letter needs an addressee');
  const ordered = persons.length === 2 ? orderCouple(first, persons[1] as KgLetterPerson) : [first];
  return {
    salutation: letterSalutation(ordered),
    lines: din5008AddressLines(ordered, first),
    names: ordered.map(addresseeFullName),
    street: streetLine(first) || (first.postfach_nr ? `Postfach ${first.postfach_nr}` : ''),
    postcode: (first.plz ?? first.plz_postfach ?? '').trim(),
    town: (first.kommune ?? '').trim(),
  };
}

export function groupLetterRecipients(
  persons: readonly KgLetterPerson[],
  couples: readonly (readonly [string, string])[],
  options: { separateCouples: boolean },
): KgLetterGrouping {
  const deliverable = new Map<string, KgLetterPerson>();
  let skipped = 0;
  for (const person of persons) {
    if (hasPostalAddress(person)) deliverable.set(person.id, person);
    else skipped += 1;
  }
  const partnerOf = new Map<string, string>();
  if (!options.separateCouples) {
    for (const [a, b] of couples) {
      if (!deliverable.has(a) || !deliverable.has(b) || partnerOf.has(a) || partnerOf.has(b)) continue;
      partnerOf.set(a, b);
      partnerOf.set(b, a);
    }
  }
  const done = new Set<string>();
  const groups: KgLetterGroup[] = [];
  for (const person of persons) {
    if (done.has(person.id) || !deliverable.has(person.id)) continue;
    done.add(person.id);
    const partnerId = partnerOf.get(person.id);
    const partner = partnerId ? deliverable.get(partnerId) : undefined;
    if (partner) done.add(partner.id);
    groups.push({
      personId: person.id,
      partnerPersonId: partner?.id ?? null,
      address: letterAddressBlock(partner ? [person, partner] : [person]),
    });
  }
  return { groups, skipped };
}
