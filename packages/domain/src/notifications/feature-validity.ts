/**
 * Features of an organisation (administration.md §3 "Feature", §4): extra modules a contract
 * switches on, each valid from `valid_from` until `valid_notafter` (both whole days, inclusive,
 * either open). A feature of an ancestor reaches an organisation below it when it is marked
 * `inherit`; the organisation's own features always count.
 */
import type { IsoDay } from '../church-year/calendar-day';

export const FEATURE_TYPES = [
  'VeranstaltungAppFeature',
  'AdvancedNotificationFeature',
  'DisbursementOrderFeature',
  'KirchgeldDigitalFeature',
  'TaggedCollectionPlanFeature',
  'DonationMeterFeature',
] as const;
export type FeatureType = (typeof FEATURE_TYPES)[number];

export type FeatureRecord = {
  type: FeatureType;
  /** passed down to every organisation below the one it is booked for */
  inherit: boolean;
  /** first day it is valid; null: since ever */
  validFrom: IsoDay | null;
  /** last day it is valid; null: open-ended */
  validNotafter: IsoDay | null;
};

/** The features booked on one organisation of a chain (records may carry more, e.g. their id). */
export type FeatureChainLink<T extends FeatureRecord = FeatureRecord> = {
  organizationId: number;
  features: readonly T[];
};

export function isFeatureValidOn(feature: Omit<FeatureRecord, 'type' | 'inherit'>, day: IsoDay): boolean {
  if (feature.validFrom !== null && day < feature.validFrom) return false;
  if (feature.validNotafter !== null && day > feature.validNotafter) return false;
  return true;
}

/**
 * The features that reach an organisation on a day: `chain` runs from the organisation itself up to
 * the root; its own features count, an ancestor's only when inherited.
 */
export function findReachingFeatures<T extends FeatureRecord>(
  chain: readonly FeatureChainLink<T>[],
): { organizationId: number; feature: T; isInherited: boolean }[] {
  return chain.flatMap((link, index) =>
    link.features
      .filter((feature) => index === 0 || feature.inherit)
      .map((feature) => ({ organizationId: link.organizationId, feature, isInherited: index > 0 })),
  );
}

/** The feature types valid for the organisation (first link of `chain`) on `day`. */
export function findValidFeatureTypes(chain: readonly FeatureChainLink[], day: IsoDay): FeatureType[] {
  const valid = new Set(
    findReachingFeatures(chain)
      .filter(({ feature }) => isFeatureValidOn(feature, day))
      .map(({ feature }) => feature.type),
  );
  return FEATURE_TYPES.filter((type) => valid.has(type));
}

export function hasValidFeature(chain: readonly FeatureChainLink[], type: FeatureType, day: IsoDay): boolean {
  return findValidFeatureTypes(chain, day).includes(type);
}
