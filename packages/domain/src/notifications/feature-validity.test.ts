import { describe, expect, it } from 'vitest';
import {
  type FeatureChainLink,
  type FeatureRecord,
  findValidFeatureTypes,
  hasValidFeature,
  isFeatureValidOn,
} from './feature-validity';

const feature = (overrides: Partial<FeatureRecord> = {}): FeatureRecord => ({
  type: 'AdvancedNotificationFeature',
  inherit: false,
  validFrom: null,
  validNotafter: null,
  ...overrides,
});

describe('isFeatureValidOn: valid_from and valid_notafter are whole days, both inclusive', () => {
  it.each([
    ['open on both sides', null, null, '2026-11-20', true],
    ['starts today', '2026-11-20', null, '2026-11-20', true],
    ['starts tomorrow', '2026-11-21', null, '2026-11-20', false],
    ['last day today', null, '2026-11-20', '2026-11-20', true],
    ['ended yesterday', null, '2026-11-19', '2026-11-20', false],
    ['within a range', '2026-01-01', '2026-12-31', '2026-11-20', true],
    ['after a range', '2025-01-01', '2025-12-31', '2026-11-20', false],
  ] as const)('%s', (_name, validFrom, validNotafter, day, expected) => {
    expect(isFeatureValidOn({ validFrom, validNotafter }, day)).toBe(expected);
  });
});

describe('hasValidFeature: own features, and inherited ones of ancestors', () => {
  const today = '2026-11-20';
  // chains run from the organisation itself (Lauffen 4) up to the root (1)
  const chainOf = (
    own: FeatureRecord[],
    district: FeatureRecord[] = [],
    root: FeatureRecord[] = [],
  ): FeatureChainLink[] => [
    { organizationId: 4, features: own },
    { organizationId: 3, features: district },
    { organizationId: 1, features: root },
  ];
  it.each([
    ['no features anywhere', chainOf([]), false],
    ['booked on the parish itself', chainOf([feature()]), true],
    ['own feature counts without inherit', chainOf([feature({ inherit: false })]), true],
    ['booked on the district, inherited', chainOf([], [feature({ inherit: true })]), true],
    ['booked on the district, not inherited', chainOf([], [feature({ inherit: false })]), false],
    [
      'booked on the root, inherited through the district',
      chainOf([], [], [feature({ inherit: true })]),
      true,
    ],
    ['own feature ended', chainOf([feature({ validNotafter: '2026-11-19' })]), false],
    [
      'inherited feature not yet valid',
      chainOf([], [feature({ inherit: true, validFrom: '2026-12-01' })]),
      false,
    ],
    [
      'an ended own one does not hide a valid inherited one',
      chainOf([feature({ validNotafter: '2026-01-31' })], [feature({ inherit: true })]),
      true,
    ],
    ['another type does not count', chainOf([feature({ type: 'DonationMeterFeature' })]), false],
  ] as const)('%s', (_name, chain, expected) => {
    expect(hasValidFeature(chain, 'AdvancedNotificationFeature', today)).toBe(expected);
  });

  it('lists the valid types once each, in the order of the spec', () => {
    const chain: FeatureChainLink[] = [
      {
        organizationId: 4,
        features: [
          feature({ type: 'DonationMeterFeature' }),
          feature({ type: 'AdvancedNotificationFeature' }),
        ],
      },
      { organizationId: 3, features: [feature({ type: 'AdvancedNotificationFeature', inherit: true })] },
    ];
    expect(findValidFeatureTypes(chain, today)).toEqual([
      'AdvancedNotificationFeature',
      'DonationMeterFeature',
    ]);
  });
});
