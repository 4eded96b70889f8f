/** Texts of the shared client code that users can read (in the error bar). */
export const API_MESSAGES = {
  unreachable: 'Keine Verbindung zum Server',
  unexpectedAnswer: (path: string) => `Unerwartete Antwort des Servers (${path})`,
  status: (status: number) => `HTTP-Status ${status}`,
} as const;
