/** The kinds of collection plans and the device classes they run on (planning.md §3, §9). */

export const DEVICE_CLASSES = ['KB', 'SD', 'SP', 'KS', 'FS', 'WA', 'WS', 'GE', 'GC'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export const DEVICE_CLASS_LABELS: Record<DeviceClass, string> = {
  KB: 'Digitaler Klingelbeutel',
  SD: 'Spendendose',
  SP: 'Spendensäule',
  KS: 'Mini-Säule',
  FS: 'Bildschirmsäule',
  WA: 'Kollekten-App',
  WS: 'Spenden-App',
  GE: 'Generisches Bezahlmodul',
  GC: 'Bargeld',
};

export const WEB_APP_CLASSES: readonly DeviceClass[] = ['WA', 'WS'];

export const PLAN_TYPES = ['collection', 'donation'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** Kinds of church collection; a donation purpose has none. */
export const COLLECTION_VARIANTS = ['inner', 'outer', 'x'] as const;
export type CollectionVariant = (typeof COLLECTION_VARIANTS)[number];

/** What the editor offers: the three collection variants and the donation purpose `_donation`. */
export const PLAN_VARIANT_CHOICES = ['inner', 'outer', 'x', '_donation'] as const;
export type PlanVariantChoice = (typeof PLAN_VARIANT_CHOICES)[number];

export const PLAN_VARIANT_LABELS: Record<PlanVariantChoice, string> = {
  inner: 'Hauptkollekte',
  outer: 'Nebenkollekte',
  x: 'Freie Kollekte',
  _donation: 'Spendenzweck',
};

/** Who sees a plan: the organisation only, its sub-organisations too, or one location. */
export const PLAN_SCOPES = ['org', 'inherit', 'loc'] as const;
export type PlanScope = (typeof PLAN_SCOPES)[number];

export const UNKNOWN_PLAN_NAME = 'Unbekannter Sammlungsplan';
