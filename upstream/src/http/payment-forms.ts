// What the payment routes share (the return handler, a payment provider's sandbox): they take
// urlencoded forms only (up to 64 KB), answer HTML pages with their security headers, and turn every
// malformed post (wrong content type, missing, oversized or malformed fields, a body too large) into
// a 4xx page with a clear message, never a 500 or a JSON body the browser would show raw.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '@shop/commerce/checkout/messages';
import { parseUrlEncoded } from './multipart-form.ts';
import { problemPage, type HtmlPage } from '../services/payment-pages.ts';

export const PAYMENT_TAGS = ['payment'];
export const PAYMENT_FORM_LIMIT = 64 * 1024;
export const Html = z.string().describe('HTML page');
/** A text field of a payment form: present, at most `max` characters. */
export const formField = (max: number) => z.string().max(max);
/** An encrypted request or response: hex, at most 20,000 characters. */
export const hexField = z
  .string()
  .trim()
  .max(20_000)
  .regex(/^(?:[0-9a-fA-F]{2})+$/, 'must be hex');

export function sendPage(reply: FastifyReply, status: number, page: HtmlPage) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(page.html);
}

/** Urlencoded forms only, and HTML refusals (with a link to `ordersUrl`) for whatever the scope's routes cannot read. */
export function paymentFormScope(scope: FastifyInstance, ordersUrl: string): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: PAYMENT_FORM_LIMIT },
    (_request, body, done) => {
      done(null, parseUrlEncoded(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath ? ` (${first.instancePath.slice(1)})` : '';
      return sendPage(reply, 400, problemPage('Payment error', `${PAYMENT_MESSAGES.formMalformed}${field}`, ordersUrl));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 415) return sendPage(reply, 415, problemPage('Payment error', PAYMENT_MESSAGES.formType, ordersUrl));
    if (status >= 400 && status < 500)
      return sendPage(reply, status, problemPage('Payment error', PAYMENT_MESSAGES.formMalformed, ordersUrl));
    request.log.error({ err: error }, 'payment route failed');
    return sendPage(reply, 500, problemPage('Payment error', 'Something went wrong. Please try again.', ordersUrl));
  });
}
