// HTTP errors: a typed 404, HttpError (status, message, optional code), and the global error and
// not-found handlers that give every failure the JSON body { statusCode, error, message[, code]
// [, issues] } and never answer 500 to bad input.
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../routes/schemas/common.ts';

export class NotFoundError extends Error {
  readonly statusCode = 404;
}

/** An expected failure with its status, the message to show, an optional machine code and field. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

function body(statusCode: number, message: string, issues?: ErrorBody['issues'], code?: string): ErrorBody {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(code ? { code } : {}),
    ...(issues ? { issues } : {}),
  };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({ path: v.instancePath, message: v.message ?? 'Invalid value' }));
      const first = issues[0];
      const where = error.validationContext ?? 'request';
      const message = `Invalid ${where}${first ? `: ${first.path === '/' ? '' : `${first.path.slice(1)}: `}${first.message}` : ''}`;
      return reply.code(400).send(body(400, message, issues));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const field = error instanceof HttpError && error.field ? `/${error.field}` : '/';
      const issues = status === 400 ? [{ path: field, message: error.message }] : undefined;
      const code = error instanceof HttpError ? error.code : undefined;
      return reply.code(status).send(body(status, error.message, issues, code));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body(500, 'Something went wrong'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(body(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}
