/**
 * The share step after a gift: for each channel switched on in the settings (socialMedia) the
 * address that opens it with the share text. Instagram and Snapchat take no text from a link; they
 * are reached through the phone's own share sheet (navigator.share) or the copied text.
 */

export const SHARE_CHANNEL_NAMES: Record<string, string> = {
  email: 'E-Mail',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitterx: 'X',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  linkedin: 'LinkedIn',
};

export type ShareLink = { channel: string; name: string; href: string };

/** The links of the channels that have one, in the settings' order; unknown channels are left out. */
export function buildShareLinks(
  channels: readonly string[],
  share: { text: string; link: string; subject: string },
): ShareLink[] {
  const text = encodeURIComponent(share.text);
  const link = encodeURIComponent(share.link);
  const hrefs: Record<string, string> = {
    email: `mailto:?subject=${encodeURIComponent(share.subject)}&body=${text}`,
    whatsapp: `https://wa.me/?text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${link}`,
    twitterx: `https://x.com/intent/post?text=${text}`,
    pinterest: `https://www.pinterest.com/pin/create/button/?url=${link}&description=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${link}`,
  };
  return [...new Set(channels)].flatMap((channel) => {
    const href = hrefs[channel];
    const name = SHARE_CHANNEL_NAMES[channel];
    return href && name ? [{ channel, name, href }] : [];
  });
}

/** The direct link of the app with the purpose preselected (`?collection=`), for others to give too. */
export function buildDirectLink(origin: string, pathname: string, collectionId: number): string {
  return `${origin}${pathname.replace(/\/$/, '')}?collection=${collectionId}`;
}
