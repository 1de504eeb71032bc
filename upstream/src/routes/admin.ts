// The operator console's REST API (/api/Admin/...): login (public), and a scope whose every route
// needs an operator token (401 without a valid one; 403 when the role may not do the work):
// sign-out, who am I, the owner's management of operators, the audit log, and each area's routes
// (orders, catalog, support, insights), registered in the marked block. Contract: upstream/README.md,
// "Operator console contract".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MESSAGES, permissionsOf } from '@shop/commerce/admin/roles';
import { HttpError } from '../http/errors.ts';
import { acceptEmptyJsonBodies } from '../http/json-body.ts';
import { operatorOf, requirePermission } from '../http/operator-auth.ts';
import type { AppContext } from '../services/app-context.ts';
import { listAudit } from '../services/audit.ts';
import type { OperatorChange } from '../services/operators.ts';
import { adminCatalogRoutes } from './admin-catalog.ts';
import { adminInsightRoutes } from './admin-insights.ts';
import { adminPartnerRoutes } from './admin-partners.ts';
import { adminSupportRoutes } from './admin-support.ts';
import { adminOrderRoutes } from './admin-orders.ts';
import { adminRefundRoutes } from './admin-refunds.ts';
import { adminReviewRoutes } from './admin-reviews.ts';
import { ErrorBody } from './schemas/common.ts';
import {
  AuditAnswer,
  AuditQuery,
  MeAnswer,
  NewOperatorBody,
  OperatorBody,
  OperatorLoginAnswer,
  OperatorLoginBody,
  OperatorUpdateBody,
} from './schemas/admin.ts';

const tags = ['admin'];
const retryAfter = (ms: number) => String(Math.ceil(ms / 1000));
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

function changed(result: OperatorChange) {
  if (!result.ok) throw new HttpError(result.status, result.message, undefined, result.field);
  return result.operator;
}

export const adminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  acceptEmptyJsonBodies(app);

  app.post(
    '/Admin/Login',
    {
      schema: {
        tags,
        summary: 'Operator login by email and password; repeated failures of an email wait (429, Retry-After)',
        body: OperatorLoginBody,
        response: { 200: OperatorLoginAnswer, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const result = await ctx.operators.login(request.body.email, request.body.password);
      if (!result.ok && result.reason === 'wait') {
        reply.header('retry-after', retryAfter(result.retryAfterMs));
        throw new HttpError(429, 'Too many failed logins. Try again later.', 'LOGIN_WAIT');
      }
      if (!result.ok) throw new HttpError(401, ADMIN_MESSAGES.loginFailed, 'LOGIN_FAILED');
      return {
        token: result.token,
        expiresAt: result.expiresAt.toISOString(),
        operator: result.operator,
        permissions: permissionsOf(result.operator.role),
      };
    },
  );

  const authed: FastifyPluginAsyncZod = async (scope) => {
    scope.addHook('onRequest', ctx.operatorAuth);

    scope.post(
      '/Admin/Logout',
      {
        schema: {
          tags,
          summary: 'Ends the operator session of the token (server side)',
          response: { 200: z.object({ message: z.string() }), 401: ErrorBody },
        },
      },
      async (request) => {
        await ctx.operators.logout(operatorOf(request));
        return { message: 'Signed out.' };
      },
    );

    scope.get(
      '/Admin/Me',
      {
        schema: {
          tags,
          summary: 'The operator of the token and what their role may do',
          response: { 200: MeAnswer, 401: ErrorBody },
        },
      },
      async (request) => {
        const session = operatorOf(request);
        const operator = await ctx.operators.find(session.operatorId);
        if (!operator) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
        return { operator, permissions: permissionsOf(operator.role) };
      },
    );

    scope.get(
      '/Admin/Operators',
      {
        schema: { tags, summary: 'Every operator (owners only)', response: { 200: z.array(OperatorBody), ...errors } },
      },
      async (request) => {
        requirePermission(request, 'operators.manage');
        return ctx.operators.list();
      },
    );

    scope.post(
      '/Admin/Operators',
      {
        schema: {
          tags,
          summary: 'Adds an operator with a first password (owners only; audited)',
          body: NewOperatorBody,
          response: { 200: OperatorBody, ...errors },
        },
      },
      async (request) =>
        changed(await ctx.operators.create(requirePermission(request, 'operators.manage'), request.body)),
    );

    scope.post(
      '/Admin/Operators/Update',
      {
        schema: {
          tags,
          summary:
            "Changes an operator's name, role, active flag or password (owners only; audited); a new password, role or deactivation ends their sessions",
          body: OperatorUpdateBody,
          response: { 200: OperatorBody, ...errors },
        },
      },
      async (request) => {
        const { id, ...change } = request.body;
        return changed(await ctx.operators.update(requirePermission(request, 'operators.manage'), id, change));
      },
    );

    scope.get(
      '/Admin/Audit',
      {
        schema: {
          tags,
          summary: 'The audit log, newest first, paged (owners only)',
          querystring: AuditQuery,
          response: { 200: AuditAnswer, ...errors },
        },
      },
      async (request) => {
        requirePermission(request, 'audit.read');
        return listAudit(ctx.db, request.query);
      },
    );

    // Each area's routes (one line each).
    // -- areas: begin --
    await scope.register(adminOrderRoutes, { ctx });
    await scope.register(adminCatalogRoutes, { ctx });
    await scope.register(adminSupportRoutes, { ctx });
    await scope.register(adminInsightRoutes, { ctx });
    await scope.register(adminRefundRoutes, { ctx });
    await scope.register(adminPartnerRoutes, { ctx });
    await scope.register(adminReviewRoutes, { ctx });
    // -- areas: end --
  };
  await app.register(authed);
};
