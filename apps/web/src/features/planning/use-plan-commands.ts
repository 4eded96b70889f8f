/**
 * Close, exclude and delete, each behind its confirmation. After closing or excluding, the plans
 * are reloaded after 1.5 seconds (planning.md §4); the closed plan shows its new end at once.
 */
import type { CollectionPlan } from '@kollekta/contract';
import { DEVICE_CLASSES } from '@kollekta/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { describeApiError } from '../../lib/api-client';
import { MESSAGE_BAR_MESSAGES, useMessages } from '../message-bars';
import { closePlan, deletePlan, excludePlan, planningKeys } from './api';

export const RELOAD_DELAY_MS = 1500;

export type PlanCommand = { kind: 'close' | 'exclude' | 'delete'; plan: CollectionPlan };

export function usePlanCommands(organizationId: number, organizationUrl: string) {
  const queryClient = useQueryClient();
  const { showError } = useMessages();
  // the last command stays while its dialog closes, so the dialog keeps its words
  const [command, setCommand] = useState<PlanCommand | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const reloadPlans = useCallback(
    () => queryClient.invalidateQueries({ queryKey: planningKeys.plans(organizationId) }),
    [queryClient, organizationId],
  );
  const reloadLater = useCallback(() => {
    timers.current.push(setTimeout(() => void reloadPlans(), RELOAD_DELAY_MS));
  }, [reloadPlans]);

  const replacePlan = (changed: CollectionPlan) => {
    queryClient.setQueriesData<CollectionPlan[]>({ queryKey: planningKeys.plans(organizationId) }, (plans) =>
      plans?.map((plan) => (plan.id === changed.id ? changed : plan)),
    );
  };

  const mutation = useMutation({
    mutationFn: async ({ kind, plan }: PlanCommand) => {
      if (kind === 'close') return closePlan(plan);
      if (kind === 'exclude') return excludePlan(plan, organizationUrl, [...DEVICE_CLASSES]);
      return deletePlan(plan);
    },
    // a failed delete shows only the warning icon (planning.md §8); close and exclude also say why
    meta: { handledStatuses: 'all' },
    onError: (error, { kind }) => {
      if (kind !== 'delete') showError(MESSAGE_BAR_MESSAGES.transferError(describeApiError(error)));
    },
    onSuccess: (result, { kind }) => {
      setIsOpen(false);
      if (kind === 'close' && result && 'hasStarted' in result) replacePlan(result);
      if (kind === 'delete') void reloadPlans();
      else reloadLater();
    },
  });

  return {
    command,
    /** the open question, or null */
    openKind: isOpen ? (command?.kind ?? null) : null,
    isPending: mutation.isPending,
    hasFailed: mutation.isError,
    ask: (next: PlanCommand) => {
      mutation.reset();
      setCommand(next);
      setIsOpen(true);
    },
    cancel: () => setIsOpen(false),
    confirm: () => {
      if (command) mutation.mutate(command);
    },
    reloadPlans,
  };
}
