/**
 * Serves the built front ends. The admin app uses hash routes, so `/` serves its index; other paths
 * without a file extension fall back to it too, while a missing file (a script of an older build,
 * say) answers 404 so the browser reports it instead of running HTML as a script.
 * Files are looked up per request, so a rebuilt app is served without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_FOUND = { detail: 'Nicht gefunden.' };

export async function registerWebApps(app: FastifyInstance, webDist: string): Promise<void> {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/ws/') &&
      path.extname(pathname) === '';
    if (!isPage) return reply.status(404).send(NOT_FOUND);
    if (!isBuilt()) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Die Web-Oberfläche ist noch nicht gebaut. Bitte führen Sie "npm run build" aus.');
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}
