// Helpers of the console's GraphQL tests: the demo owner, operator login through the gateway
// (admin.graphql), an operator of any role (added by the owner), calls with the X-Operator-Token
// header, and the access error of a response.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { expect } from 'vitest';
import type { OperatorRole } from '@shop/commerce/admin/roles';
import { graphqlArguments, type GraphQLResult, type StartedGateway, type VariablesOf } from '../support/gateway.ts';
import { AdminCreateOperatorDocument, AdminLoginDocument } from './generated/graphql.ts';

export const OWNER = { email: 'owner@example.com', password: 'Admin@1234' };
export const OPERATOR_PASSWORD = 'Console@2026';

export async function adminLogin(gateway: StartedGateway, email: string, password: string): Promise<string> {
  const { body } = await gateway.graphql(AdminLoginDocument, { input: { email, password } });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data!.adminLogin.userErrors).toEqual([]);
  return body.data!.adminLogin.operatorToken!;
}

export const ownerLogin = (gateway: StartedGateway) => adminLogin(gateway, OWNER.email, OWNER.password);

const operatorHeader = (token: string) => ({ headers: { 'x-operator-token': token } });

/** A GraphQL call as an operator (X-Operator-Token). */
export function asOperator<T, V>(
  gateway: StartedGateway,
  token: string,
  document: TypedDocumentNode<T, V>,
  ...[variables]: VariablesOf<V>
): Promise<GraphQLResult<T>> {
  return gateway.graphql(document, ...graphqlArguments(variables, operatorHeader(token)));
}

/** The data of an operator call that must succeed. */
export async function operatorData<T, V>(
  gateway: StartedGateway,
  token: string,
  document: TypedDocumentNode<T, V>,
  ...[variables]: VariablesOf<V>
): Promise<T> {
  const { body } = await gateway.graphql(document, ...graphqlArguments(variables, operatorHeader(token)));
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

let added = 0;
const run = `${process.pid}${Date.now().toString(36)}`;

/**
 * A token of a new operator of `role`, added by the demo owner, and its name (a unique email per
 * call; the count goes on across the files one process runs).
 */
export async function operatorToken(
  gateway: StartedGateway,
  role: OperatorRole,
): Promise<{ token: string; id: string; email: string; name: string }> {
  const owner = await ownerLogin(gateway);
  added += 1;
  const email = `${role}.${run}.${added}@ops.example.com`;
  const name = `${role} operator ${added}`;
  const created = await operatorData(gateway, owner, AdminCreateOperatorDocument, {
    input: { name, email, role: role.toUpperCase() as never, password: OPERATOR_PASSWORD },
  });
  expect(created.adminCreateOperator.userErrors).toEqual([]);
  return {
    token: await adminLogin(gateway, email, OPERATOR_PASSWORD),
    id: String(created.adminCreateOperator.operator!.id),
    email,
    name,
  };
}

/** The code and realm of the first error of a response. */
export function adminError(result: GraphQLResult<unknown>): { code: unknown; realm: unknown } {
  const error = result.body.errors?.[0];
  return { code: error?.extensions?.code, realm: error?.extensions?.realm };
}
