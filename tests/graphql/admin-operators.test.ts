// The console base through the gateway on a real upstream: operator login (a token of its own type
// in X-Operator-Token), no admin data for a guest, a shopper or a partner, FORBIDDEN for work
// outside a role, the owner's management of operators with field errors, the audit log, and a
// server-side sign-out.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  AdminAuditLogDocument,
  AdminCreateOperatorDocument,
  AdminLoginDocument,
  AdminOperatorsDocument,
  AdminSignOutDocument,
  AdminUpdateOperatorDocument,
  AdminViewerDocument,
} from './generated/graphql.ts';
import { OPERATOR_PASSWORD, OWNER, adminError, asOperator, operatorData, operatorToken, ownerLogin } from './admin.ts';
import { asPartner, partnerLogin, ROHAN } from './partner.ts';
import { graphqlArguments } from '../support/gateway.ts';
import { newCustomer } from './shopper.ts';

const { gateway } = useShop();

describe('operator sessions', () => {
  it('signs the demo owner in with every permission', async () => {
    const { body } = await gateway.graphql(AdminLoginDocument, { input: OWNER });
    const login = body.data!.adminLogin;
    expect(login.userErrors).toEqual([]);
    expect(login.operator).toMatchObject({ email: OWNER.email, role: 'OWNER', roleLabel: 'Owner' });
    expect(login.permissions).toContain('operators.manage');
    const viewer = await operatorData(gateway, login.operatorToken!, AdminViewerDocument);
    expect(viewer.admin.viewer.email).toBe(OWNER.email);
  });

  it('answers a wrong password with one user error', async () => {
    const { body } = await gateway.graphql(AdminLoginDocument, {
      input: { email: OWNER.email, password: 'Wrong@12345' },
    });
    expect(body.data!.adminLogin).toMatchObject({
      operatorToken: null,
      userErrors: [{ message: 'Email or password is incorrect.', code: 'LOGIN_FAILED' }],
    });
  });

  it('gives a guest, a shopper and a partner nothing from the console', async () => {
    expect(adminError(await gateway.graphql(AdminViewerDocument))).toEqual({ code: 'UNAUTHENTICATED', realm: 'admin' });
    const shopper = (await newCustomer(gateway)).token;
    const asShopper = await gateway.graphql(
      AdminViewerDocument,
      ...graphqlArguments(undefined, { headers: { authorization: `Bearer ${shopper}`, 'x-operator-token': shopper } }),
    );
    expect(adminError(asShopper).code).toBe('UNAUTHENTICATED');
    const partner = await partnerLogin(gateway, ROHAN.email);
    expect(adminError(await asPartner(gateway, partner.partnerToken, AdminViewerDocument)).code).toBe(
      'UNAUTHENTICATED',
    );
    const partnerAsOperator = await asOperator(gateway, partner.partnerToken, AdminViewerDocument);
    expect(adminError(partnerAsOperator).code).toBe('UNAUTHENTICATED');
  });

  it('ends the session on the server at sign-out', async () => {
    const token = await ownerLogin(gateway);
    expect((await operatorData(gateway, token, AdminSignOutDocument)).adminSignOut.ok).toBe(true);
    expect(adminError(await asOperator(gateway, token, AdminViewerDocument)).code).toBe('UNAUTHENTICATED');
  });
});

describe('managing operators', () => {
  it('keeps operator management to owners', async () => {
    const support = await operatorToken(gateway, 'support');
    expect(adminError(await asOperator(gateway, support.token, AdminOperatorsDocument)).code).toBe('FORBIDDEN');
    const create = await asOperator(gateway, support.token, AdminCreateOperatorDocument, {
      input: { name: 'Mallory', email: 'mallory@ops.example.com', role: 'OWNER', password: OPERATOR_PASSWORD },
    });
    expect(adminError(create).code).toBe('FORBIDDEN');
    expect(adminError(await asOperator(gateway, support.token, AdminAuditLogDocument, {})).code).toBe('FORBIDDEN');
  });

  it('refuses a weak password and a taken email on their fields', async () => {
    const owner = await ownerLogin(gateway);
    const weak = await operatorData(gateway, owner, AdminCreateOperatorDocument, {
      input: { name: 'Weak', email: 'weak@ops.example.com', role: 'SUPPORT', password: 'password' },
    });
    expect(weak.adminCreateOperator.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'password'], message: 'Use 10 to 72 characters.' }),
    ]);
    const taken = await operatorData(gateway, owner, AdminCreateOperatorDocument, {
      input: { name: 'Twin', email: OWNER.email, role: 'SUPPORT', password: OPERATOR_PASSWORD },
    });
    expect(taken.adminCreateOperator.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'email'], message: 'An operator with this email exists.' }),
    ]);
  });

  it('audits a deactivation, which ends the operator session', async () => {
    const owner = await ownerLogin(gateway);
    const catalog = await operatorToken(gateway, 'catalog');
    const update = await operatorData(gateway, owner, AdminUpdateOperatorDocument, {
      input: { id: catalog.id, active: false },
    });
    expect(update.adminUpdateOperator.operator).toMatchObject({ active: false, role: 'CATALOG' });
    expect(adminError(await asOperator(gateway, catalog.token, AdminViewerDocument)).code).toBe('UNAUTHENTICATED');
    const audit = await operatorData(gateway, owner, AdminAuditLogDocument, {
      filter: { entityType: 'operator', entityId: catalog.id },
    });
    expect(audit.admin.auditLog.nodes.map((entry) => [entry.action, entry.after, entry.operator.email])).toEqual([
      ['operator.update', '{"active":false}', OWNER.email],
      ['operator.create', expect.stringContaining('"role":"catalog"'), OWNER.email],
    ]);
    expect(audit.admin.auditLog.nodes[0]!.before).toBe('{"active":true}');
  });

  it('refuses a page size over 100', async () => {
    const owner = await ownerLogin(gateway);
    const result = await asOperator(gateway, owner, AdminAuditLogDocument, { first: 101 });
    expect(adminError(result).code).toBe('BAD_USER_INPUT');
  });
});
