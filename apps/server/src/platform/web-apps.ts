/**
 * Serves the built front ends. The admin app uses hash routes, so `/` serves its index; other paths
 * without a file extension fall back to it too, while a missing file (a script of an older build,
 * say) answers 404 so the browser reports it instead of running HTML as a script.
 * The donor web apps have their own page (`donor.html`) at their direct links `/p/{id}` (collection
 * app) and `/o/{id}` (donation app); where an organisation has no such app a German 404 page answers.
 * The church-tax app has its own page (`kirchgeld.html`) at `/kirchgeld` and every path below it.
 * Files are looked up per request, so a rebuilt app is served without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { parseWebAppPath, WEB_APP_NOT_FOUND, type WebApp } from '@kollekta/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_FOUND = { detail: 'Nicht gefunden.' };
const NOT_BUILT = 'Die Web-Oberfläche ist noch nicht gebaut. Bitte führen Sie "npm run build" aus.';
/** The page of the donor web apps in the build (a Vite entry of its own). */
const DONOR_PAGE = 'donor.html';
/** The page of the church-tax app (a Vite entry of its own), served at /kirchgeld/. */
const KIRCHGELD_PAGE = 'kirchgeld.html';

export type WebAppsOptions = {
  /** whether the organisation runs this app; without it every direct link gets the app's page */
  isDonorAppAvailable?: (app: WebApp, organizationId: number) => Promise<boolean>;
};

export async function registerWebApps(
  app: FastifyInstance,
  webDist: string,
  options: WebAppsOptions = {},
): Promise<void> {
  const isBuilt = () => fs.existsSync(path.join(webDist, 'index.html'));
  if (!isBuilt()) fs.mkdirSync(webDist, { recursive: true });

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    setHeaders: (response, filePath) => {
      // Vite names built assets by their content hash: they never change.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        response.header('cache-control', 'no-cache');
      }
    },
  });

  const serveDonorPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const target = parseWebAppPath(pathname);
    const isAvailable =
      target !== null && (await (options.isDonorAppAvailable?.(target.app, target.organizationId) ?? true));
    if (!isAvailable) {
      return reply
        .status(404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(NOT_FOUND_PAGE);
    }
    if (!fs.existsSync(path.join(webDist, DONOR_PAGE)))
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(DONOR_PAGE);
  };
  for (const prefix of ['/p/', '/o/']) {
    app.get(`${prefix}:id`, serveDonorPage);
    app.get(`${prefix}:id/`, serveDonorPage);
  }

  // The church-tax app (its own page, history-mode routes below /kirchgeld/): every page path
  // answers its page; a path with a file extension is a missing file.
  const serveKirchgeldPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (path.extname(pathname) !== '') return reply.status(404).send(NOT_FOUND);
    if (!fs.existsSync(path.join(webDist, KIRCHGELD_PAGE)))
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(KIRCHGELD_PAGE);
  };
  app.get('/kirchgeld', serveKirchgeldPage);
  app.get('/kirchgeld/*', serveKirchgeldPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/ws/') &&
      path.extname(pathname) === '';
    if (!isPage) return reply.status(404).send(NOT_FOUND);
    if (!isBuilt()) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character] ?? '',
  );

/** A direct link without an app: a small page of its own, readable inside a parish website's iframe. */
const NOT_FOUND_PAGE = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escapeHtml(WEB_APP_NOT_FOUND.title)}</title>
    <style>
      body { margin: 0; font-family: Roboto, "Helvetica Neue", Arial, sans-serif; color: #1f2933; background: #f4f5f7; }
      main { max-width: 28rem; margin: 0 auto; padding: 2rem 1.25rem; }
      h1 { font-size: 1.3rem; margin: 0 0 0.75rem; }
      p { line-height: 1.5; margin: 0; }
    </style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(WEB_APP_NOT_FOUND.title)}</h1>
      <p>${escapeHtml(WEB_APP_NOT_FOUND.text)}</p>
    </main>
  </body>
</html>
`;
