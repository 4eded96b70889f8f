/**
 * The password check at sign-in, the one moment the server holds the plain password: breach
 * list and today's policy decide `pw_check_status`, stored with `pw_check_data` (administration.md
 * §3, §4). A failing breach check never blocks the sign-in; it is recorded as `error`.
 */
import { checkPasswordPolicy, decidePasswordCheckStatus, type PasswordCheckStatus } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import type { AppConfig } from '../../platform/config';
import { recordPasswordCheck } from '../users';
import { type BreachCheck, createOfflineBreachCheck } from './breach/breach-check';
import { createRangeApiBreachCheck } from './breach/range-api-check';

let breachCheck: BreachCheck = createOfflineBreachCheck();

/** The check the settings ask for: the Pwned Passwords range API with the bundled list behind it, or the list alone. */
export function configureBreachCheck(config: Pick<AppConfig, 'pwnedPasswordsUrl'>): void {
  const offline = createOfflineBreachCheck();
  breachCheck = config.pwnedPasswordsUrl
    ? createRangeApiBreachCheck({ url: config.pwnedPasswordsUrl, fallback: offline })
    : offline;
}

/** For tests. */
export function useBreachCheck(check: BreachCheck): void {
  breachCheck = check;
}

export async function checkPasswordAtSignIn(
  context: AppContext,
  user: { id: number; username: string; name: string; email: string },
  password: string,
): Promise<PasswordCheckStatus> {
  let pwned: boolean | null;
  let source: string | null;
  try {
    ({ breached: pwned, source } = await breachCheck.check(password));
  } catch {
    // neither the service nor the bundled list answered: recorded as 'error'
    pwned = null;
    source = null;
  }
  const meetsPolicy = checkPasswordPolicy(password, user).allowed;
  const status = decidePasswordCheckStatus({ pwned, meetsPolicy });
  await recordPasswordCheck(context.db, user.id, {
    status,
    data: { pwnedpasswords: { pwned, source } },
    at: context.clock.now(),
  });
  return status;
}

/** For new passwords: a password of a breach list is refused like one of the common list. */
export async function isKnownBreached(password: string): Promise<boolean> {
  try {
    return (await breachCheck.check(password)).breached;
  } catch {
    return false;
  }
}
