import { describe, expect, it } from 'vitest';
import { checkPublicAccountingInput, resolvePublicAccountingFields } from './accounting-fields';

const link = (settingsLocal: Record<string, unknown>, settingsInherit: Record<string, unknown> = {}) => ({
  settingsLocal,
  settingsInherit,
});

describe('resolvePublicAccountingFields', () => {
  it.each([
    ['no configuration: the defaults', [link({})], {}, ['Kostenstelle', 'Sachkonto']],
    [
      'plain names',
      [link({ accounting: { extra_fields: ['Kostenträger'] } })],
      { Kostenträger: '4711' },
      ['Kostenträger'],
    ],
    [
      'typed entries, confirmed hidden',
      [
        link({
          accounting: {
            extra_fields: [
              { name: 'Sachkonto', type: 'text', value: '' },
              { name: 'Geprüft', type: 'confirmed', value: '' },
            ],
          },
        }),
      ],
      { Geprüft: 'ja' },
      ['Sachkonto'],
    ],
    [
      'inherited from above',
      [link({}), link({}, { accounting: { extra_fields: [{ name: 'Haushaltsstelle', type: 'text' }] } })],
      {},
      ['Haushaltsstelle'],
    ],
    [
      'a stored value of another name is shown too',
      [link({})],
      { Projekt: 'A' },
      ['Kostenstelle', 'Sachkonto', 'Projekt'],
    ],
  ])('%s', (_label, chain, stored, names) => {
    expect(resolvePublicAccountingFields(chain, stored).map((field) => field.name)).toEqual(names);
  });

  it('carries the stored values and types', () => {
    expect(resolvePublicAccountingFields([link({})], { Sachkonto: '1200' })).toEqual([
      { name: 'Kostenstelle', type: 'text', value: null },
      { name: 'Sachkonto', type: 'text', value: '1200' },
    ]);
  });
});

describe('checkPublicAccountingInput', () => {
  const shown = [
    { name: 'Kostenstelle', type: 'text' },
    { name: 'Sachkonto', type: 'text' },
  ];
  it.each([
    ['trimmed', { Kostenstelle: '  4711 ' }, { Kostenstelle: '4711' }, {}],
    ['empty is null', { Sachkonto: '   ' }, { Sachkonto: null }, {}],
    ['100 characters pass', { Sachkonto: 'x'.repeat(100) }, { Sachkonto: 'x'.repeat(100) }, {}],
    [
      '101 characters are refused',
      { Sachkonto: 'x'.repeat(101) },
      {},
      { 'meta.accounting.Sachkonto': ['max. 100 Zeichen'] },
    ],
    [
      'a field not shown is bad data',
      { Geprüft: 'ja' },
      {},
      { 'meta.accounting.Geprüft': ['Die eingegebenen Daten sind fehlerhaft.'] },
    ],
  ])('%s', (_label, input, values, fieldErrors) => {
    expect(checkPublicAccountingInput(shown, input)).toEqual({ values, fieldErrors });
  });
});
