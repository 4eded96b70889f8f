import { describe, expect, it } from 'vitest';
import { din5008AddressLines, hasPostalAddress, type KgPostalFields, postfachLine } from './letter-address';
import { addressNameLines, type KgAddressee, letterSalutation } from './letter-salutation';

const person = (values: Partial<KgAddressee>): KgAddressee => ({
  type: 'individual',
  geschlecht: null,
  vornamen: null,
  rufname: null,
  familienname: null,
  familienname_zusatz: null,
  akad_grad: null,
  ...values,
});
const anna = person({ geschlecht: 'w', vornamen: 'Anna Maria', familienname: 'Müller' });
const peter = person({ geschlecht: 'm', vornamen: 'Peter', familienname: 'Müller' });
const drPeter = person({ geschlecht: 'm', vornamen: 'Peter', familienname: 'Schmidt', akad_grad: 'Dr.' });
const alex = person({ geschlecht: 'd', vornamen: 'Alex', familienname: 'Weber' });
const unknown = person({ geschlecht: 'x', rufname: 'Kim', vornamen: 'Kim Lee', familienname: 'von Berg' });
const firma = person({ type: 'company', familienname: 'Bäckerei Roth GmbH' });

describe('letterSalutation (German letters)', () => {
  it.each([
    ['a woman', [anna], 'Sehr geehrte Frau Müller'],
    ['a man', [peter], 'Sehr geehrter Herr Müller'],
    ['a man with a degree', [drPeter], 'Sehr geehrter Herr Dr. Schmidt'],
    ['a diverse person', [alex], 'Guten Tag Alex Weber'],
    ['gender not given, call name', [unknown], 'Guten Tag Kim von Berg'],
    ['a company', [firma], 'Sehr geehrte Damen und Herren'],
    ['a person without name', [person({ geschlecht: 'w' })], 'Sehr geehrte Damen und Herren'],
    ['a couple, wife first', [peter, anna], 'Sehr geehrte Frau Müller, sehr geehrter Herr Müller'],
    ['a couple of two names', [anna, drPeter], 'Sehr geehrte Frau Müller, sehr geehrter Herr Dr. Schmidt'],
    ['a couple with a diverse partner', [alex, anna], 'Sehr geehrte Frau Müller, guten Tag Alex Weber'],
    ['nobody', [], 'Sehr geehrte Damen und Herren'],
  ])('%s', (_case, addressees, expected) => {
    expect(letterSalutation(addressees)).toBe(expected);
  });
});

describe('addressNameLines', () => {
  it.each([
    [[anna], ['Frau Anna Müller']],
    [[drPeter], ['Herrn Dr. Peter Schmidt']],
    [[alex], ['Alex Weber']],
    [[firma], ['Bäckerei Roth GmbH']],
    [[peter, anna], ['Frau Anna und Herrn Peter Müller']],
    [
      [anna, drPeter],
      ['Frau Anna Müller', 'Herrn Dr. Peter Schmidt'],
    ],
  ])('%#', (addressees, expected) => {
    expect(addressNameLines(addressees)).toEqual(expected);
  });
});

const street: KgPostalFields = {
  strassenname: 'Bahnhofstraße',
  hausnr: '12',
  hausnr_zusatz: 'a',
  hausnr_teilnr: null,
  anschriften_zusatz: null,
  stockwerks_oder_wohnungsnr: null,
  plz: '74348',
  kommune: 'Lauffen am Neckar',
  ortsteil: null,
  plz_postfach: null,
  postfach_nr: null,
};

describe('din5008AddressLines (at most six lines in the address zone)', () => {
  it.each([
    ['one person', [anna], street, ['Frau Anna Müller', 'Bahnhofstraße 12a', '74348 Lauffen am Neckar']],
    [
      'with an addition',
      [anna],
      { ...street, anschriften_zusatz: 'c/o Weber', stockwerks_oder_wohnungsnr: '2. OG' },
      ['Frau Anna Müller', 'c/o Weber, 2. OG', 'Bahnhofstraße 12a', '74348 Lauffen am Neckar'],
    ],
    [
      'a PO box',
      [firma],
      {
        ...street,
        strassenname: null,
        hausnr: null,
        hausnr_zusatz: null,
        postfach_nr: '123456',
        plz_postfach: '74342',
      },
      ['Bäckerei Roth GmbH', 'Postfach 12 34 56', '74342 Lauffen am Neckar'],
    ],
    [
      'a couple of two names',
      [anna, drPeter],
      street,
      ['Frau Anna Müller', 'Herrn Dr. Peter Schmidt', 'Bahnhofstraße 12a', '74348 Lauffen am Neckar'],
    ],
  ])('%s', (_case, addressees, fields, expected) => {
    expect(din5008AddressLines(addressees, fields)).toEqual(expected);
  });

  it('never prints more than six lines', () => {
    const long = person({ geschlecht: 'w', vornamen: 'Anna', familienname: 'x'.repeat(50) });
    const lines = din5008AddressLines([long, drPeter], { ...street, anschriften_zusatz: 'c/o Weber' });
    expect(lines.length).toBeLessThanOrEqual(6);
  });

  it.each([
    [street, true],
    [{ ...street, plz: null }, false],
    [{ ...street, strassenname: null, hausnr: null, hausnr_zusatz: null }, false],
    [{ ...street, strassenname: null, hausnr: null, postfach_nr: '12', plz_postfach: '74342' }, true],
  ])('deliverable %#', (fields, expected) => {
    expect(hasPostalAddress(fields)).toBe(expected);
  });

  it('groups PO box digits in twos from the right', () => {
    expect(postfachLine('12345')).toBe('Postfach 1 23 45');
  });
});
