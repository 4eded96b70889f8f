/**
 * The breach check against the public list the spec means (Have I Been Pwned's Pwned Passwords,
 * ~600 million entries) by k-anonymity: only the first 5 hex digits of the password's SHA-1 leave
 * the server; the service answers every suffix with that prefix and the comparison is local.
 * When the service cannot be reached, the bundled list answers instead, and the service is left
 * alone for a while so sign-ins do not each wait for its timeout.
 */
import { createHash } from 'node:crypto';
import type { BreachAnswer, BreachCheck } from './breach-check';

export type RangeApiOptions = {
  /** e.g. https://api.pwnedpasswords.com/range/ ; the prefix is appended */
  url: string;
  /** answers when the service does not */
  fallback: BreachCheck;
  timeoutMs?: number;
  /** how long an unreachable service is not asked again */
  pauseAfterFailureMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

const DEFAULT_TIMEOUT_MS = 1500;
const DEFAULT_PAUSE_MS = 5 * 60_000;

export function sha1Hex(password: string): string {
  return createHash('sha1').update(password, 'utf8').digest('hex').toUpperCase();
}

/** Whether the range answer ("SUFFIX:COUNT" per line) lists the suffix with a count above 0 (padding has 0). */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  for (const line of body.split('\n')) {
    const [candidate, count] = line.trim().split(':');
    if (candidate?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

export function createRangeApiBreachCheck(options: RangeApiOptions): BreachCheck {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pauseMs = options.pauseAfterFailureMs ?? DEFAULT_PAUSE_MS;
  let pausedUntil = 0;

  async function askService(hash: string): Promise<boolean> {
    const response = await doFetch(`${options.url}${hash.slice(0, 5)}`, {
      // padding hides from an observer how many suffixes the prefix has
      headers: { 'Add-Padding': 'true', 'User-Agent': 'Kollekta password check' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`Pwned Passwords answered ${response.status}`);
    return rangeListsSuffix(await response.text(), hash.slice(5));
  }

  return {
    async check(password): Promise<BreachAnswer> {
      if (now() >= pausedUntil) {
        try {
          return { breached: await askService(sha1Hex(password)), source: 'range-api' };
        } catch {
          pausedUntil = now() + pauseMs;
        }
      }
      return options.fallback.check(password);
    },
  };
}
