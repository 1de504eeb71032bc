// Contract of operator accounts: login (the demo owner), a token of its own type (shopper and
// partner tokens are refused, and an operator token opens no shopper or partner route),
// server-side sign-out, the owner's management of operators (roles count at once, deactivation
// and a new password end sessions, the last owner stays), and the audit log every change writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { AARAV, login as shopperLogin } from './account-helpers.ts';
import {
  OPERATOR_PASSWORD,
  OWNER,
  adminGet,
  adminPost,
  loginOperator,
  operatorToken,
  ownerToken,
} from './admin-helpers.ts';
import { postJson, request } from './http.ts';
import { ROHAN, loginPartner } from './partner-helpers.ts';

let upstream: RunningUpstream;

beforeAll(async () => {
  upstream = await startUpstream();
});
afterAll(() => upstream?.close());

interface AuditPage {
  items: Array<{
    action: string;
    entityType: string;
    entityId: string;
    operatorEmail: string;
    before: unknown;
    after: unknown;
  }>;
  total: number;
}

describe('operator login', () => {
  it('lets the demo owner in with every permission', async () => {
    const answer = await postJson(`${upstream.url}/api/Admin/Login`, OWNER);
    expect(answer.status).toBe(200);
    const body = answer.body as { token: string; operator: { email: string; role: string }; permissions: string[] };
    expect(body.operator).toMatchObject({ email: OWNER.email, role: 'owner' });
    expect(body.permissions).toContain('operators.manage');
    const me = await adminGet(upstream, '/Admin/Me', body.token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ operator: { email: OWNER.email } });
  });

  it('refuses a wrong password with one message for known and unknown emails', async () => {
    const wrong = await postJson(`${upstream.url}/api/Admin/Login`, { email: OWNER.email, password: 'Nope12345678' });
    const unknown = await postJson(`${upstream.url}/api/Admin/Login`, {
      email: 'who@example.com',
      password: 'Nope12345678',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((wrong.body as { message: string }).message).toBe('Email or password is incorrect.');
    expect((unknown.body as { message: string }).message).toBe('Email or password is incorrect.');
  });

  it('refuses shopper and partner tokens and a missing token on console routes', async () => {
    const shopper = await shopperLogin(`${upstream.url}/api`, AARAV.email);
    const partner = await loginPartner(`${upstream.url}/api`, ROHAN.email);
    for (const token of [shopper, partner.token, 'not-a-token']) {
      const answer = await adminGet(upstream, '/Admin/Me', token);
      expect(answer.status).toBe(401);
    }
    expect((await request(`${upstream.url}/api/Admin/Operators`)).status).toBe(401);
  });

  it('opens no shopper route with an operator token', async () => {
    const token = await ownerToken(upstream);
    const answer = await request(`${upstream.url}/api/CommonData/userprofile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(401);
  });

  it('ends the session on the server at sign-out', async () => {
    const token = await ownerToken(upstream);
    expect((await adminPost(upstream, '/Admin/Logout', token, {})).status).toBe(200);
    expect((await adminGet(upstream, '/Admin/Me', token)).status).toBe(401);
  });
});

describe('managing operators', () => {
  it('lets only an owner add operators, and audits the addition', async () => {
    const owner = await ownerToken(upstream);
    const support = await operatorToken(upstream, 'support');
    const refused = await adminPost(upstream, '/Admin/Operators', support.token, {
      name: 'Someone',
      email: 'someone@ops.example.com',
      role: 'owner',
      password: OPERATOR_PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toBe('You do not have permission to do this.');
    expect((await adminGet(upstream, '/Admin/Operators', support.token)).status).toBe(403);
    expect((await adminGet(upstream, '/Admin/Audit', support.token)).status).toBe(403);

    const audit = (await adminGet(upstream, `/Admin/Audit?entityType=operator&entityId=${support.id}`, owner))
      .body as AuditPage;
    expect(audit.items).toEqual([
      expect.objectContaining({
        action: 'operator.create',
        operatorEmail: OWNER.email,
        before: null,
        after: expect.objectContaining({ email: support.email, role: 'support' }),
      }),
    ]);
  });

  it('refuses a taken email and a weak password with clear messages', async () => {
    const owner = await ownerToken(upstream);
    const taken = await adminPost(upstream, '/Admin/Operators', owner, {
      name: 'Twin',
      email: OWNER.email,
      role: 'support',
      password: OPERATOR_PASSWORD,
    });
    expect(taken.status).toBe(409);
    expect((taken.body as { message: string }).message).toBe('An operator with this email exists.');
    const weak = await adminPost(upstream, '/Admin/Operators', owner, {
      name: 'Weak',
      email: 'weak@ops.example.com',
      role: 'support',
      password: 'short',
    });
    expect(weak.status).toBe(400);
  });

  it('applies a role change at once and ends the sessions of a deactivated operator', async () => {
    const owner = await ownerToken(upstream);
    const catalog = await operatorToken(upstream, 'catalog');
    const promoted = await adminPost(upstream, '/Admin/Operators/Update', owner, { id: catalog.id, role: 'support' });
    expect(promoted.status).toBe(200);
    // A role change ends the sessions: the operator signs in again with the new role.
    expect((await adminGet(upstream, '/Admin/Me', catalog.token)).status).toBe(401);
    const again = await loginOperator(upstream, catalog.email, OPERATOR_PASSWORD);
    expect(((await adminGet(upstream, '/Admin/Me', again)).body as { operator: { role: string } }).operator.role).toBe(
      'support',
    );
    expect(
      (await adminPost(upstream, '/Admin/Operators/Update', owner, { id: catalog.id, active: false })).status,
    ).toBe(200);
    expect((await adminGet(upstream, '/Admin/Me', again)).status).toBe(401);
    const login = await postJson(`${upstream.url}/api/Admin/Login`, {
      email: catalog.email,
      password: OPERATOR_PASSWORD,
    });
    expect(login.status).toBe(401);
    const audit = (await adminGet(upstream, `/Admin/Audit?entityType=operator&entityId=${catalog.id}`, owner))
      .body as AuditPage;
    expect(audit.items.map((entry) => entry.after)).toEqual([
      { active: false },
      { role: 'support' },
      expect.objectContaining({ role: 'catalog' }),
    ]);
    expect(audit.items[1]?.before).toEqual({ role: 'catalog' });
  });

  it('keeps one active owner', async () => {
    const owner = await ownerToken(upstream);
    const me = (await adminGet(upstream, '/Admin/Me', owner)).body as { operator: { id: number } };
    const answer = await adminPost(upstream, '/Admin/Operators/Update', owner, { id: me.operator.id, role: 'support' });
    expect(answer.status).toBe(409);
    expect((answer.body as { message: string }).message).toBe('The shop needs at least one active owner.');
  });
});
