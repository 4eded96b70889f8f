import { describe, expect, it } from 'vitest';
import type { OrganizationSettingsLink } from './organization-features';
import { PLAN_EXTERNAL_FIELDS, readConfiguredMetaFields, resolveMetaFieldNames } from './plan-meta-fields';

const link = (
  local: Record<string, unknown>,
  inherit: Record<string, unknown> = {},
): OrganizationSettingsLink => ({
  settingsLocal: local,
  settingsInherit: inherit,
});
const fields = (list: string[]) => ({ extra_fields: list });

describe('accounting and external fields of an organisation (planning.md §3)', () => {
  it('offers all 13 external fields in the spec order and the default cost centres without settings', () => {
    expect(resolveMetaFieldNames([link({})], 'external_fields')).toEqual([...PLAN_EXTERNAL_FIELDS]);
    expect(PLAN_EXTERNAL_FIELDS).toHaveLength(13);
    expect(resolveMetaFieldNames([link({})], 'accounting')).toEqual(['Kostenstelle', 'Sachkonto']);
  });

  it.each<[string, OrganizationSettingsLink[], string[] | null]>([
    ['own local list', [link({ accounting: fields(['KSt']) }, { accounting: fields(['X']) })], ['KSt']],
    ['own inherit list', [link({}, { accounting: fields(['X']) })], ['X']],
    [
      'nearest ancestor passing a list down',
      [link({}), link({}, { accounting: fields(['Y']) }), link({}, { accounting: fields(['Z']) })],
      ['Y'],
    ],
    ['an ancestor’s local list does not reach down', [link({}), link({ accounting: fields(['L']) })], null],
    ['no list anywhere', [link({}), link({})], null],
  ])('%s', (_name, chain, expected) => {
    expect(readConfiguredMetaFields(chain, 'accounting')).toEqual(expected);
  });

  it('keeps the spec order of external fields whatever the configured order', () => {
    const chain = [link({ external_fields: fields(['www', 'IBAN', 'Organisation', 'Unsinn']) })];
    expect(resolveMetaFieldNames(chain, 'external_fields')).toEqual(['Organisation', 'IBAN', 'www']);
  });

  it('adds names plans already use after the offered ones, once', () => {
    expect(resolveMetaFieldNames([link({})], 'accounting', ['Sachkonto', 'Projekt', 'Projekt'])).toEqual([
      'Kostenstelle',
      'Sachkonto',
      'Projekt',
    ]);
  });
});
