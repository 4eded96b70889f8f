/**
 * Which of a person's dated versions counts (devices-income-kirchgeld.md §4 "Person"): versions are
 * periods [valid_from, valid_before); the current one is the version valid now, else the newest that
 * has begun, else the newest. A person is inactive when their newest version ended in the past
 * ('set inactive' ends the current version now).
 */

export type KgVersionPeriod = {
  validFrom: Date;
  /** exclusive; null: open-ended */
  validBefore: Date | null;
};

export function isKgVersionValidAt(version: KgVersionPeriod, at: Date): boolean {
  return (
    version.validFrom.getTime() <= at.getTime() &&
    (version.validBefore === null || at.getTime() < version.validBefore.getTime())
  );
}

/** Versions newest first (by valid_from), as the detail lists them. */
export function sortKgVersionsNewestFirst<T extends KgVersionPeriod>(versions: readonly T[]): T[] {
  return [...versions].sort((a, b) => b.validFrom.getTime() - a.validFrom.getTime());
}

/** The version that counts at `at`; null without versions. */
export function currentKgVersion<T extends KgVersionPeriod>(versions: readonly T[], at: Date): T | null {
  const newestFirst = sortKgVersionsNewestFirst(versions);
  return (
    newestFirst.find((version) => isKgVersionValidAt(version, at)) ??
    newestFirst.find((version) => version.validFrom.getTime() <= at.getTime()) ??
    newestFirst[0] ??
    null
  );
}

/** Inactive: the newest version has ended (valid_before lies in the past). */
export function isKgPersonInactive(versions: readonly KgVersionPeriod[], at: Date): boolean {
  return kgPersonInactiveSince(versions, at) !== null;
}

/** Since when a person is inactive, or null while active. */
export function kgPersonInactiveSince(versions: readonly KgVersionPeriod[], at: Date): Date | null {
  const newest = sortKgVersionsNewestFirst(versions)[0];
  if (!newest?.validBefore) return null;
  return newest.validBefore.getTime() <= at.getTime() ? newest.validBefore : null;
}
