/**
 * Whether a password appears in a list of breached passwords. Offline by default: a bundled list of
 * the most frequent passwords of public breaches. A k-anonymity service (Have I Been Pwned's
 * range API: send the first 5 hex digits of the SHA-1, compare the rest locally) can implement the
 * same interface later without any caller changing.
 */
import fs from 'node:fs';

export type BreachCheck = {
  /** true: found; false: not found; throws when the check could not be made */
  isBreached(password: string): Promise<boolean>;
};

const BUNDLED_LIST = new URL('./common-breached-passwords.txt', import.meta.url);

export function readBreachList(file: URL | string = BUNDLED_LIST): Set<string> {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return new Set(
    lines.map((line) => line.trim().toLowerCase()).filter((line) => line.length > 0 && !line.startsWith('#')),
  );
}

let bundled: Set<string> | undefined;

/** The offline check against the bundled list, read once on first use. */
export function createOfflineBreachCheck(list?: ReadonlySet<string>): BreachCheck {
  return {
    async isBreached(password) {
      bundled ??= list ? undefined : readBreachList();
      const known = list ?? (bundled as Set<string>);
      return known.has(password.toLowerCase());
    },
  };
}
