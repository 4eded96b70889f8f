import { describe, expect, it } from 'vitest';
import { environmentAppearance } from '../configuration';
import { visibleTabs } from './components/MainTabs';
import { legalNotice } from './legal-notice';

describe('visibleTabs', () => {
  it.each([
    ['planner', ['READ_CPLAN', 'WRITE_CPLAN', 'READ'], ['Planung', 'Geräte', 'Einnahmen']],
    ['only plans', ['READ_CPLAN'], ['Planung']],
    ['only the name', ['READ_NONSENSITIVE'], []],
  ] as const)('%s', (_name, permissions, expected) => {
    expect(visibleTabs({ permissions: [...permissions] })).toEqual(expected);
  });
});

describe('environmentAppearance', () => {
  it('marks demo and development, not production', () => {
    expect(environmentAppearance('demo', 'collection').marker?.label).toBe('Demo');
    expect(environmentAppearance('development', 'collection').marker?.label).toBe('Entwicklung');
    expect(environmentAppearance('production', 'collection').marker).toBeNull();
    expect(environmentAppearance('demo', 'collection').appBar).not.toBe(
      environmentAppearance('production', 'collection').appBar,
    );
  });
  it('gives the church-tax product its own name and colour', () => {
    const kirchgeld = environmentAppearance('production', 'kirchgeld');
    expect(kirchgeld.productName).toBe('Kollekta Kirchgeld');
    expect(kirchgeld.primary).not.toBe(environmentAppearance('production', 'collection').primary);
  });
});

describe('legalNotice', () => {
  it('names the operator, the address and the support contact', () => {
    const lines = legalNotice('collection', 'hilfe@kollekta.example').sections.flatMap(
      (section) => section.lines,
    );
    expect(lines).toContain('Kollekta GmbH');
    expect(lines).toContain('70173 Stuttgart');
    expect(lines).toContain('E-Mail: hilfe@kollekta.example');
  });
  it('names Kollekta Kirchgeld in the church-tax variant', () => {
    expect(legalNotice('kirchgeld', 'x@y.z').intro).toContain('Kollekta Kirchgeld');
  });
});
