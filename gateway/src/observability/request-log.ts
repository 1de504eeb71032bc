// The request's own logger (its lines carry `reqId`) for code that only gets the app's logger,
// such as Apollo's formatError: `requestLogScope`, the last preHandler of /graphql, runs the rest
// of the request (the handler and everything it awaits) with the request's logger in scope, and
// `requestScopedLog(app.log)` writes through it while one is in scope.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export interface ErrorLog {
  error(details: object, message: string): void;
}

const current = new AsyncLocalStorage<ErrorLog>();

/** A callback preHandler (the route's last): Fastify calls the handler from `done`, inside the scope. */
export function requestLogScope(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  current.run(request.log, done);
}

/** A logger that writes through the request's logger in scope, else through `fallback`. */
export function requestScopedLog(fallback: ErrorLog): ErrorLog {
  return {
    error(details, message) {
      (current.getStore() ?? fallback).error(details, message);
    },
  };
}
