// The check every test upstream runs (tests/support/openapi-answers.ts): an answer that breaks the
// document is reported with its route and status; one that keeps it, or a status the document
// does not describe, is not. Schemas refer to the document's components, as upstream's do.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { checkAnswersAgainstDocument, documentPath, type OpenApiDocument } from '../support/openapi-answers.ts';

const document: OpenApiDocument = {
  paths: {
    '/api/Thing/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Thing' } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { name: { type: 'string' }, discount: { type: ['string', 'null'] } },
        required: ['name', 'discount'],
      },
    },
  },
};

const apps: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function answering(body: unknown, status = 200) {
  const app = Fastify();
  apps.push(app);
  const check = checkAnswersAgainstDocument(app, document);
  app.get('/api/Thing/:id', async (_request, reply) => reply.code(status).send(body));
  await app.inject({ method: 'GET', url: '/api/Thing/7' });
  return check.violations();
}

describe('checkAnswersAgainstDocument', () => {
  it('passes an answer of the documented shape, null where the document allows it', async () => {
    expect(await answering({ name: 'Ring', discount: null })).toEqual([]);
  });

  it('reports an answer that breaks the document, with its route and status', async () => {
    const violations = await answering({ name: 'Ring', discount: 10 });
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^GET \/api\/Thing\/\{id\} 200: \/discount must be string,null/);
    expect(await answering({ discount: null })).toEqual([
      "GET /api/Thing/{id} 200: / must have required property 'name'",
    ]);
  });

  it('leaves alone a status the document gives no schema for', async () => {
    expect(await answering({ anything: true }, 500)).toEqual([]);
  });

  it("writes Fastify's route parameters as the document's", () => {
    expect(documentPath('/api/Admin/Orders/:id/Notes/:noteId')).toBe('/api/Admin/Orders/{id}/Notes/{noteId}');
  });
});
