/**
 * Use cases of the signed-in user's preferences (administration.md §2): read them, with defaults
 * for what the user never chose, and change some of them. Each user reaches only their own.
 */
import { readUserPreferences, type UserPreferences } from '@kollekta/domain';
import type { AppContext } from '../../platform/app-context';
import { DomainError } from '../../platform/errors';
import type { AuthenticatedCaller } from '../../platform/request-context';
import { findPreferences, mergePreferences } from './user-preferences.repository';

export async function getPreferences(
  context: AppContext,
  caller: AuthenticatedCaller,
): Promise<UserPreferences> {
  const stored = await findPreferences(context.db, caller.userId);
  if (stored === undefined) throw new DomainError('unauthenticated');
  return readUserPreferences(stored);
}

export async function updatePreferences(
  context: AppContext,
  caller: AuthenticatedCaller,
  changes: Partial<UserPreferences>,
): Promise<UserPreferences> {
  // only the fields sent: a browser that changed one preference leaves the others as they are
  const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const stored = await mergePreferences(context.db, caller.userId, sent);
  if (stored === undefined) throw new DomainError('unauthenticated');
  return readUserPreferences(stored);
}
