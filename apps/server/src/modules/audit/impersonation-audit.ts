/**
 * The generic record of impersonation: every successful change made with an impersonation token
 * (POST, PATCH, PUT, DELETE) is appended to the audit log with both users, whatever the feature.
 * Features still write their own, more telling entries; this one guarantees nothing is missed.
 */
import type { RouteDefinition } from '@kollekta/contract';
import type { AppContext } from '../../platform/app-context';
import type { RouteHandler } from '../../platform/http-routes';
import { appendAudit } from './audit.repository';

export function auditImpersonatedChanges<R extends RouteDefinition>(
  context: AppContext,
  route: R,
  handler: RouteHandler<R>,
): RouteHandler<R> {
  if (route.method === 'GET') return handler;
  return async (input) => {
    const result = await handler(input);
    const caller = input.caller;
    if (caller?.impersonatorId) {
      await appendAudit(context.db, {
        actorUserId: caller.userId,
        impersonatorUserId: caller.impersonatorId,
        action: 'impersonated.request',
        objectType: 'route',
        objectId: `${route.method} ${route.path}`,
        data: { params: (input.params ?? {}) as Record<string, unknown> },
      });
    }
    return result;
  };
}
