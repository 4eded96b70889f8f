import { describe, expect, it } from 'vitest';
import { checkKgRelation, KG_RELATION_MESSAGES, kgRelationTypesFor } from './relation-rules';

const anna = { id: 'a', tenantId: 1, type: 'individual' as const };
const bernd = { id: 'b', tenantId: 1, type: 'individual' as const };
const weber = { id: 'w', tenantId: 1, type: 'company' as const };
const elsewhere = { id: 'x', tenantId: 2, type: 'individual' as const };

// §3 "Relation": companies only 'part_of'; persons also 'ehe'.
describe('checkKgRelation', () => {
  it.each([
    {
      name: 'a marriage of two persons',
      check: { type: 'ehe' as const, from: anna, to: bernd },
      result: null,
    },
    {
      name: 'a person part of a company',
      check: { type: 'part_of' as const, from: anna, to: weber },
      result: null,
    },
    {
      name: 'a person with themselves',
      check: { type: 'part_of' as const, from: anna, to: anna },
      result: KG_RELATION_MESSAGES.self,
    },
    {
      name: 'a person of another tenant',
      check: { type: 'ehe' as const, from: anna, to: elsewhere },
      result: KG_RELATION_MESSAGES.otherTenant,
    },
    {
      name: 'a marriage with a company',
      check: { type: 'ehe' as const, from: anna, to: weber },
      result: KG_RELATION_MESSAGES.eheOnlyIndividuals,
    },
    {
      name: 'a company marrying',
      check: { type: 'ehe' as const, from: weber, to: anna },
      result: KG_RELATION_MESSAGES.eheOnlyIndividuals,
    },
    {
      name: 'the same relation twice',
      check: { type: 'part_of' as const, from: anna, to: weber, isDuplicate: true },
      result: KG_RELATION_MESSAGES.duplicate,
    },
    {
      name: 'a second marriage',
      check: { type: 'ehe' as const, from: anna, to: bernd, isEitherMarried: true },
      result: KG_RELATION_MESSAGES.alreadyMarried,
    },
  ])('$name', ({ check, result }) => {
    expect(checkKgRelation(check)).toBe(result);
  });
});

describe('kgRelationTypesFor', () => {
  it('companies only part_of, persons also ehe', () => {
    expect(kgRelationTypesFor('company')).toEqual(['part_of']);
    expect(kgRelationTypesFor('individual')).toEqual(['ehe', 'part_of']);
  });
});
