/**
 * The password check at sign-in, the one moment the server holds the plain password: breach
 * list and today's policy decide `pw_check_status`, stored with `pw_check_data` (administration.md
 * §3, §4). A failing breach check never blocks the sign-in; it is recorded as `error`.
 */
import { checkPasswordPolicy, decidePasswordCheckStatus, type PasswordCheckStatus } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { recordPasswordCheck } from '../users';
import { type BreachCheck, createOfflineBreachCheck } from './breach/breach-check';

let breachCheck: BreachCheck = createOfflineBreachCheck();

/** For a k-anonymity service later, and for tests. */
export function useBreachCheck(check: BreachCheck): void {
  breachCheck = check;
}

export async function checkPasswordAtSignIn(
  context: AppContext,
  user: { id: number; username: string; name: string; email: string },
  password: string,
): Promise<PasswordCheckStatus> {
  let pwned: boolean | null;
  try {
    pwned = await breachCheck.isBreached(password);
  } catch {
    pwned = null;
  }
  const meetsPolicy = checkPasswordPolicy(password, user).allowed;
  const status = decidePasswordCheckStatus({ pwned, meetsPolicy });
  await recordPasswordCheck(context.db, user.id, {
    status,
    data: { pwnedpasswords: { pwned } },
    at: context.clock.now(),
  });
  return status;
}

/** For new passwords: a password of a breach list is refused like one of the common list. */
export async function isKnownBreached(password: string): Promise<boolean> {
  try {
    return await breachCheck.isBreached(password);
  } catch {
    return false;
  }
}
