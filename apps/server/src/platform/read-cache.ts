/**
 * A small in-process cache of what nearly every request reads again: the caller's session with its
 * roles, and organisation rows and chains (issue 12 "Speed": the embedded database answers one query
 * at a time, so each query saved per request counts); and the serialised answers of the few read
 * routes that every page visit asks for again (plan list, dashboard statistics, device list, the
 * caller's own user), per session and url, so a burst of the same reads costs one computation.
 *
 * Staleness rules, and why:
 * - Every API write of this process (any route that is not a GET, see http-app.ts) bumps the
 *   generation when it finishes, after its transaction committed; so does every statement that
 *   writes through the context's database (the plugin below: services called outside routes, the
 *   demo world, jobs, tests that change rows directly). An entry is served only while the
 *   generation it was read under is still current, so a revoked role, a moved organisation or a
 *   switched flag take effect at once for the process that made the change. The generation is taken
 *   before the read: a read that raced a write is stored under the old generation and never served.
 *   Bumping on every write, instead of in the few services that change roles, the tree, features or
 *   flags, is deliberately coarse: no future write path can forget it.
 * - Other processes (several servers on one PostgreSQL, jobs, command-line tools) cannot bump our
 *   generation, so every entry lives at most TTL_MS. A shared generation in the database would need a
 *   query per request, which is what the cache saves; one second of lag after a change made by
 *   another process is the accepted price.
 * - A write handler reads around the cache altogether, so it never answers or decides with what it
 *   has just changed itself.
 * The state hangs on the context's config object, which copies of a context ({ ...context, db: trx })
 * share, so a write through a copy invalidates the reads of the original and vice versa; test servers,
 * each with its own context, never see each other's rows.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, KyselyPlugin, RootOperationNode } from 'kysely';
import type { AppContext } from './app-context';

export const READ_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 2000;

/** what the cached answers of read routes may hold at most, together (a JSON body counts its length) */
const ANSWER_BUDGET = 8 * 1024 * 1024;
/** a larger answer (a long export-like list) is not worth keeping out of the budget of the others */
const MAX_ANSWER_LENGTH = 256 * 1024;

type Entry = { value: unknown; generation: number; storedAt: number };
type AnswerEntry = { body: string; generation: number; storedAt: number };
type CacheState = {
  generation: number;
  entries: Map<string, Entry>;
  answers: Map<string, AnswerEntry>;
  answerLength: number;
};

const states = new WeakMap<object, CacheState>();
/** set while a write handler runs: it reads around the cache, so it sees its own changes */
const insideWrite = new AsyncLocalStorage<boolean>();

function stateOf(context: Pick<AppContext, 'config'>): CacheState {
  let state = states.get(context.config);
  if (!state) {
    state = { generation: 0, entries: new Map(), answers: new Map(), answerLength: 0 };
    states.set(context.config, state);
  }
  return state;
}

/** Served only while no write has happened since it was read, and for at most the time to live. */
function isFresh(entry: { generation: number; storedAt: number }, state: CacheState): boolean {
  return entry.generation === state.generation && Date.now() - entry.storedAt < READ_CACHE_TTL_MS;
}

/** Forgets everything cached for this context: called after every write. */
export function bumpReadGeneration(context: Pick<AppContext, 'config'>): void {
  const state = stateOf(context);
  state.generation += 1;
  state.entries.clear();
  state.answers.clear();
  state.answerLength = 0;
}

/**
 * The cached value of `key`, or what `load` reads (stored unless null/undefined). Callers must
 * treat the value as read-only: it is shared by concurrent requests. Wall-clock time on purpose:
 * tests move the application clock, not the cache's age.
 */
export async function cachedRead<T>(
  context: Pick<AppContext, 'config'>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (insideWrite.getStore()) return load();
  const state = stateOf(context);
  const entry = state.entries.get(key);
  if (entry && isFresh(entry, state)) return entry.value as T;
  const generation = state.generation;
  const value = await load();
  if (value !== null && value !== undefined && generation === state.generation) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.clear();
    state.entries.set(key, { value, generation, storedAt: Date.now() });
  }
  return value;
}

/**
 * The serialised answer of a read route for `key` (the caller's session and the whole request url),
 * or what `answer` serialises, under the same rules as `cachedRead`: served only while no write has
 * happened since and for at most the time to live. Only read routes whose answer depends on nothing
 * but the url, the caller and the database take part (they opt in where they are registered).
 */
export async function cachedAnswer(
  context: Pick<AppContext, 'config'>,
  key: string,
  answer: () => Promise<string>,
): Promise<string> {
  if (insideWrite.getStore()) return answer();
  const state = stateOf(context);
  const entry = state.answers.get(key);
  if (entry && isFresh(entry, state)) return entry.body;
  const generation = state.generation;
  const body = await answer();
  if (generation === state.generation && body.length <= MAX_ANSWER_LENGTH) {
    const previous = state.answers.get(key);
    if (previous) state.answerLength -= previous.body.length;
    if (state.answerLength + body.length > ANSWER_BUDGET) {
      state.answers.clear();
      state.answerLength = 0;
    }
    state.answers.set(key, { body, generation, storedAt: Date.now() });
    state.answerLength += body.length;
  }
  return body;
}

/** Updates an entry in place when the request itself changed what it holds (a session touch). */
export function replaceCached<T>(context: Pick<AppContext, 'config'>, key: string, value: T): void {
  const entry = stateOf(context).entries.get(key);
  if (entry) entry.value = value;
}

/** Wraps a route handler so that a write (any method but GET) bumps the generation when it ends. */
export function forgetReadsAfterWrites<A extends unknown[], T>(
  context: Pick<AppContext, 'config'>,
  method: string,
  handler: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  if (method === 'GET') return handler;
  return async (...args) => {
    try {
      return await insideWrite.run(true, () => handler(...args));
    } finally {
      // also after a failure: a handler may have committed part of its work before it threw
      bumpReadGeneration(context);
    }
  };
}

/** True for statements that may change rows; raw SQL counts unless it clearly only reads. */
function isWrite(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode')
    return /\b(insert|update|delete|truncate|alter|drop|create)\b/i.test(node.sqlFragments.join(' '));
  return true;
}

/**
 * The database of a new context: every writing statement bumps the generation before it runs and
 * again when it has run, so no read that overlapped it is served from the cache afterwards (a
 * transaction's commit follows later; route writes bump once more when they end, see above).
 */
export function withReadCacheInvalidation<DB>(db: Kysely<DB>, config: AppContext['config']): Kysely<DB> {
  const context = { config };
  const writes = new WeakSet<object>();
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (isWrite(args.node)) {
        bumpReadGeneration(context);
        writes.add(args.queryId);
      }
      return args.node;
    },
    async transformResult(args) {
      if (writes.delete(args.queryId)) bumpReadGeneration(context);
      return args.result;
    },
  };
  return db.withPlugin(plugin);
}
