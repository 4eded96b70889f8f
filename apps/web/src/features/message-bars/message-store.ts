/**
 * The three message bars at the top of the content: error, success and warning. An error stays
 * until it is dismissed (administration.md §8); a success message fades after the toast time.
 * An external store, so the query cache can report failed calls from outside React.
 */
export type MessageKind = 'error' | 'success' | 'warning';

export type MessageBarState = Record<MessageKind, string | null>;

/** The spec's toast display time (administration.md §9). */
export const SUCCESS_DISPLAY_MS = 4000;

type Listener = () => void;

export function createMessageStore() {
  let state: MessageBarState = { error: null, success: null, warning: null };
  const listeners = new Set<Listener>();
  let successTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (kind: MessageKind, text: string | null) => {
    state = { ...state, [kind]: text };
    for (const listener of listeners) listener();
  };

  return {
    getState: (): MessageBarState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    showError: (text: string) => set('error', text),
    showWarning: (text: string) => set('warning', text),
    showSuccess(text: string): void {
      clearTimeout(successTimer);
      set('success', text);
      successTimer = setTimeout(() => {
        if (state.success === text) set('success', null);
      }, SUCCESS_DISPLAY_MS);
    },
    dismiss(kind: MessageKind): void {
      if (kind === 'success') clearTimeout(successTimer);
      set(kind, null);
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

export const messageStore = createMessageStore();
