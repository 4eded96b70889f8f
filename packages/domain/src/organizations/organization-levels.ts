/** The levels of the organisation tree and how users read them. */

export const ORGANIZATION_LEVELS = [
  'international',
  'country',
  'region',
  'district',
  'parish',
  'other',
] as const;
export type OrganizationLevel = (typeof ORGANIZATION_LEVELS)[number];

export const ORGANIZATION_LEVEL_LABELS: Record<OrganizationLevel, string> = {
  international: 'International',
  country: 'Landeskirche',
  region: 'Region',
  district: 'Kirchenbezirk',
  parish: 'Gemeinde',
  other: 'Sonstige',
};

export const CURRENCIES = ['EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';

export const UNKNOWN_ORGANIZATION_NAME = 'Unbekannte Organization';
