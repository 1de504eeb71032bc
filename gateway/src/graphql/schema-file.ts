// The published contract: GET /schema.graphql answers the merged SDL of schema/*.graphql (every
// `extend type` folded into its type, descriptions kept, types and fields in alphabetical order),
// printed by graphql-js when the gateway
// starts. Other front ends read it instead of introspection, which is off in production. Nothing
// generated is committed: the file is always the running gateway's schema. Tested beside.
import type { FastifyInstance } from 'fastify';
import { buildASTSchema, concatAST, lexicographicSortSchema, parse, printSchema } from 'graphql';

export const SCHEMA_FILE_PATH = '/schema.graphql';

export function printedSchema(typeDefs: readonly string[]): string {
  return printSchema(lexicographicSortSchema(buildASTSchema(concatAST(typeDefs.map((source) => parse(source))))));
}

export function registerSchemaFile(app: FastifyInstance, sdl: string): void {
  app.get(SCHEMA_FILE_PATH, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(sdl),
  );
}
