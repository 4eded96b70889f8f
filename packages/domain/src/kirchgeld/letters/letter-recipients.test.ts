import { describe, expect, it } from 'vitest';
import { groupLetterRecipients, type KgLetterPerson } from './letter-recipients';

const at = (id: string, values: Partial<KgLetterPerson>): KgLetterPerson => ({
  id,
  type: 'individual',
  geschlecht: null,
  vornamen: null,
  rufname: null,
  familienname: 'Müller',
  familienname_zusatz: null,
  akad_grad: null,
  strassenname: 'Kirchstraße',
  hausnr: '1',
  hausnr_zusatz: null,
  hausnr_teilnr: null,
  anschriften_zusatz: null,
  stockwerks_oder_wohnungsnr: null,
  plz: '74348',
  kommune: 'Lauffen am Neckar',
  ortsteil: null,
  plz_postfach: null,
  postfach_nr: null,
  ...values,
});
const peter = at('p', { geschlecht: 'm', vornamen: 'Peter' });
const anna = at('a', { geschlecht: 'w', vornamen: 'Anna' });
const paul = at('s', { geschlecht: 'm', vornamen: 'Paul', familienname: 'Schulz' });
const homeless = at('h', { geschlecht: 'w', vornamen: 'Hanna', plz: null });

describe('groupLetterRecipients (one letter per couple by default)', () => {
  it('writes one letter to a couple, greeting both', () => {
    const { groups, skipped } = groupLetterRecipients([peter, anna, paul], [['a', 'p']], {
      separateCouples: false,
    });
    expect(skipped).toBe(0);
    expect(groups.map((group) => [group.personId, group.partnerPersonId])).toEqual([
      ['p', 'a'],
      ['s', null],
    ]);
    expect(groups[0]?.address.salutation).toBe('Sehr geehrte Frau Müller, sehr geehrter Herr Müller');
    expect(groups[0]?.address.lines).toEqual([
      'Frau Anna und Herrn Peter Müller',
      'Kirchstraße 1',
      '74348 Lauffen am Neckar',
    ]);
  });

  it('writes to each spouse with separate_relation_ehe', () => {
    const { groups } = groupLetterRecipients([peter, anna], [['a', 'p']], { separateCouples: true });
    expect(groups.map((group) => group.address.salutation)).toEqual([
      'Sehr geehrter Herr Müller',
      'Sehr geehrte Frau Müller',
    ]);
  });

  it('writes to one spouse alone when the other is not a recipient', () => {
    const { groups } = groupLetterRecipients([peter], [['a', 'p']], { separateCouples: false });
    expect(groups).toHaveLength(1);
    expect(groups[0]?.partnerPersonId).toBeNull();
  });

  it('leaves out and counts persons without an address', () => {
    const { groups, skipped } = groupLetterRecipients([homeless, paul], [['h', 's']], {
      separateCouples: false,
    });
    expect(groups.map((group) => group.personId)).toEqual(['s']);
    expect(skipped).toBe(1);
  });
});
