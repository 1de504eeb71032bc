// The spec's client posts some calls with a JSON content type and an empty body (CartItemsList,
// Items_In_cart, Logout). In the plugin that calls this, such a body parses as undefined instead
// of failing; any other body goes through Fastify's own JSON parser (prototype poisoning refused).
import type { FastifyInstance } from 'fastify';

export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
