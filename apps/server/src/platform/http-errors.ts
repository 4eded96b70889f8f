/** The one place where errors become HTTP answers: German texts, Django-REST shapes, no 500 for bad input. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailableError,
} from './database-errors';
import { DomainError } from './errors';

const CLIENT_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Die Anfrage enthält kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage enthält kein gültiges JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Datenformat wird nicht unterstützt.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Anfrage ist unvollständig.',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that does not fit its route (`collection_plan/abc/`, an id beyond the database's
      // range) names no object: 404, as for an id that does not exist.
      if (error.validationContext === 'params') return reply.status(404).send({ detail: 'Nicht gefunden.' });
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        const message = issue.message ?? 'Dieser Wert ist ungültig.';
        // one text per field is enough: '1e20' breaks both the integer and the maximum of an id
        if (!fields[field]?.includes(message)) fields[field] = [...(fields[field] ?? []), message];
      }
      return reply.status(400).send(fields);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply
        .status(500)
        .send({ detail: 'Interner Fehler. Bitte versuchen Sie es später noch einmal.' });
    }
    // A restarting or unreachable database is no bug: the client may simply try again shortly.
    if (isDatabaseUnavailableError(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const text = CLIENT_ERROR_TEXTS[error.code] ?? 'Die Anfrage ist fehlerhaft.';
      return reply.status(status).send({ detail: text });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ detail: 'Interner Fehler. Bitte versuchen Sie es später noch einmal.' });
  });
}
