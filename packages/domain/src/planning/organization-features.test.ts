import { describe, expect, it } from 'vitest';
import { isFeatureEnabled, type OrganizationSettingsLink } from './organization-features';

const link = (
  local: Record<string, unknown> = {},
  inherit: Record<string, unknown> = {},
): OrganizationSettingsLink => ({
  settingsLocal: { features: local },
  settingsInherit: { features: inherit },
});

describe('isFeatureEnabled', () => {
  it.each([
    ['off without any value', [link(), link()], false],
    ['on by the organisation itself', [link({ allow_recurring_payments: true }), link()], true],
    [
      'on by the regional church for everything below',
      [link(), link({}, { allow_recurring_payments: true })],
      true,
    ],
    [
      'the organisation’s own value wins over the inherited one',
      [link({ allow_recurring_payments: false }), link({}, { allow_recurring_payments: true })],
      false,
    ],
    [
      'the nearest inherited value wins',
      [link(), link({}, { allow_recurring_payments: false }), link({}, { allow_recurring_payments: true })],
      false,
    ],
    [
      'a local value of a parent does not reach below',
      [link(), link({ allow_recurring_payments: true })],
      false,
    ],
    ['a value that is not a boolean is ignored', [link({ allow_recurring_payments: 'yes' })], false],
  ])('%s', (_name, chain, expected) => {
    expect(isFeatureEnabled(chain, 'allow_recurring_payments')).toBe(expected);
  });

  it('reads settings without a features scope', () => {
    expect(isFeatureEnabled([{ settingsLocal: {}, settingsInherit: {} }], 'allow_cash_payments')).toBe(false);
  });
});
