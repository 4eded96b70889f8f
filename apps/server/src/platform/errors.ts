/**
 * Services throw DomainError with a code; this module alone maps codes to HTTP statuses.
 * Messages are German because users read them.
 */
export type DomainErrorCode =
  | 'validation' // 400, with field errors
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409
  | 'too_many_requests'; // 429

const STATUS: Record<DomainErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
};

export const DEFAULT_ERROR_MESSAGES: Record<DomainErrorCode, string> = {
  validation: 'Die eingegebenen Daten sind fehlerhaft.',
  unauthenticated: 'Bitte melden Sie sich an.',
  forbidden: 'Sie haben nicht ausreichend Rechte für diese Aktion.',
  not_found: 'Nicht gefunden.',
  conflict: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
  too_many_requests: 'Zu viele Anfragen. Bitte warten Sie einen Moment.',
};

export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: DomainErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    options: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return STATUS[this.code];
  }

  /** Django-REST style body: field errors as they are, otherwise `{detail}`. */
  toBody(): Record<string, unknown> {
    return this.fieldErrors ?? { detail: this.message };
  }
}

export const notFound = () => new DomainError('not_found');
export const forbidden = (message?: string) => new DomainError('forbidden', message);
