/** Shows a message in one of the bars: `const { showError } = useMessages()`. */
import { useSyncExternalStore } from 'react';
import { type MessageBarState, messageStore } from './message-store';

const actions = {
  showError: messageStore.showError,
  showSuccess: messageStore.showSuccess,
  showWarning: messageStore.showWarning,
  dismiss: messageStore.dismiss,
};

export function useMessages(): typeof actions {
  return actions;
}

export function useMessageBarState(): MessageBarState {
  return useSyncExternalStore(messageStore.subscribe, messageStore.getState, messageStore.getState);
}
