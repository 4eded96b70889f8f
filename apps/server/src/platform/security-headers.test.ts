import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isEmbeddablePath, registerSecurityHeaders } from './security-headers';
import { registerWebApps } from './web-apps';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-frames-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<html lang="de"><body id="admin"></body></html>');
fs.writeFileSync(path.join(webDist, 'donor.html'), '<html lang="de"><body id="donor"></body></html>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** The headers as the real app sends them: helmet, an API route, the built web apps. */
async function serve() {
  const app = Fastify();
  await registerSecurityHeaders(app);
  app.get('/api/v2/user/me/', async () => ({ id: 1 }));
  app.get('/api/v2/donation_meter/:token/', async () => ({ percent: 40 }));
  await registerWebApps(app, webDist, {
    isDonorAppAvailable: async (_app, organizationId) => organizationId === 4,
  });
  return app;
}

const frameAncestors = (headers: Record<string, unknown>) =>
  String(headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.trim().startsWith('frame-ancestors'))
    ?.trim();

describe('who may frame what', () => {
  it('lets any site frame the donor apps, their not-found page and the donation meter', async () => {
    const app = await serve();
    for (const url of [
      '/p/4',
      '/o/4/',
      '/p/4?gemeindeauswahl=1',
      '/o/99',
      '/api/v2/donation_meter/abcdefghijkl/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(frameAncestors(response.headers), url).toBe('frame-ancestors *');
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      // The rest of the policy stays: scripts only from this origin.
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it('lets only this origin frame the administration app and the API', async () => {
    const app = await serve();
    for (const url of [
      '/',
      '/index.html',
      '/planung',
      '/kirchgeld/',
      '/api/v2/user/me/',
      '/api/v2/unbekannt/',
      '/p/4/x',
    ]) {
      const response = await app.inject({ url });
      expect(frameAncestors(response.headers), url).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it.each([
    ['/p/4', true],
    ['/o/12/', true],
    ['/api/v2/donation_meter/token123/', true],
    ['/', false],
    ['/p/', false],
    ['/p/4/settings', false],
    ['/api/v2/collection_plan/', false],
    ['/api/v2/collection_plan/1/donation_meter/', false],
  ])('%s is embeddable: %s', (pathname, expected) => {
    expect(isEmbeddablePath(pathname)).toBe(expected);
  });
});
