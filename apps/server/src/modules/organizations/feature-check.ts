/**
 * Whether a feature reaches an organisation today (administration.md §3 "Feature"): every booking of
 * the feature type anywhere is read once (a handful of rows), so that any number of organisations
 * are checked without a query each.
 */
import {
  type FeatureChainLink,
  type FeatureRecord,
  type FeatureType,
  hasValidFeature,
  toBusinessDay,
} from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';

/** Whether the feature reaches the organisation with this path (root first) today. */
export type FeatureCheck = (path: readonly number[]) => boolean;

export type FeatureBooking = { organizationId: number; inherit: boolean };

export async function loadFeatureCheck(
  context: AppContext,
  type: FeatureType,
): Promise<FeatureCheck & { bookings: FeatureBooking[] }> {
  const rows = await context.db
    .selectFrom('organization_feature')
    .select(['organization_id', 'inherit', 'valid_from', 'valid_notafter'])
    .where('type', '=', type)
    .execute();
  const day = toBusinessDay(context.clock.now());
  const check: FeatureCheck = (path) => {
    const chain: FeatureChainLink[] = [...path].reverse().map((organizationId) => ({
      organizationId,
      features: rows
        .filter((row) => row.organization_id === organizationId)
        .map(
          (row): FeatureRecord => ({
            type,
            inherit: row.inherit,
            validFrom: row.valid_from,
            validNotafter: row.valid_notafter,
          }),
        ),
    }));
    return hasValidFeature(chain, type, day);
  };
  return Object.assign(check, {
    bookings: rows.map((row) => ({ organizationId: row.organization_id, inherit: row.inherit })),
  });
}
