import { describe, expect, it } from 'vitest';
import { readRegistryFile } from './registry-file';
import {
  hasRegistryChanges,
  normalizeRegistryValue,
  parseRegistryDate,
  readRegistryHeader,
  readRegistryLine,
} from './registry-lines';

const HEADER = ['person_id', 'typ', 'vornamen', 'familienname', 'geschlecht', 'geburtsdatum', 'plz'];
const header = (() => {
  const result = readRegistryHeader(HEADER);
  if (!result.ok) throw new Error(result.message);
  return result.header;
})();

describe('readRegistryHeader', () => {
  it.each([
    [['vornamen', 'familienname'], 'Die Spalte „person_id“ fehlt.'],
    [['vornamen'], 'Die Spalten „person_id“, „familienname“ fehlen.'],
    [['person_id', 'familienname', 'Familienname'], 'Die Spalte „familienname“ kommt mehrfach vor.'],
    [[''], 'Die Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.'],
  ])('%j is refused: %s', (cells, message) => {
    expect(readRegistryHeader(cells)).toEqual({ ok: false, message });
  });

  it('takes names in any case, with a BOM, and lists unknown columns', () => {
    const result = readRegistryHeader(['\uFEFFPerson_ID', ' familienname ', 'lieblingsfarbe', 'plz']);
    expect(result).toEqual({
      ok: true,
      header: { columns: ['person_id', 'familienname', null, 'plz'], unknownColumns: ['lieblingsfarbe'] },
    });
  });
});

describe('parseRegistryDate', () => {
  it.each([
    ['01.02.1970', '1970-02-01'],
    ['1.2.1970', '1970-02-01'],
    ['1970-02-01', '1970-02-01'],
    ['29.02.2000', '2000-02-29'],
    ['31.02.1970', null],
    ['29.02.1900', null],
    ['1970-13-01', null],
    ['01/02/1970', null],
    ['gestern', null],
    ['01.01.1700', null],
  ])('%s → %s', (text, day) => {
    expect(parseRegistryDate(text)).toBe(day);
  });
});

describe('readRegistryLine', () => {
  const line = (cells: string[]) => readRegistryLine(header, 17, cells);

  it('reads a person, normalising white space and case', () => {
    const result = line(['R1', '', '  Anna   Maria ', 'Müller', 'W', '01.02.1970', '74348']);
    expect(result).toMatchObject({
      ok: true,
      person: {
        line: 17,
        registryId: 'R1',
        type: 'individual',
        spouseRegistryId: null,
        formulaValues: 0,
        values: {
          vornamen: 'Anna Maria',
          familienname: 'Müller',
          geschlecht: 'w',
          geburtsdatum: '1970-02-01',
        },
      },
    });
    if (result.ok) expect(result.person.values.kommune).toBeNull();
  });

  it.each([
    [['R1', '', 'Anna', '', 'w', '', ''], 'Zeile 17: Familienname fehlt.'],
    [['', '', 'Anna', 'Müller', 'w', '', ''], 'Zeile 17: person_id fehlt.'],
    [
      ['R1', '', 'Anna', 'Müller', 'w', '31.02.1970', ''],
      'Zeile 17: Geburtsdatum „31.02.1970“ ist kein gültiges Datum.',
    ],
    [['R1', '', 'Anna', 'Müller', 'q', '', ''], 'Zeile 17: Geschlecht „q“ ist nicht w, m, d oder x.'],
    [
      ['R1', 'verein', 'Anna', 'Müller', '', '', ''],
      'Zeile 17: typ „verein“ ist nicht individual oder company.',
    ],
    [['R1', '', 'Anna'], 'Zeile 17: Die Zeile hat 3 Felder, die Kopfzeile 7.'],
  ])('%j → %s', (cells, message) => {
    expect(line(cells)).toEqual({ ok: false, errors: [message] });
  });

  it('keeps formula-looking values as text and counts them', () => {
    const result = line(['R1', 'company', '=HYPERLINK("x")', '@Müller', '', '', '+49']);
    expect(result).toMatchObject({
      ok: true,
      person: {
        type: 'company',
        formulaValues: 3,
        values: { vornamen: '=HYPERLINK("x")', familienname: '@Müller', plz: '+49' },
      },
    });
  });
});

describe('readRegistryFile', () => {
  const record = (line: number, cells: string[]) => ({ line, cells });

  it('reports broken lines by number, duplicates, unknown columns and formulas; the rest goes in', () => {
    const result = readRegistryFile(
      [
        record(1, ['person_id', 'familienname', 'vornamen', 'hobby']),
        record(2, ['A', 'Maier', 'Eva', 'Lesen']),
        record(3, ['B', '', 'Karl', '']),
        record(4, ['', '', '', '']),
        record(5, ['A', 'Maier', 'Eva', '']),
        record(6, ['C', '=1+1', 'Lena', '']),
      ],
      [7],
    );
    expect(result).toMatchObject({
      ok: true,
      inputLines: 5,
      formulaValues: 1,
      errors: [
        { line: 3, message: 'Zeile 3: Familienname fehlt.' },
        { line: 5, message: 'Zeile 5: person_id „A“ kommt schon in Zeile 2 vor.' },
        {
          line: 7,
          message: 'Zeile 7: Die Anführungszeichen der Zeile sind fehlerhaft; die Zeile wurde übersprungen.',
        },
      ],
      warnings: [
        'Unbekannte Spalten werden ignoriert: „hobby“',
        '1 Wert beginnt mit =, +, - oder @; er wurde als Text übernommen.',
      ],
    });
    if (!result.ok) return;
    expect(result.persons.map((person) => person.registryId)).toEqual(['A', 'C']);
    // a broken line's person is still in the file: not moved away
    expect([...result.registryIds].sort()).toEqual(['A', 'B', 'C']);
  });

  it.each([
    [[], 'Die Datei ist leer: Es fehlt die Kopfzeile mit den Spaltennamen.'],
    [[record(1, ['person_id', 'familienname'])], 'Die Datei enthält keine Personen (nur die Kopfzeile).'],
    [[record(1, ['id', 'familienname']), record(2, ['1', 'Maier'])], 'Die Spalte „person_id“ fehlt.'],
  ])('fails the whole file: %s', (records, message) => {
    expect(readRegistryFile(records)).toEqual({ ok: false, message });
  });
});

describe('hasRegistryChanges', () => {
  it.each([
    [{ familienname: 'Maier' }, { familienname: 'Maier' }, false],
    [{ familienname: 'Maier', plz: null }, { familienname: ' Maier ', plz: '' }, false],
    [
      { familienname: 'Maier', kommune: 'Lauffen  am Neckar' },
      { familienname: 'Maier', kommune: 'Lauffen am Neckar' },
      false,
    ],
    [{ familienname: 'Maier' }, { familienname: 'Meier' }, true],
    [{ familienname: 'Maier' }, { familienname: 'Maier', strassenname: 'Bahnhofstraße' }, true],
    [
      { familienname: 'Maier', geburtsdatum: '1970-02-01' },
      { familienname: 'Maier', geburtsdatum: '1970-02-02' },
      true,
    ],
  ])('%j → %j: changed %s', (current, next, changed) => {
    expect(hasRegistryChanges(current, next)).toBe(changed);
  });

  it('a new person and a person who had ended are changes', () => {
    expect(hasRegistryChanges(null, { familienname: 'Maier' })).toBe(true);
    expect(
      hasRegistryChanges({ familienname: 'Maier' }, { familienname: 'Maier' }, { isCurrentEnded: true }),
    ).toBe(true);
  });

  it('normalises', () => {
    expect(normalizeRegistryValue('  a \t b ')).toBe('a b');
    expect(normalizeRegistryValue('   ')).toBeNull();
  });
});
