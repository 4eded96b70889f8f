/**
 * A browser's telemetry connection lives only as long as the token it signed in with. When a
 * session ends (logout, ended from the sessions list, password changed or set, user deactivated,
 * expired) its connections to `/ws/telemetry` are closed: at once when this process ended it
 * (the auth feature announces it), and otherwise at the next periodic check, a few seconds later,
 * which also covers sessions ended by another server process and sessions that simply expire.
 */
import type { BrokerPrincipal } from '../../adapters/mqtt';
import type { AppContext } from '../../platform/app-context';
import { type EndedSessions, findLiveTokens, onSessionsEnded } from '../auth';
import { isUserPrincipal, type UserPrincipal } from './telemetry-access';

/** How often every signed-in connection's token is checked against the database. */
export const TOKEN_RECHECK_MS = 5_000;
/**
 * A session may be announced as ended before the transaction deleting it commits (a password
 * change): the announced connections are checked at once and a few more times shortly after.
 */
const ANNOUNCED_RECHECK_DELAYS_MS = [300, 1_000, 2_500];

export type TelemetrySessionWatch = { stop(): void };

export function watchTelemetrySessions(
  context: AppContext,
  log: { warn(message: string): void },
): TelemetrySessionWatch {
  const closeEndedSessions = async (isConcerned: (principal: UserPrincipal) => boolean) => {
    const principals = context.telemetry.connectedPrincipals().filter(isUserPrincipal).filter(isConcerned);
    if (principals.length === 0) return;
    const live = await findLiveTokens(context, [...new Set(principals.map((principal) => principal.token))]);
    const ended = new Set<BrokerPrincipal>(principals.filter((principal) => !live.has(principal.token)));
    context.telemetry.disconnectWhere((principal) => ended.has(principal));
  };
  // While the database is away no token can be checked: connections stay, and the next round tries again.
  const report = (error: unknown) =>
    log.warn(`Telemetrie: Sitzungen konnten nicht geprüft werden: ${(error as Error).message}`);

  const timer = setInterval(() => {
    closeEndedSessions(() => true).catch(report);
  }, TOKEN_RECHECK_MS);
  timer.unref();

  const pending = new Set<NodeJS.Timeout>();
  const stopListening = onSessionsEnded((ended: EndedSessions) => {
    const isConcerned = (principal: UserPrincipal) =>
      'tokenId' in ended
        ? principal.caller.tokenId === ended.tokenId
        : principal.caller.userId === ended.userId;
    closeEndedSessions(isConcerned).catch(report);
    for (const delay of ANNOUNCED_RECHECK_DELAYS_MS) {
      const later = setTimeout(() => {
        pending.delete(later);
        closeEndedSessions(isConcerned).catch(report);
      }, delay);
      later.unref();
      pending.add(later);
    }
  });

  return {
    stop() {
      clearInterval(timer);
      for (const later of pending) clearTimeout(later);
      stopListening();
    },
  };
}
