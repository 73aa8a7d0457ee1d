import type { FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';

/**
 * A failed query's message carries its parameters (passwords' hashes, ID numbers, phone numbers):
 * log the statement and the database's own error, never the values.
 */
function serializeError(error: Error & { query?: string; params?: unknown; cause?: unknown }) {
  const serialized = stdSerializers.err(error);
  if (error.query === undefined) return serialized;
  const { params: _params, ...rest } = serialized as typeof serialized & { params?: unknown };
  return { ...rest, message: `Failed query: ${error.query}`, stack: '' };
}

/** pino settings: JSON lines with the request id, secrets redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { err: serializeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.token',
        '*.id_card',
        '*.idNumber',
      ],
      censor: '[redacted]',
    },
  };
}
