import { describe, expect, it } from 'vitest';
import { labelUserAgent } from './session-agent';

// Real user-agent strings as browsers of 2026 send them.
const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:143.0) Gecko/20100101 Firefox/143.0',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.3537.57',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Mobile Safari/537.36',
};

describe('labelUserAgent', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome auf Windows'],
    [AGENTS.safariIphone, 'Safari auf iPhone'],
    [AGENTS.safariMac, 'Safari auf Mac'],
    [AGENTS.firefoxLinux, 'Firefox auf Linux'],
    [AGENTS.edgeWindows, 'Edge auf Windows'],
    [AGENTS.chromeAndroid, 'Chrome auf Android'],
  ])('%s', (agent, label) => {
    expect(labelUserAgent(agent)).toBe(label);
  });

  it("says 'Unbekannter Browser' for no string or one no parser knows", () => {
    expect(labelUserAgent('')).toBe('Unbekannter Browser');
    expect(labelUserAgent(null)).toBe('Unbekannter Browser');
    expect(labelUserAgent('xyz')).toBe('Unbekannter Browser');
  });
});
