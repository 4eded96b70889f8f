import { describe, expect, it } from 'vitest';
import {
  checkAccountingDraft,
  readAccountingFieldErrors,
  toAccountingBody,
  toAccountingDraft,
} from './accounting-form';

describe('the accounting fields form', () => {
  it('starts from the stored values, empty for none', () => {
    expect(
      toAccountingDraft([
        { name: 'Kostenstelle', type: 'text', value: '4711' },
        { name: 'Sachkonto', type: 'text', value: null },
      ]),
    ).toEqual({ Kostenstelle: '4711', Sachkonto: '' });
  });

  it.each([
    ['100 characters', 'x'.repeat(100), {}],
    ['100 characters with spaces around', `  ${'x'.repeat(100)}  `, {}],
    ['101 characters', 'x'.repeat(101), { Sachkonto: 'max. 100 Zeichen' }],
  ])('checks at most 100 characters after trimming: %s', (_label, value, errors) => {
    expect(checkAccountingDraft({ Sachkonto: value })).toEqual(errors);
  });

  it('sends values trimmed and an empty field as null', () => {
    expect(toAccountingBody({ Kostenstelle: '  4711 ', Sachkonto: '   ' })).toEqual({
      meta: { accounting: { Kostenstelle: '4711', Sachkonto: null } },
    });
  });

  it('reads the server’s field errors by field name', () => {
    expect(
      readAccountingFieldErrors({
        'meta.accounting.Sachkonto': ['max. 100 Zeichen'],
        detail: ['x'],
      }),
    ).toEqual({ Sachkonto: 'max. 100 Zeichen' });
  });
});
