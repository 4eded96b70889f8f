/**
 * The calls of the donor apps (public, signed out): what a donor sees of an organisation's app,
 * what its giving form asks for, and the gift itself.
 */
import {
  createDonation,
  type DonationReceipt,
  type DonationRequest,
  getPublicGivingOptions,
  getPublicWebApp,
  type PublicGivingOptions,
  type PublicWebApp,
} from '@kollekta/contract';
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

export type GivingOptionsState =
  | { kind: 'loading' }
  | { kind: 'ready'; options: PublicGivingOptions }
  /** the organisation takes no gifts online (404, or no way to pay) */
  | { kind: 'unavailable' }
  | { kind: 'failed' };

/** What the giving form of an app asks for; loaded when a donor reaches the payment. */
export function useGivingOptions(
  organizationId: number,
  app: WebApp,
): { state: GivingOptionsState; retry: () => void } {
  const [state, setState] = useState<GivingOptionsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same data again
  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    callApi(getPublicGivingOptions, {
      params: { id: organizationId, app },
      signal: controller.signal,
    }).then(
      (options) =>
        setState(options.payment_methods.length > 0 ? { kind: 'ready', options } : { kind: 'unavailable' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const isGone = isApiError(error) && error.status === 404;
        setState({ kind: isGone ? 'unavailable' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [organizationId, app, attempt]);

  return { state, retry };
}

/**
 * Sends a gift. The client gives every create an Idempotency-Key: a double tap, or the same form
 * sent again after a lost connection, gives once.
 */
export function sendDonation(
  organizationId: number,
  app: WebApp,
  body: DonationRequest,
): Promise<DonationReceipt> {
  return callApi(createDonation, { params: { id: organizationId, app }, body });
}
