// The console's service requests and insights through the gateway on a real upstream: a support
// operator moves a request to Resolved (audited, mailed) and the shopper's track request shows it;
// replies reach the customer's mail; a catalog operator is FORBIDDEN to change a request and a
// fulfilment operator to read customers; shopper and partner tokens get nothing; the GST summary's
// worked figures; the dashboard's cards per role; download links through the gateway.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { describe, expect, it } from 'vitest';
import { withTestDb, type TestDb } from '../support/database.ts';
import { graphqlArguments } from '../support/gateway.ts';
import { useShop } from '../support/shop.ts';
import { adminError, asOperator, operatorData, operatorToken, ownerLogin } from './admin.ts';
import {
  AdminAuditLogDocument,
  AdminInsightsCustomerDocument,
  AdminInsightsCustomersDocument,
  AdminInsightsDashboardDocument,
  AdminInsightsExportsDocument,
  AdminInsightsGstDocument,
  AdminSupportQueueDocument,
  AdminSupportRegistrationsDocument,
  AdminSupportReplyDocument,
  AdminSupportRequestDocument,
  AdminSupportSetStatusDocument,
  TrackComplaintsDocument,
} from './generated/graphql.ts';
import { partnerLogin } from './partner.ts';
import { login, outbox, uniqueEmail, uniquePhone } from './shopper.ts';

const { upstream, gateway } = useShop();

/** Raises a request on upstream as the shop's form does; its id and ticket number. */
async function raiseRequest(email: string, phone: string): Promise<{ id: string; ticket: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    complaint: '2',
    product_id: '301',
    color_id: '3013',
    contact_Name: 'Aarav Sharma',
    email,
    Phone: phone,
    Address: '14, Brigade Road',
    Pincode: '560001',
    City: 'Bengaluru',
    State: 'Karnataka',
    Country: 'India',
    Order_Id: 'LUM2512050002',
    Subject: 'Left earbud is silent',
    Describe: 'No sound from the left earbud since yesterday.',
    Invoice_Number: 'LUM/INV/25-26/05307',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const answer = await fetch(`${upstream.url}/api/CommonData/Add_Complaint`, { method: 'POST', body: form });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { complaint_id: number; ticket_No: string };
  return { id: String(body.complaint_id), ticket: body.ticket_No };
}

const withDb = <T>(work: (db: TestDb) => Promise<T>): Promise<T> => withTestDb(upstream, work);

describe('service requests', () => {
  it('lets a support operator resolve a request, audited and mailed, and the shopper sees Resolved', async () => {
    const support = await operatorToken(gateway, 'support');
    const email = uniqueEmail('ticket');
    const raised = await raiseRequest(email, uniquePhone());

    const queue = await operatorData(gateway, support.token, AdminSupportQueueDocument, {
      statuses: ['OPEN'],
      search: raised.ticket,
    });
    expect(queue.admin.serviceRequests.nodes.map((n) => n.ticketNumber)).toEqual([raised.ticket]);
    expect(queue.admin.serviceRequests).toMatchObject({ totalCount: 1, page: 1, pageCount: 1 });

    const skip = await operatorData(gateway, support.token, AdminSupportSetStatusDocument, {
      input: { id: raised.id, status: 'RESOLVED' },
    });
    expect(skip.adminSetServiceRequestStatus).toEqual({
      serviceRequest: null,
      userErrors: [
        {
          field: ['input', 'status'],
          message: 'This request cannot move to that status now.',
          code: 'TRANSITION_NOT_ALLOWED',
        },
      ],
    });
    const taken = await operatorData(gateway, support.token, AdminSupportSetStatusDocument, {
      input: { id: raised.id, status: 'IN_PROGRESS' },
    });
    expect(taken.adminSetServiceRequestStatus.serviceRequest).toMatchObject({
      status: 'IN_PROGRESS',
      statusLabel: 'In progress',
      nextStatuses: ['RESOLVED', 'CLOSED'],
    });
    const resolved = await operatorData(gateway, support.token, AdminSupportSetStatusDocument, {
      input: { id: raised.id, status: 'RESOLVED' },
    });
    expect(resolved.adminSetServiceRequestStatus.serviceRequest?.status).toBe('RESOLVED');

    const tracked = await gateway.graphql(TrackComplaintsDocument, {
      ticketNumber: raised.ticket,
      emailOrPhone: email,
    });
    expect(tracked.body.data!.searchComplaints[0]?.status).toBe('Resolved');
    const [mail] = await outbox(upstream.url, email);
    expect(mail?.subject).toBe(`Your service request ${raised.ticket} is resolved`);

    const owner = await ownerLogin(gateway);
    const audit = await operatorData(gateway, owner, AdminAuditLogDocument, {
      filter: { entityType: 'request', entityId: raised.id },
    });
    expect(audit.admin.auditLog.nodes.map((n) => [n.action, n.before, n.after])).toEqual([
      ['request.status', '{"status":"In Progress"}', '{"status":"Resolved"}'],
      ['request.status', '{"status":"Open"}', '{"status":"In Progress"}'],
    ]);
  });

  it('mails a reply to the customer and keeps it with the request', async () => {
    const support = await operatorToken(gateway, 'support');
    const email = uniqueEmail('reply');
    const raised = await raiseRequest(email, uniquePhone());
    const blank = await operatorData(gateway, support.token, AdminSupportReplyDocument, {
      input: { id: raised.id, body: ' ' },
    });
    expect(blank.adminReplyToServiceRequest.userErrors).toEqual([
      { field: ['input', 'body'], message: 'Please write a reply.', code: 'REQUIRED' },
    ]);
    const text = 'A replacement left our warehouse today.';
    const replied = await operatorData(gateway, support.token, AdminSupportReplyDocument, {
      input: { id: raised.id, body: text },
    });
    expect(replied.adminReplyToServiceRequest.serviceRequest?.replies).toEqual([
      { body: text, operatorName: expect.stringContaining('support') },
    ]);
    const [mail] = await outbox(upstream.url, email);
    expect(mail?.subject).toBe(`A reply to your service request ${raised.ticket}`);
    expect(mail?.body).toContain(text);
    const detail = await operatorData(gateway, support.token, AdminSupportRequestDocument, { id: raised.id });
    expect(detail.admin.serviceRequest?.order).toMatchObject({ orderNumber: 'LUM2512050002' });
    expect(
      (await operatorData(gateway, support.token, AdminSupportRequestDocument, { id: 'x' })).admin.serviceRequest,
    ).toBeNull();
  });

  it('keeps the catalog role out of requests and the fulfilment role out of customers', async () => {
    const raised = await raiseRequest(uniqueEmail('role'), uniquePhone());
    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const change = await asOperator(gateway, catalog, AdminSupportSetStatusDocument, {
      input: { id: raised.id, status: 'IN_PROGRESS' },
    });
    expect(adminError(change).code).toBe('FORBIDDEN');
    expect(adminError(await asOperator(gateway, catalog, AdminSupportQueueDocument, {})).code).toBe('FORBIDDEN');
    const fulfilment = (await operatorToken(gateway, 'fulfilment')).token;
    expect(adminError(await asOperator(gateway, fulfilment, AdminInsightsCustomersDocument, {})).code).toBe(
      'FORBIDDEN',
    );
    expect(adminError(await asOperator(gateway, fulfilment, AdminInsightsGstDocument, {})).code).toBe('FORBIDDEN');
    const support = (await operatorToken(gateway, 'support')).token;
    const request = await operatorData(gateway, support, AdminSupportRequestDocument, { id: raised.id });
    expect(request.admin.serviceRequest?.status).toBe('OPEN');
  });

  it('gives shopper and partner tokens nothing from any of these fields', async () => {
    const shopper = await login(gateway, 'aarav@example.com', 'Shop@1234');
    const { partnerToken } = await partnerLogin(gateway, 'rohan.cp@example.com');
    const headerSets: Array<Record<string, string>> = [
      { authorization: `Bearer ${shopper}`, 'x-operator-token': shopper },
      { 'x-partner-token': partnerToken, 'x-operator-token': partnerToken },
    ];
    const documents: Array<TypedDocumentNode<unknown, Record<string, never>>> = [
      AdminSupportQueueDocument as TypedDocumentNode<unknown, Record<string, never>>,
      AdminInsightsDashboardDocument as TypedDocumentNode<unknown, Record<string, never>>,
      AdminSupportRegistrationsDocument as TypedDocumentNode<unknown, Record<string, never>>,
    ];
    for (const headers of headerSets) {
      for (const document of documents) {
        const result = await gateway.graphql(document, ...graphqlArguments({}, { headers }));
        expect(adminError(result).code).toBe('UNAUTHENTICATED');
        expect(result.body.data ?? null).toBeNull();
      }
    }
    const reply = await gateway.graphql(
      AdminSupportReplyDocument,
      ...graphqlArguments({ input: { id: '1', body: 'hello' } }, { headers: { authorization: `Bearer ${shopper}` } }),
    );
    expect(adminError(reply).code).toBe('UNAUTHENTICATED');
  });

  it('bounds the paging arguments', async () => {
    const owner = await ownerLogin(gateway);
    const tooMany = await asOperator(gateway, owner, AdminSupportQueueDocument, { first: 101 });
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('customers, GST and the dashboard', () => {
  it('finds a customer and shows addresses and a page of orders', async () => {
    const support = (await operatorToken(gateway, 'support')).token;
    const found = await operatorData(gateway, support, AdminInsightsCustomersDocument, { search: 'aarav@example.com' });
    const aarav = found.admin.customers.nodes[0]!;
    expect(aarav.email).toBe('aarav@example.com');
    const page = await operatorData(gateway, support, AdminInsightsCustomerDocument, {
      id: String(aarav.id),
      first: 1,
    });
    expect(page.admin.customer?.addresses.length).toBeGreaterThan(0);
    expect(page.admin.customer?.orders.totalCount).toBe(aarav.orderCount);
    expect(page.admin.customer?.orders.nodes.length).toBe(Math.min(1, aarav.orderCount));
  });

  it('sums the GST of a month by place of supply (worked figures) and links its CSV', async () => {
    await withDb(async (db) => {
      const columns = (await db.columns('orders')).filter((c) => c !== 'id');
      const template = (await db.get('SELECT * FROM orders ORDER BY id LIMIT 1'))!;
      const insert = `INSERT INTO orders (${columns.join(',')}) VALUES (${columns.map(() => '?').join(',')})`;
      const rows: Array<Record<string, unknown>> = [
        {
          status: 'delivered',
          shipping_state: 'Karnataka',
          taxable_amount: 5083.05,
          cgst: 457.48,
          sgst: 457.47,
          igst: 0,
        },
        { status: 'shipped', shipping_state: 'Maharashtra', taxable_amount: 5083.05, cgst: 0, sgst: 0, igst: 914.95 },
        { status: 'cancelled', shipping_state: 'Karnataka', taxable_amount: 100, cgst: 9, sgst: 9, igst: 0 },
      ];
      for (const [i, figures] of rows.entries()) {
        const row: Record<string, unknown> = {
          ...template,
          order_id_new: `GQLGST${i}`,
          idempotency_key: null,
          request_fingerprint: null,
          order_date: '2032-07-15T06:00:00.000Z',
          tax_percent: 18,
          invoice_no: `INV${i}`,
          ...figures,
        };
        await db.run(insert, ...columns.map((c) => row[c] ?? null));
      }
    });
    const owner = await ownerLogin(gateway);
    const gst = await operatorData(gateway, owner, AdminInsightsGstDocument, { month: '2032-07' });
    expect(gst.admin.gstSummary.rows).toEqual([
      {
        placeOfSupply: '29-Karnataka',
        rate: 18,
        taxableValue: { amount: 5083.05 },
        cgst: { amount: 457.48 },
        sgst: { amount: 457.47 },
        igst: { amount: 0 },
        invoiceCount: 1,
      },
      {
        placeOfSupply: '27-Maharashtra',
        rate: 18,
        taxableValue: { amount: 5083.05 },
        cgst: { amount: 0 },
        sgst: { amount: 0 },
        igst: { amount: 914.95 },
        invoiceCount: 1,
      },
    ]);
    expect(gst.admin.gstSummary.totals).toEqual({ taxableValue: { amount: 10166.1 }, invoiceCount: 2 });
    const bad = await asOperator(gateway, owner, AdminInsightsGstDocument, { month: '2032-7' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const links = await operatorData(gateway, owner, AdminInsightsExportsDocument, { month: '2032-07' });
    const csv = await fetch(`${gateway.url}${links.admin.gstExport.url}`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).split('\r\n')[1]).toBe(
      '2032-07,29-Karnataka,Karnataka,29,18.00,5083.05,457.48,457.47,0.00,1',
    );
    const subscribers = await fetch(`${gateway.url}${links.admin.subscribersExport.url}`);
    expect((await subscribers.text()).startsWith('Email,Source,Subscribed at')).toBe(true);
  });

  it('shows every operator the dashboard, each card only with its read permission', async () => {
    const owner = await ownerLogin(gateway);
    const full = (await operatorData(gateway, owner, AdminInsightsDashboardDocument)).admin.dashboard;
    expect(full.ordersWaiting?.map((s) => s.state)).toEqual([
      'placed',
      'paid',
      'packed',
      'shipped',
      'out_for_delivery',
      'return_requested',
      'return_received',
    ]);
    expect(full.today).not.toBeNull();
    expect(full.refundsDue).not.toBeNull();
    expect(full.lowStock?.threshold).toBe(5);
    expect(full.openRequests).not.toBeNull();

    const catalog = (await operatorToken(gateway, 'catalog')).token;
    const mine = (await operatorData(gateway, catalog, AdminInsightsDashboardDocument)).admin.dashboard;
    expect(mine).toMatchObject({
      today: null,
      thisMonth: null,
      ordersWaiting: null,
      refundsDue: null,
      openRequests: null,
    });
    expect(mine.lowStock).not.toBeNull();
    const partners = (await operatorToken(gateway, 'partners')).token;
    const theirs = (await operatorData(gateway, partners, AdminInsightsDashboardDocument)).admin.dashboard;
    expect(theirs.today).not.toBeNull();
    expect(theirs.lowStock).toBeNull();
    expect(theirs.openRequests).toBeNull();
  });
});
