/** The one call of the donor apps: what a donor sees of an organisation's app (public, signed out). */
import { getPublicWebApp, type PublicWebApp } from '@kollekta/contract';
import type { WebApp } from '@kollekta/domain';
import { useCallback, useEffect, useState } from 'react';
import { callApi, isApiError } from '../lib/api-client';

export type WebAppState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; data: PublicWebApp }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/** Loads the app of an organisation (none: idle); another organisation (parish selection) loads anew. */
export function useWebApp(
  organizationId: number | null,
  app: WebApp,
): { state: WebAppState; retry: () => void } {
  const [state, setState] = useState<WebAppState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same data again
  useEffect(() => {
    if (organizationId === null) {
      setState({ kind: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    callApi(getPublicWebApp, { params: { id: organizationId, app }, signal: controller.signal }).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const isGone = isApiError(error) && (error.status === 404 || error.status === 400);
        setState({ kind: isGone ? 'notFound' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [organizationId, app, attempt]);

  return { state, retry };
}
