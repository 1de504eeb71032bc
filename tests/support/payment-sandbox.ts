// Drives the sandbox payment gateway the way a browser does, with fetch: posts the redirect's
// fields (the encrypted request and access code) to the gateway URL, presses Pay or Cancel by posting that button's form,
// then posts the hand-back form (encResp) to the shop's response handler. Root-relative URLs, and
// the hand-back's absolute PUBLIC_URL, are sent to `origin` (the gateway or upstream under test).
// Also: a fake order status API of a real gateway account, and responses forged under any key.
import { createServer } from 'node:http';
import { expect } from 'vitest';
import { decryptResponse, encodeParams, encryptRequest } from '../../upstream/src/domain/ccavenue.ts';

/**
 * Where a shopper's browser is sent to pay: the provider-neutral redirect (the gateway's
 * PaymentRedirect, upstream's payment_redirect), or the spec's CreateOrderNew fields.
 */
export type PaymentRedirect =
  | { url: string; fields: ReadonlyArray<{ name: string; value: string }> }
  | { url: string; encRequest: string; accessCode: string };

/** The form a browser posts to the gateway's page. */
export function formFieldsOf(redirect: PaymentRedirect): Record<string, string> {
  return 'fields' in redirect
    ? Object.fromEntries(redirect.fields.map((field) => [field.name, field.value]))
    : { encRequest: redirect.encRequest, access_code: redirect.accessCode };
}

export interface SandboxResult {
  /** The payment page's HTML (amount, Pay, Cancel). */
  paymentPage: string;
  /** The hand-back form: where it posts and the encResp it carries. */
  handBack: { action: string; encResp: string; orderNo: string };
  /** The response handler's answer: 303 and the confirmation URL. */
  status: number;
  location: string | null;
}

const decode = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The forms of a page: action and hidden fields. */
export function formsOf(html: string): Array<{ action: string; fields: Record<string, string> }> {
  return [...html.matchAll(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map((m) => ({
    action: decode(m[1] ?? ''),
    fields: Object.fromEntries(
      [...(m[2] ?? '').matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((f) => [
        decode(f[1] ?? ''),
        decode(f[2] ?? ''),
      ]),
    ),
  }));
}

/** A URL on `origin`: root-relative as it is, absolute with its path and query only. */
export function onOrigin(origin: string, url: string): string {
  if (url.startsWith('/')) return `${origin}${url}`;
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}`;
}

export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The sandbox's answer to a decision, without posting it to the shop yet. */
export async function sandboxHandBack(origin: string, redirect: PaymentRedirect, decision: 'pay' | 'cancel' | 'fail') {
  const fields = formFieldsOf(redirect);
  const page = await postForm(onOrigin(origin, redirect.url), fields);
  const paymentPage = await page.text();
  expect(page.status, paymentPage.slice(0, 300)).toBe(200);
  const button = formsOf(paymentPage).find((f) => f.fields.decision === decision) ?? {
    action: '/payment/transaction/decision',
    fields: { ...fields, decision },
  };
  const answer = await postForm(onOrigin(origin, button.action), button.fields);
  const html = await answer.text();
  expect(answer.status, html.slice(0, 300)).toBe(200);
  const form = formsOf(html)[0];
  expect(form?.fields.encResp).toMatch(/^[0-9a-f]+$/);
  return {
    paymentPage,
    handBack: { action: form!.action, encResp: form!.fields.encResp ?? '', orderNo: form!.fields.orderNo ?? '' },
  };
}

/** Pays (or cancels) through the sandbox and hands the response back to the shop. */
export async function payThroughSandbox(
  origin: string,
  redirect: PaymentRedirect,
  decision: 'pay' | 'cancel' | 'fail',
): Promise<SandboxResult> {
  const { paymentPage, handBack } = await sandboxHandBack(origin, redirect, decision);
  const response = await postForm(onOrigin(origin, handBack.action), {
    encResp: handBack.encResp,
    orderNo: handBack.orderNo,
  });
  await response.arrayBuffer();
  return { paymentPage, handBack, status: response.status, location: response.headers.get('location') };
}

/** What a fake status API answers to a query: a record (JSON before encryption), 'unknown', or 'down' (HTTP 503). */
export type FakeStatus = Record<string, unknown> | 'unknown' | 'down';

export interface FakeStatusApi {
  url: string;
  /** The queries received: the decrypted { order_no, reference_no } and the form's other fields. */
  queries: Array<{ order_no: string; reference_no: string; form: Record<string, string> }>;
  /** Sets what the next queries are answered. */
  answer(status: FakeStatus | ((query: { order_no: string; reference_no: string }) => FakeStatus)): void;
  close(): Promise<void>;
}

/**
 * A payment gateway's order status API (CCAvenue's orderStatusTracker) on a free local port, for
 * an account of the test's choosing: decrypts the query with the working key and answers
 * `status=0&enc_response=<encrypted JSON>` with whatever the test set.
 */
export async function startFakeStatusApi(workingKey: string): Promise<FakeStatusApi> {
  let answer: FakeStatus | ((query: { order_no: string; reference_no: string }) => FakeStatus) = 'unknown';
  const queries: FakeStatusApi['queries'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const query = JSON.parse(decryptResponse(form.enc_request ?? '', workingKey) ?? '{}') as {
        order_no: string;
        reference_no: string;
      };
      queries.push({ ...query, form });
      const status = typeof answer === 'function' ? answer(query) : answer;
      if (status === 'down') {
        res.writeHead(503).end('down');
        return;
      }
      const json = status === 'unknown' ? { status: 1, error_desc: 'No records found' } : { status: 0, ...status };
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(
        new URLSearchParams({ status: '0', enc_response: encryptRequest(JSON.stringify(json), workingKey) }).toString(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/apis/servlet/DoWebTrans`,
    queries,
    answer(next) {
      answer = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An encrypted response as a gateway would post it, under a working key of the test's choosing. */
export function forgeResponse(workingKey: string, params: Record<string, string>): string {
  return encryptRequest(encodeParams(params), workingKey);
}
