// Builds the upstream Fastify app: opens, migrates and seeds the SQLite database, wires zod
// validation and serialisation, OpenAPI, error handling, optional latency and every route.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrations.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { registerErrorHandlers } from './http/errors.ts';
import { normaliseQueryKeys } from './http/query-keys.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { catalogProductRoutes } from './routes/catalog-product.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { commonDataRoutes } from './routes/common-data.ts';
import { imageRoutes } from './routes/images.ts';
import { seoRoutes } from './routes/seo.ts';
import { systemRoutes } from './routes/system.ts';

export interface UpstreamOptions {
  dataDir: string;
  /** Delay added to every answer, in milliseconds. */
  latencyMs?: number;
  logger?: boolean;
}

export async function buildUpstream(options: UpstreamOptions): Promise<FastifyInstance> {
  const db = openDatabase(path.resolve(options.dataDir));
  try {
    await migrateToLatest(db);
    await seedDatabase(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  const latencyMs = Math.max(0, options.latencyMs ?? 0);
  if (latencyMs > 0) {
    app.addHook('onRequest', async () => {
      await sleep(latencyMs);
    });
  }

  registerErrorHandlers(app);
  normaliseQueryKeys(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Shop upstream REST API', description: 'Catalog, checkout and content endpoints (upstream/README.md)', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(commonDataRoutes, { prefix: '/api', db });
  await app.register(catalogRoutes, { prefix: '/api', db });
  await app.register(catalogProductRoutes, { prefix: '/api', db });
  await app.register(seoRoutes, { prefix: '/api', db });
  await app.register(checkoutRoutes, { prefix: '/api', db });
  await app.register(imageRoutes, { db });
  await app.ready();
  return app;
}
