import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApps } from './web-apps';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'kollekta-web-kg-'));
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

async function serve() {
  const app = Fastify();
  await registerWebApps(app, webDist);
  return app;
}

describe('the church-tax app at /kirchgeld/', () => {
  it('says how to build when its page is missing', async () => {
    const app = await serve();
    const page = await app.inject({ url: '/kirchgeld/' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
  });

  it('answers its own page for every page path (history mode), 404 for missing files', async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<html lang="de"><body id="admin"></body></html>');
    fs.writeFileSync(
      path.join(webDist, 'kirchgeld.html'),
      '<html lang="de"><body id="kirchgeld"></body></html>',
    );
    const app = await serve();
    for (const url of [
      '/kirchgeld',
      '/kirchgeld/',
      '/kirchgeld/login?code=abc&state=x',
      '/kirchgeld/persons/detail/1/2',
    ]) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('id="kirchgeld"');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ url: '/kirchgeld/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/' })).body).toContain('id="admin"');
  });
});
