/**
 * Whether a password appears in a list of breached passwords: the public Pwned Passwords service
 * by k-anonymity (range-api-check.ts), or offline the bundled list of the most frequent passwords
 * of public breaches, which also answers when the service cannot be reached.
 */
import fs from 'node:fs';

/** `source` says which list answered; it is kept with the password check's data. */
export type BreachAnswer = { breached: boolean; source: 'range-api' | 'bundled-list' };

export type BreachCheck = {
  /** throws when no list could answer */
  check(password: string): Promise<BreachAnswer>;
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
    async check(password) {
      bundled ??= list ? undefined : readBreachList();
      const known = list ?? (bundled as Set<string>);
      return { breached: known.has(password.toLowerCase()), source: 'bundled-list' };
    },
  };
}
