/** Texts of the shared client code that users can read (in the error bar). */
export const API_MESSAGES = {
  unreachable: 'Keine Verbindung zum Server',
  unexpectedAnswer: (path: string) => `Unerwartete Antwort des Servers (${path})`,
  status: (status: number) => `HTTP-Status ${status}`,
} as const;

/** Texts of the shared form helpers (form-feedback.ts), worded as the server's validation messages. */
export const FORM_MESSAGES = {
  maxLength: (length: number) => `Höchstens ${new Intl.NumberFormat('de-DE').format(length)} Zeichen.`,
} as const;
