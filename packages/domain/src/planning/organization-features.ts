/**
 * The switches of an organisation that planning depends on (administration.md §3 "Settings"):
 * allow_recurring_payments, allow_cash_payments, allow_collection_split. A value in the
 * organisation's settings_local.features wins; otherwise the nearest settings_inherit.features value,
 * from the organisation itself up to the root. Without any value a feature is off.
 */
export const PLANNING_FEATURES = [
  'allow_recurring_payments',
  'allow_cash_payments',
  'allow_collection_split',
] as const;
export type PlanningFeature = (typeof PLANNING_FEATURES)[number];

export type OrganizationSettingsLink = {
  settingsLocal: Readonly<Record<string, unknown>>;
  settingsInherit: Readonly<Record<string, unknown>>;
};

/** `chain` runs from the organisation itself up to the root. */
export function isFeatureEnabled(chain: readonly OrganizationSettingsLink[], feature: string): boolean {
  const [own, ...ancestors] = chain;
  if (!own) return false;
  for (const value of [
    readFeature(own.settingsLocal, feature),
    readFeature(own.settingsInherit, feature),
    ...ancestors.map((link) => readFeature(link.settingsInherit, feature)),
  ]) {
    if (value !== undefined) return value;
  }
  return false;
}

function readFeature(settings: Readonly<Record<string, unknown>>, feature: string): boolean | undefined {
  const features = settings.features;
  if (typeof features !== 'object' || features === null) return undefined;
  const value = (features as Record<string, unknown>)[feature];
  return typeof value === 'boolean' ? value : undefined;
}
