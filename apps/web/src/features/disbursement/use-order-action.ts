/**
 * A state change of one order ('abschließen', 'Kollekte abwählen', 'Überweisung bestätigen',
 * 'Eingang bestätigen'). The server's refusal (a German 409, e.g. cash still waiting) goes to the
 * message bar as it is; afterwards every list of the page is asked again, and the planning screens
 * too, because closing the cash makes the collection read-only there.
 */
import type { DisbursementOrder } from '@kollekta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeApiError } from '../../lib/api-client';
import { messageStore } from '../message-bars';
import { disbursementKeys } from './api';

/** the planning feature's cache: its plans carry can_edit, which closing the cash takes away */
const PLANNING_KEY = ['planning'] as const;

export function useOrderAction(
  send: (orderId: number) => Promise<DisbursementOrder>,
  describeSuccess: (order: DisbursementOrder) => string,
  onSettled?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { handledStatuses: 'all' },
    onSuccess: (order) => messageStore.showSuccess(describeSuccess(order)),
    onError: (error) => messageStore.showError(describeApiError(error)),
    onSettled: async () => {
      onSettled?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: disbursementKeys.all }),
        queryClient.invalidateQueries({ queryKey: PLANNING_KEY }),
      ]);
    },
  });
}
