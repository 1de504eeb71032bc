// Support through the gateway against a real upstream: the service request screen's data in one
// request, order dates (the owner's only), raising a type-5 request with an attachment and
// tracking it by ticket with its email, the owner's requests, the rate limits,
// uploads checked before anything goes upstream, manuals served by the gateway, the service
// centre tree, product registration, and product search.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import {
  BlankOrderPurchaseDateDocument,
  ComplaintChecklistIdsDocument,
  OrderPurchaseDatesDocument,
  ProductManualsDocument,
  ProductSearchDocument,
  ProductSearchIdsDocument,
  RaiseComplaintDocument,
  RegisterProductDocument,
  RegisterRequestScreenDocument,
  ServiceCentresDocument,
  TrackComplaintsDocument,
  EmailAloneTrackDocument,
  MyServiceRequestsDocument,
  type FileUploadInput,
  type RaiseComplaintInput,
} from './generated/graphql.ts';
import { startGateway } from '../support/gateway.ts';
import { login, outbox, uniqueEmail, uniquePhone } from './shopper.ts';

const DEMO_PASSWORD = 'Shop@1234';

const { upstream, gateway } = useShop();

/** A PDF of one page (upstream parses what it keeps). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const file = (bytes: Buffer, fileName = 'scan.pdf', contentType = 'application/pdf'): FileUploadInput => ({
  fileName,
  contentType,
  base64: bytes.toString('base64'),
});

function complaintInput(
  email: string,
  phone: string,
  overrides: Partial<RaiseComplaintInput> = {},
): RaiseComplaintInput {
  return {
    complaintTypeId: '5',
    productId: '101',
    colorId: '1011',
    contactName: 'Aarav Sharma',
    email,
    phone,
    address: '14, Brigade Road',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    orderId: 'LUM2510180001',
    subject: 'Ring does not power on',
    description: 'No light on the dock since this morning.',
    purchaseDate: '2025-10-18',
    invoiceNumber: 'LUM/INV/25-26/04812',
    ...overrides,
  };
}

describe('service request screen', () => {
  it('gets types, products with colours and the checklist in one round', async () => {
    const { body, headers } = await gateway.graphql(RegisterRequestScreenDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.complaintTypes.filter((t) => t.requiresChecklist).map((t) => t.id)).toEqual(['5']);
    expect(body.data!.complaintProducts.find((p) => p.id === '101')?.colors[0]).toEqual({
      id: '1011',
      name: 'Midnight Black',
    });
    expect(body.data!.complaintChecklist.length).toBeGreaterThanOrEqual(3);
    expect(headers.get('x-upstream-calls')).toBe('3');
    expect(headers.get('x-upstream-rounds')).toBe('1');
  });

  it('gives the owner the purchase date of their order; an unknown order is null, a blank one BAD_USER_INPUT', async () => {
    const aarav = await login(gateway, 'aarav@example.com', DEMO_PASSWORD);
    const { body } = await gateway.graphql(OrderPurchaseDatesDocument, undefined, { token: aarav });
    expect(body.data).toEqual({ known: { orderId: 'LUM2510180001', purchaseDate: '2025-10-18' }, unknown: null });
    const blank = await gateway.graphql(BlankOrderPurchaseDateDocument, undefined, { token: aarav });
    expect(blank.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the order date to a guest (UNAUTHENTICATED) and to another customer (null)', async () => {
    const guest = await gateway.graphql(OrderPurchaseDatesDocument);
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(guest.headers.get('x-upstream-calls')).toBe('0');
    const priya = await login(gateway, 'priya@example.com', DEMO_PASSWORD);
    const other = await gateway.graphql(OrderPurchaseDatesDocument, undefined, { token: priya });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data).toEqual({ known: null, unknown: null });
  });
});

describe('raising and tracking a service request', () => {
  it('raises a type-5 request with its checklist and a PDF, then finds it by ticket with its email', async () => {
    const email = uniqueEmail('complaint');
    const phone = uniquePhone();
    const checklist = (await gateway.graphql(ComplaintChecklistIdsDocument)).body.data!.complaintChecklist.map(
      (c) => c.id,
    );

    const missing = await gateway.graphql(RaiseComplaintDocument, {
      input: complaintInput(email, phone, { checklistItemIds: checklist.slice(1) }),
    });
    expect(missing.body.data!.raiseComplaint).toMatchObject({
      ok: false,
      userErrors: [
        {
          field: ['input', 'checklistItemIds'],
          message: 'Please tick every item of the checklist.',
          code: 'CHECKLIST_INCOMPLETE',
        },
      ],
    });

    const { body } = await gateway.graphql(RaiseComplaintDocument, {
      input: complaintInput(email, phone, { checklistItemIds: checklist, attachment: file(PDF) }),
    });
    expect(body.errors).toBeUndefined();
    expect(body.data!.raiseComplaint).toEqual({
      ok: true,
      message: 'Complaint Registered Successfully.',
      ticketNumber: expect.stringMatching(/^LSR-\d{6}$/),
      userErrors: [],
    });
    expect((await outbox(upstream.url, email))[0]?.subject).toContain(body.data!.raiseComplaint.ticketNumber);

    const ticketNumber = body.data!.raiseComplaint.ticketNumber!;
    const found = await gateway.graphql(TrackComplaintsDocument, { ticketNumber, emailOrPhone: email.toUpperCase() });
    expect(found.body.data!.searchComplaints).toEqual([
      {
        ticketNumber: body.data!.raiseComplaint.ticketNumber,
        contactName: 'Aarav Sharma',
        email,
        phone,
        model: 'AR-300',
        complaintType: expect.stringMatching(/power/i),
        attributes: 'Colour: Midnight Black',
        orderId: 'LUM2510180001',
        invoiceNumber: 'LUM/INV/25-26/04812',
        createdAt: expect.any(String),
        status: 'Open',
      },
    ]);
  });

  it('refuses a fake or oversized attachment and bad fields before calling upstream', async () => {
    const email = uniqueEmail('complaint');
    const fake = await gateway.graphql(RaiseComplaintDocument, {
      input: complaintInput(email, uniquePhone(), {
        attachment: file(Buffer.from('<html><script>x</script></html>'), 'photo.pdf'),
      }),
    });
    expect(fake.body.data!.raiseComplaint.userErrors).toEqual([
      { field: ['input', 'attachment'], message: 'The file must be a JPEG, PNG or PDF file.', code: 'FILE_TYPE' },
    ]);
    expect(fake.headers.get('x-upstream-calls')).toBe('0');
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]);
    const oversized = await gateway.graphql(RaiseComplaintDocument, {
      input: complaintInput(email, uniquePhone(), { attachment: file(big) }),
    });
    expect(oversized.body.data!.raiseComplaint.userErrors[0]).toMatchObject({
      field: ['input', 'attachment'],
      code: 'FILE_TOO_LARGE',
    });
    const fields = await gateway.graphql(RaiseComplaintDocument, {
      input: complaintInput(email, '12345', { subject: ' ', pincode: '56' }),
    });
    expect(fields.body.data!.raiseComplaint.userErrors.map((e) => e.field!.join('.'))).toEqual([
      'input.phone',
      'input.pincode',
      'input.subject',
    ]);
    expect(fields.body.data!.raiseComplaint.userErrors[2]).toEqual({
      field: ['input', 'subject'],
      message: 'Please enter a subject.',
      code: 'REQUIRED',
    });
    expect(await outbox(upstream.url, email)).toEqual([]);
  });

  it('does not answer to an email alone: the ticket number is required', async () => {
    const alone = await gateway.graphql(EmailAloneTrackDocument, { emailOrPhone: 'aarav@example.com' });
    expect(alone.body.data).toBeNull();
    expect(alone.body.errors?.[0]).toMatchObject({
      message: 'Please enter the ticket number of your request.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(alone.headers.get('x-upstream-calls')).toBe('0');
  });

  it('answers a ticket to its own email or phone only, and refuses a value that is neither', async () => {
    const mine = await gateway.graphql(TrackComplaintsDocument, {
      ticketNumber: 'LSR-000002',
      emailOrPhone: 'aarav@example.com',
    });
    expect(mine.body.data!.searchComplaints.map((c) => c.status)).toEqual(['In Progress']);
    for (const emailOrPhone of [uniqueEmail('nobody'), uniquePhone(), 'priya@example.com']) {
      const none = await gateway.graphql(TrackComplaintsDocument, { ticketNumber: 'LSR-000002', emailOrPhone });
      expect(none.body.data!.searchComplaints).toEqual([]);
    }
    const bad = await gateway.graphql(TrackComplaintsDocument, { ticketNumber: 'LSR-000002', emailOrPhone: 'aarav' });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Please enter a valid Email or Mobile number',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('shows the logged-in owner the requests about their orders, and a guest none', async () => {
    const aarav = await login(gateway, 'aarav@example.com', DEMO_PASSWORD);
    const { body } = await gateway.graphql(MyServiceRequestsDocument, undefined, { token: aarav });
    const requests = body.data!.viewer!.serviceRequests;
    expect(requests.map((r) => r.status)).toEqual(expect.arrayContaining(['Open', 'In Progress', 'Resolved']));
    expect(new Set(requests.map((r) => r.orderId))).toEqual(new Set(['LUM2510180001', 'LUM2512050002']));
    const guest = await gateway.graphql(MyServiceRequestsDocument);
    expect(guest.body.data!.viewer).toBeNull();
  });
});

describe('rate limits of the support lookups and forms', () => {
  it('refuses the 11th search for one email (RATE_LIMITED) and, per client, past its limit', async () => {
    const limited = await startGateway({
      upstreamUrl: upstream.url,
      dataDir: upstream.dataDir,
      rateLimits: { lookup: { perIp: { limit: 13 } } },
    });
    try {
      const track = (emailOrPhone: string) =>
        limited.graphql(TrackComplaintsDocument, { ticketNumber: 'LSR-000001', emailOrPhone });
      const email = uniqueEmail('guess');
      for (let i = 0; i < 10; i += 1) expect((await track(email)).body.errors).toBeUndefined();
      const eleventh = await track(email.toUpperCase());
      expect(eleventh.body.errors?.[0]).toMatchObject({
        message: 'Too many requests. Please try again in a few minutes.',
        extensions: { code: 'RATE_LIMITED' },
      });
      expect(eleventh.headers.get('x-upstream-calls')).toBe('0');
      expect((await track(uniqueEmail('other'))).body.errors).toBeUndefined();
      expect((await track(uniqueEmail('other'))).body.errors).toBeUndefined();
      expect((await track(uniqueEmail('other'))).body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });

  it('refuses the 11th product registration mailed to one address', async () => {
    const limited = await startGateway({ upstreamUrl: upstream.url, dataDir: upstream.dataDir });
    try {
      const email = uniqueEmail('spam');
      const attempt = () =>
        limited.graphql(RegisterProductDocument, {
          input: {
            firstName: 'A',
            email,
            mobile: uniquePhone(),
            productId: '401',
            invoiceDate: '2025-01-01',
            invoiceFile: file(PDF, 'invoice.pdf'),
          },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt()).body.data!.registerProduct.ok).toBe(true);
      const eleventh = await attempt();
      expect(eleventh.body.data!.registerProduct).toEqual({
        ok: false,
        message: null,
        userErrors: [
          { field: null, message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' },
        ],
      });
      expect(eleventh.headers.get('x-upstream-calls')).toBe('0');
      expect(await outbox(upstream.url, email)).toHaveLength(10);
    } finally {
      await limited.close();
    }
  });
});

describe('manuals and service centres', () => {
  it('lists manuals by category, and the gateway serves each PDF', async () => {
    const { body } = await gateway.graphql(ProductManualsDocument);
    expect(body.data!.productManuals.map((c) => c.categoryName)[0]).toBe('Smart Rings');
    const manual = body.data!.productManuals[0]!.manuals.find((m) => m.model === 'AR-300')!;
    expect(manual).toEqual({ model: 'AR-300', productName: 'Aura Ring Gen 3', fileUrl: '/files/manuals/ar-300.pdf' });
    const response = await fetch(`${gateway.url}${manual.fileUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect((await fetch(`${gateway.url}/files/manuals/nothing.pdf`)).status).toBe(404);
  });

  it('gives the service centres as a country > state > city tree', async () => {
    const { body } = await gateway.graphql(ServiceCentresDocument);
    const countries = body.data!.serviceCentres;
    expect(countries.length).toBeGreaterThanOrEqual(3);
    expect(countries[0]!.name).toBe('India');
    const bengaluru = countries[0]!.states
      .find((s) => s.name === 'Karnataka')!
      .cities.find((c) => c.name === 'Bengaluru')!;
    expect(bengaluru.centres[0]).toMatchObject({
      stateName: 'Karnataka',
      partnerName: expect.any(String),
      mobile: expect.stringMatching(/^\d{10}$/),
    });
  });
});

describe('product registration', () => {
  const input = (email: string, invoiceFile?: FileUploadInput) => ({
    firstName: 'Priya',
    lastName: 'Nair',
    email,
    mobile: uniquePhone(),
    productId: '401',
    invoiceDate: '2026-01-08',
    comments: 'Gift',
    subscribe: true,
    ...(invoiceFile === undefined ? {} : { invoiceFile }),
  });

  it('registers a product with a PDF invoice, its date typed dd-MM-yyyy and mailed the same way', async () => {
    const email = uniqueEmail('reg');
    const { body } = await gateway.graphql(RegisterProductDocument, {
      input: { ...input(email, file(PDF, 'invoice.pdf')), invoiceDate: '08-01-2026' },
    });
    expect(body.data!.registerProduct).toEqual({
      ok: true,
      message: 'Product registered successfully!',
      userErrors: [],
    });
    const [mail] = await outbox(upstream.url, email);
    expect(mail?.subject).toBe('Your Lumen product is registered');
    expect(mail?.body).toContain('bought on 08-01-2026');
  });

  it("asks for the invoice and refuses a fake one with the spec's and the upload's messages", async () => {
    const email = uniqueEmail('reg');
    const none = await gateway.graphql(RegisterProductDocument, { input: input(email) });
    expect(none.body.data!.registerProduct.userErrors).toEqual([
      { field: ['input', 'invoiceFile'], message: 'Please upload an invoice file.', code: 'INVOICE_REQUIRED' },
    ]);
    const fake = await gateway.graphql(RegisterProductDocument, {
      input: input(email, file(Buffer.from('hello, I am a text file'), 'invoice.pdf')),
    });
    expect(fake.body.data!.registerProduct).toEqual({
      ok: false,
      message: null,
      userErrors: [
        { field: ['input', 'invoiceFile'], message: 'The file must be a JPEG, PNG or PDF file.', code: 'FILE_TYPE' },
      ],
    });
    expect(fake.headers.get('x-upstream-calls')).toBe('0');
    const future = await gateway.graphql(RegisterProductDocument, {
      input: { ...input(email, file(PDF)), invoiceDate: '2999-01-01' },
    });
    expect(future.body.data!.registerProduct.userErrors).toEqual([
      { field: ['input', 'invoiceDate'], message: 'The invoice date cannot be in the future.', code: 'FUTURE_DATE' },
    ]);
  });
});

describe('product search', () => {
  it('finds a model first, as products with prices and paths; a blank query costs no call', async () => {
    const { body } = await gateway.graphql(ProductSearchDocument, { query: 'ar-300' });
    expect(body.errors).toBeUndefined();
    expect(body.data!.productSearch[0]).toEqual({
      model: 'AR-300',
      path: '/product/smart-rings/aura-ring-gen-3/ar-300',
      price: { formatted: '₹17,999' },
    });
    const blank = await gateway.graphql(ProductSearchIdsDocument, { query: '  ' });
    expect(blank.body.data!.productSearch).toEqual([]);
    expect(blank.headers.get('x-upstream-calls')).toBe('0');
    const long = await gateway.graphql(ProductSearchIdsDocument, { query: 'x'.repeat(101) });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
