// Every answer a test upstream gives is checked against upstream's own OpenAPI document: the JSON
// body of a status the document declares a schema for must match that schema (ajv, JSON Schema
// 2020-12 as OpenAPI 3.1 uses it). startUpstream installs the check; close() fails the test file
// with every answer that did not match, so the document the gateway is generated from cannot
// drift from what upstream sends. The document is the one codegen wrote
// (gateway/src/generated/upstream-openapi.json), else the app's own `swagger()` (slower).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const GENERATED_DOCUMENT = fileURLToPath(new URL('../../gateway/src/generated/upstream-openapi.json', import.meta.url));

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

/** A JSON pointer into the document, as a URI fragment. */
const pointer = (...segments: string[]) =>
  segments.map((segment) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

let generated: OpenApiDocument | null | undefined;

function generatedDocument(): OpenApiDocument | null {
  if (generated === undefined)
    generated = existsSync(GENERATED_DOCUMENT)
      ? (JSON.parse(readFileSync(GENERATED_DOCUMENT, 'utf8')) as OpenApiDocument)
      : null;
  return generated;
}

// ajv-formats is CommonJS: its plugin is the module's `default` property.
const addFormats = addFormatsModule.default;

/** Fastify's route pattern (`/api/x/:id`) as the document's path (`/api/x/{id}`). */
export function documentPath(routeUrl: string): string {
  return routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

export interface AnswerCheck {
  /** `METHOD path status: what did not match`, one per answer that broke the document. */
  violations(): string[];
}

/** Checks the JSON answers of `app` against `document` (default: the generated one, else the app's own). */
export function checkAnswersAgainstDocument(app: FastifyInstance, document?: OpenApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction | null>();
  const found: string[] = [];
  let doc: OpenApiDocument | null = null;

  /** The document, added to ajv once: its schemas refer to #/components/schemas/... */
  function theDocument(): OpenApiDocument {
    if (!doc) {
      doc = document ?? generatedDocument() ?? (app.swagger() as unknown as OpenApiDocument);
      ajv.addSchema(doc, 'openapi');
    }
    return doc;
  }

  function validatorFor(method: string, path: string, status: string): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (!validators.has(key)) {
      const schema = theDocument().paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
      const at = pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema');
      validators.set(key, schema ? ajv.compile({ $ref: `openapi#/${at}` }) : null);
    }
    return validators.get(key) ?? null;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const routeUrl = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!routeUrl || typeof payload !== 'string' || !type.startsWith('application/json')) return payload;
    const method = request.method.toLowerCase();
    const path = documentPath(routeUrl);
    const status = String(reply.statusCode);
    const validate = validatorFor(method, path, status);
    if (validate && !validate(JSON.parse(payload))) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
      found.push(`${request.method} ${path} ${status}: ${problems}`);
    }
    return payload;
  });

  return { violations: () => [...new Set(found)] };
}
