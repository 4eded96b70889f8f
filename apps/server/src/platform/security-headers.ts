/**
 * Security headers of every answer (helmet). Parish websites embed the donor web apps
 * (`/p/{id}`, `/o/{id}`) and read the donation meter: those may be framed by any site. Everything
 * else, the administration app and the API above all, only by this origin, so that no other site
 * can lay its page over a signed-in administrator's clicks (clickjacking).
 */
import helmet from '@fastify/helmet';
import { API_PREFIX } from '@kollekta/contract';
import type { FastifyInstance } from 'fastify';

const DIRECTIVES = {
  // Scripts come only from this origin.
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
  'frame-ancestors': ["'self'"],
  'frame-src': ["'self'"],
  // Served over plain HTTP inside a parish network too: never rewrite requests to https.
  'upgrade-insecure-requests': null,
};

/** The donor apps' pages (as routed in web-apps.ts) and the donation meter's public reading. */
const EMBEDDABLE_PATHS = [/^\/[po]\/[^/]+\/?$/, new RegExp(`^${API_PREFIX}donation_meter/[^/]+/?$`)];

export function isEmbeddablePath(pathname: string): boolean {
  return EMBEDDABLE_PATHS.some((pattern) => pattern.test(pathname));
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: DIRECTIVES },
    // The same for browsers that predate frame-ancestors.
    frameguard: { action: 'sameorigin' },
    crossOriginEmbedderPolicy: false,
  });
  // After helmet's own hook: the embeddable pages get the same policy with any ancestor allowed.
  app.addHook('onRequest', async (request, reply) => {
    if (!isEmbeddablePath(request.url.split('?')[0] ?? '/')) return;
    await reply.helmet({
      contentSecurityPolicy: { directives: { ...DIRECTIVES, 'frame-ancestors': ['*'] } },
      frameguard: false,
      crossOriginEmbedderPolicy: false,
    });
    reply.raw.removeHeader('x-frame-options');
  });
}
