// Request logging without secrets: one-time codes and tokens in query strings are masked.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = /([?&](?:otp|token|u_password|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_KEYS, '$1***');
}

/** Logger options that log requests as Fastify does, minus secrets in the URL. */
export function loggerOptions(enabled: boolean, level = 'info') {
  if (!enabled) return false;
  return {
    level,
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
  };
}
