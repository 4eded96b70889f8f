import { describe, expect, it } from 'vitest';
import {
  buildMandateReference,
  isMandateReferenceFree,
  toMandateReferenceKey,
  validateMandateReference,
} from './mandate-reference';

describe('mandate references', () => {
  it.each([
    ['KOL42', 17, 'KOL42-00000017'],
    ['kol-42', 1, 'KOL-42-00000001'],
    ['DS', 123456789, 'DS-123456789'],
    ['A'.repeat(26), 1, `${'A'.repeat(26)}-00000001`], // exactly 35
  ])('(%s, %i) → %s', (prefix, sequence, reference) => {
    expect(buildMandateReference(prefix, sequence)).toBe(reference);
    expect(validateMandateReference(reference)).toBeNull();
  });

  it.each([
    ['', 1],
    ['A'.repeat(27), 1], // 36 characters
    ['KOL 42', 1],
    ['KOL//A', 1],
    ['/KOL', 1],
    ['KÖL', 1],
    ['KOL', 0],
    ['KOL', 1.5],
  ])('(%j, %s) cannot make a reference', (prefix, sequence) => {
    expect(() => buildMandateReference(prefix, sequence)).toThrow(RangeError);
  });

  it('is unique per creditor without regard to case', () => {
    const issued = ['KOL42-00000001', 'KOL42-00000002'];
    expect(isMandateReferenceFree('kol42-00000002', issued)).toBe(false);
    expect(isMandateReferenceFree(buildMandateReference('KOL42', 3), issued)).toBe(true);
    expect(toMandateReferenceKey('kol42-00000002')).toBe('KOL42-00000002');
  });

  it('numbers from one counter never meet', () => {
    const references = new Set(
      Array.from({ length: 1000 }, (_, index) => buildMandateReference('KOL42', index + 1)),
    );
    expect(references.size).toBe(1000);
  });

  it('explains what a reference may hold', () => {
    expect(validateMandateReference('Mandat 1')).toBe(
      "Die Mandatsreferenz darf höchstens 35 Zeichen lang sein und nur Buchstaben, Ziffern und + ? / - : ( ) . , ' enthalten.",
    );
    expect(validateMandateReference(null)).not.toBeNull();
  });
});
