import { describe, expect, it } from 'vitest';
import { buildDirectLink, buildShareLinks } from './share-links';

const share = {
  text: 'Ich habe für „Diakonie“ gespendet: https://k.example/o/4?collection=12',
  link: 'https://k.example/o/4?collection=12',
  subject: 'Ev. Kirchengemeinde Lauffen',
};

describe('buildShareLinks', () => {
  it('opens each channel with the share text or the link, in the settings’ order', () => {
    const links = buildShareLinks(['whatsapp', 'email', 'facebook'], share);
    expect(links.map((link) => link.name)).toEqual(['WhatsApp', 'E-Mail', 'Facebook']);
    expect(links[0]?.href).toBe(`https://wa.me/?text=${encodeURIComponent(share.text)}`);
    expect(links[1]?.href).toBe(
      `mailto:?subject=Ev.%20Kirchengemeinde%20Lauffen&body=${encodeURIComponent(share.text)}`,
    );
    expect(links[2]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fk.example%2Fo%2F4%3Fcollection%3D12',
    );
  });

  it('leaves out channels without a share address and unknown or repeated ones', () => {
    const links = buildShareLinks(['instagram', 'snapchat', 'myspace', 'twitterx', 'twitterx'], share);
    expect(links.map((link) => link.channel)).toEqual(['twitterx']);
  });
});

describe('buildDirectLink', () => {
  it('names the purpose', () => {
    expect(buildDirectLink('https://k.example', '/o/4/', 12)).toBe('https://k.example/o/4?collection=12');
    expect(buildDirectLink('https://k.example', '/p/4', 11)).toBe('https://k.example/p/4?collection=11');
  });
});
