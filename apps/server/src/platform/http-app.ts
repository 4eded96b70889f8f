/**
 * The Fastify app the features plug into: error handling, security headers, the OpenAPI document,
 * token authentication per API, idempotent creates, the contract routes and the web apps. Which
 * features there are, and how their tokens are checked, is wired in app/http-app.ts: platform
 * knows no feature.
 */

import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteDefinition } from '@kollekta/contract';
import { API_PREFIX } from '@kollekta/contract';
import type { WebApp } from '@kollekta/domain';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import { installErrorHandling } from './http-errors';
import { type Authenticator, type RouteHandler, type RouteOptions, registerRoute } from './http-routes';
import { createIdempotency } from './idempotency';
import { cachedAnswer, forgetReadsAfterWrites } from './read-cache';
import type { AuthenticatedCaller } from './request-context';
import { registerSecurityHeaders } from './security-headers';
import { installGermanValidationMessages } from './validation-messages';
import { registerWebApps } from './web-apps';

// Validation messages in plain German per field, because users read them.
installGermanValidationMessages();

export type RegisterRoute = <R extends RouteDefinition>(
  route: R,
  handler: RouteHandler<R>,
  options?: RouteOptions,
) => void;
export type RouteRegistrar = (register: RegisterRoute, context: AppContext) => void;

/** The caller behind a token, or null when the token is unknown, expired or revoked. */
export type TokenVerifier = (context: AppContext, token: string) => Promise<AuthenticatedCaller | null>;

/** Wraps every contract route's handler, whatever the feature (e.g. auditing impersonated changes). */
export type HandlerWrapper = <R extends RouteDefinition>(
  context: AppContext,
  route: R,
  handler: RouteHandler<R>,
) => RouteHandler<R>;

/** What is served besides contract routes, registered on Fastify itself (WebSockets, signed webhooks). */
export type HttpPlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

export type HttpAppParts = {
  /** the platform API's 'Token' header and the church-tax API's bearer tokens, never the other's (§4) */
  verifyToken: { platform: TokenVerifier; kirchgeld: TokenVerifier };
  wrapHandler: HandlerWrapper;
  /** registered after multipart uploads, before the contract routes */
  plugins: HttpPlugin[];
  features: RouteRegistrar[];
  /** whether an organisation runs a donor web app (direct links to others get the not-found page) */
  isDonorAppAvailable: (context: AppContext, webApp: WebApp, organizationId: number) => Promise<boolean>;
};

export async function createHttpApp(
  context: AppContext,
  parts: HttpAppParts,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: context.config.logLevel },
    // Forwarded headers only from the configured proxies (TRUSTED_PROXIES): otherwise anyone could
    // pick the address the sign-in throttle counts.
    trustProxy: context.config.trustedProxies.length > 0 ? context.config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);

  // Only the donor web apps may be embedded by other sites; the admin app and the API may not.
  await registerSecurityHeaders(app);
  await app.register(swagger, {
    openapi: { info: { title: 'Kollekta API', version: context.config.version } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const authenticate: Authenticator = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Token\s+(\S+)$/i);
    if (!match?.[1]) return null;
    return parts.verifyToken.platform(context, match[1]);
  };
  // The church-tax API takes only its own bearer tokens, the platform API only its own (§4).
  const authenticateKirchgeld: Authenticator = async (request: FastifyRequest) => {
    const match = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) return null;
    return parts.verifyToken.kirchgeld(context, match[1]);
  };
  const idempotency = createIdempotency(context);
  const answerCache = (key: string, answer: () => Promise<string>) => cachedAnswer(context, key, answer);
  const register: RegisterRoute = (route, handler, options) =>
    registerRoute(
      app,
      route.api === 'kirchgeld' ? authenticateKirchgeld : authenticate,
      route,
      // every write forgets the cached sessions and organisations (read-cache.ts)
      forgetReadsAfterWrites(context, route.method, parts.wrapHandler(context, route, handler)),
      idempotency,
      answerCache,
      options,
    );
  await app.register(multipart);
  for (const plugin of parts.plugins) await plugin(app, context);
  for (const feature of parts.features) feature(register, context);

  await registerWebApps(app, context.config.webDist, {
    isDonorAppAvailable: (webApp, organizationId) =>
      parts.isDonorAppAvailable(context, webApp, organizationId),
  });
  app.log.debug(`API under ${API_PREFIX}`);
  return app;
}
