/**
 * The embedding helpers of the web apps (devices-income-kirchgeld.md §2 "Embedding helpers", §9):
 * iframe code for the collection app (/p/{id}) and the donation app (/o/{id}), their size ranges,
 * and the QR code sizes.
 */

export const EMBED_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type EmbedAlignment = (typeof EMBED_ALIGNMENTS)[number];

export const EMBED_ALIGNMENT_LABELS: Record<EmbedAlignment, string> = {
  left: 'links',
  center: 'mittig',
  right: 'rechts',
};

export const COLLECTION_APP_FRAME = {
  small: { width: 300, height: 355 },
  normal: { width: 380, height: 440 },
} as const;

export const DONATION_APP_FRAME = {
  width: { min: 385, max: 650, default: 385 },
  height: { min: 285, max: 500, default: 285 },
} as const;

/** Height of the web app preview on a device card: 285 px for bart, otherwise 355 px. */
export function webAppPreviewHeight(deviceType: string): number {
  return deviceType === 'bart' ? 285 : 355;
}

export const QR_CODE = { displaySize: 400, dataSize: 512 } as const;

export function collectionAppPath(organizationId: number): string {
  return `/p/${organizationId}`;
}

export function donationAppPath(organizationId: number): string {
  return `/o/${organizationId}`;
}

export type CollectionAppEmbed = {
  showParishSelection: boolean;
  small: boolean;
  alignment: EmbedAlignment;
};

/** 'kleine Variante' forces the parish selection off. */
export function normalizeCollectionAppEmbed(options: CollectionAppEmbed): CollectionAppEmbed {
  return options.small ? { ...options, showParishSelection: false } : options;
}

export function collectionAppEmbedCode(
  baseUrl: string,
  organizationId: number,
  options: CollectionAppEmbed,
): string {
  const normalized = normalizeCollectionAppEmbed(options);
  const size = normalized.small ? COLLECTION_APP_FRAME.small : COLLECTION_APP_FRAME.normal;
  const query = new URLSearchParams();
  if (normalized.showParishSelection) query.set('gemeindeauswahl', '1');
  if (normalized.small) query.set('klein', '1');
  const search = query.toString();
  const src = `${trimSlash(baseUrl)}${collectionAppPath(organizationId)}${search ? `?${search}` : ''}`;
  return frameCode(src, `${size.width}`, `${size.height}`, normalized.alignment, 'Kollekten-App');
}

export type DonationAppEmbed = {
  /** pixels, or 'full' for 100 % */
  width: number | 'full';
  height: number;
  alignment: EmbedAlignment;
};

export function clampDonationAppEmbed(options: DonationAppEmbed): DonationAppEmbed {
  const { width, height } = DONATION_APP_FRAME;
  return {
    ...options,
    width: options.width === 'full' ? 'full' : clamp(Math.round(options.width), width.min, width.max),
    height: clamp(Math.round(options.height), height.min, height.max),
  };
}

export function donationAppEmbedCode(
  baseUrl: string,
  organizationId: number,
  options: DonationAppEmbed,
): string {
  const clamped = clampDonationAppEmbed(options);
  const src = `${trimSlash(baseUrl)}${donationAppPath(organizationId)}`;
  const width = clamped.width === 'full' ? '100%' : String(clamped.width);
  return frameCode(src, width, String(clamped.height), clamped.alignment, 'Spenden-App');
}

function frameCode(
  src: string,
  width: string,
  height: string,
  alignment: EmbedAlignment,
  title: string,
): string {
  const textAlign = { left: 'left', center: 'center', right: 'right' }[alignment];
  return [
    `<div style="text-align: ${textAlign};">`,
    `  <iframe src="${src}" width="${width}" height="${height}" title="${title}" style="border: 0; max-width: 100%;" allow="payment"></iframe>`,
    '</div>',
  ].join('\n');
}

function clamp(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
