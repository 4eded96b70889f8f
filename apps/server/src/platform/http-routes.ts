/**
 * Registers a contract route on Fastify: the contract's schemas validate the request and
 * serialise the response, and the handler receives typed input and the authenticated caller.
 */
import { API_PREFIX, apiPrefixOf, type RouteDefinition } from '@kollekta/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DomainError } from './errors';
import { type Idempotency, readIdempotencyKey } from './idempotency';
import { rejectUnsafeText } from './input-guard';
import type { AuthenticatedCaller, CallerInfo } from './request-context';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a route without a response body lets its handler return nothing
type Output<S> = S extends z.ZodType ? z.input<S> : void;

export type HandlerContext<R extends RouteDefinition> = {
  params: Input<R['params']>;
  query: Input<R['query']>;
  body: Input<R['body']>;
  caller: R['auth'] extends true ? AuthenticatedCaller : AuthenticatedCaller | null;
  info: CallerInfo;
  /** absolute base of API urls, e.g. http://localhost:8080/api/v2/ */
  apiBase: string;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type RouteHandler<R extends RouteDefinition> = (
  context: HandlerContext<R>,
) => Promise<Output<R['response']>>;

export type Authenticator = (request: FastifyRequest) => Promise<AuthenticatedCaller | null>;

/** Keeps serialised answers of read routes by key (read-cache.ts `cachedAnswer`). */
export type AnswerCache = (key: string, answer: () => Promise<string>) => Promise<string>;

export type RouteOptions = {
  /**
   * The route's answer depends only on the url, the caller's session and the database, so it may be
   * served again from the process's read cache until the next write (at most a second). Only for
   * JSON read routes without side effects.
   */
  cacheAnswerPerSession?: boolean;
};

export function registerRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  authenticate: Authenticator,
  route: R,
  handler: RouteHandler<R>,
  idempotency?: Idempotency,
  answerCache?: AnswerCache,
  options: RouteOptions = {},
): void {
  const cachesAnswers = Boolean(answerCache && options.cacheAnswerPerSession);
  if (cachesAnswers && (route.method !== 'GET' || route.status !== 200 || !route.response))
    throw new Error(`${route.method} ${route.path}: only JSON read routes may cache their answers`);
  app.route({
    method: route.method,
    url: `${apiPrefixOf(route)}${route.path}`,
    schema: {
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.response ? { response: { [route.status]: route.response } } : {}),
    },
    // NUL and lone surrogates are refused for every route at once, before the contract validates.
    preValidation: rejectUnsafeText,
    handler: async (request, reply) => {
      const caller = await authenticate(request);
      if (route.auth && !caller) throw new DomainError('unauthenticated', 'Ungültiges Token.');
      const run = () =>
        handler({
          params: request.params as Input<R['params']>,
          query: request.query as Input<R['query']>,
          body: request.body as Input<R['body']>,
          caller: caller as HandlerContext<R>['caller'],
          info: {
            ipAddress: request.ip,
            userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
          },
          apiBase: apiBaseOf(request, apiPrefixOf(route)),
          request,
          reply,
        });
      // Creates honour an Idempotency-Key per user (ARCHITECTURE.md §4): a repeat answers the first result.
      const idempotencyKey = route.status === 201 && caller ? readIdempotencyKey(request) : null;
      if (idempotency && caller && idempotencyKey !== null) {
        const answer = await idempotency.answer(
          { userId: caller.userId, key: idempotencyKey, request },
          async () => {
            const created = await run();
            reply.status(route.status);
            return {
              status: route.status,
              body: created === undefined ? '' : serializeAnswer(reply, created),
            };
          },
        );
        reply.status(answer.status);
        if (answer.isReplay) reply.header('Idempotent-Replayed', 'true');
        if (answer.body === '') return reply.send();
        // already serialised through the route's response schema when it was first answered
        return reply.type('application/json; charset=utf-8').send(answer.body);
      }
      if (cachesAnswers && answerCache && caller) {
        const key = `${route.api ?? 'platform'} ${caller.tokenId} ${request.protocol}://${request.host}${request.url}`;
        const body = await answerCache(key, async () => serializeAnswer(reply, await run()));
        return reply.status(200).type('application/json; charset=utf-8').send(body);
      }
      const result = await run();
      reply.status(route.status);
      if (route.status === 204) return reply.send();
      return result;
    },
  });
}

/** The body through the route's response schema, as Fastify would send it. */
function serializeAnswer(reply: FastifyReply, result: unknown): string {
  const body = reply.serialize(result);
  return typeof body === 'string' ? body : new TextDecoder().decode(body);
}

/** Urls in responses are absolute, as Django REST framework gives them. */
export function apiBaseOf(request: FastifyRequest, prefix: string = API_PREFIX): string {
  return `${request.protocol}://${request.host}${prefix}`;
}
