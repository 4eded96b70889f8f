import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApps } from './web-apps';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-web-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

async function serve(options: Parameters<typeof registerWebApps>[2] = {}) {
  const app = Fastify();
  await registerWebApps(app, webDist, options);
  return app;
}

describe('serving the web apps', () => {
  it('says how to build when there is no build, and 404s unknown files', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await app.inject({ url: '/assets/app.js' })).statusCode).toBe(404);
  });

  it('serves the index for pages, assets with long caching, and 404 for missing files', async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<html lang="de"></html>');
    fs.mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await serve();
    for (const url of ['/', '/planung', '/etwas/anderes']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('lang="de"');
    }
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/app-old999.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v2/unbekannt/' })).json()).toEqual({ detail: 'Nicht gefunden.' });
  });

  it('serves a file added after start without a restart', async () => {
    const app = await serve();
    fs.writeFileSync(path.join(webDist, 'assets', 'app-new456.js'), 'console.log(2)');
    expect((await app.inject({ url: '/assets/app-new456.js' })).statusCode).toBe(200);
  });
});

describe('the donor web apps at their direct links', () => {
  it('serve their own page where the organisation runs the app, and a German 404 page elsewhere', async () => {
    fs.writeFileSync(path.join(webDist, 'donor.html'), '<html lang="de"><body id="donor"></body></html>');
    const asked: string[] = [];
    const app = await serve({
      isDonorAppAvailable: async (webApp, organizationId) => {
        asked.push(`${webApp} ${organizationId}`);
        return organizationId === 4;
      },
    });
    for (const url of ['/p/4', '/o/4/', '/p/4?gemeindeauswahl=1&collection=17']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('id="donor"');
    }
    expect(asked).toEqual(['john 4', 'bart 4', 'john 4']);
    for (const url of ['/p/5', '/o/999999', '/p/0', '/o/x']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain('Diese Seite gibt es nicht');
      expect(page.body, url).toContain('keine Kollekten-App und keine Spenden-App freigeschaltet');
    }
  });

  it('say how to build when the donor page is missing from the build', async () => {
    fs.rmSync(path.join(webDist, 'donor.html'), { force: true });
    const app = await serve({ isDonorAppAvailable: async () => true });
    const page = await app.inject({ url: '/o/4' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
  });
});
