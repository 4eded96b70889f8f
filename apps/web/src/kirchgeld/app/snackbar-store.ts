/** The one message of the church-tax app's snackbar (§8 'Fehler in der Übertragung: {error}'). */
type Listener = () => void;

let message: { id: number; text: string } | null = null;
const listeners = new Set<Listener>();
let counter = 0;

export const kgSnackbarStore = {
  getMessage: () => message,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  show(text: string): void {
    counter += 1;
    message = { id: counter, text };
    for (const listener of listeners) listener();
  },
  close(): void {
    message = null;
    for (const listener of listeners) listener();
  },
};
