// Drives the sandbox payment gateway the way a browser does, with fetch: posts the encrypted
// request and access code to the gateway URL, presses Pay or Cancel by posting that button's form,
// then posts the hand-back form (encResp) to the shop's response handler. Root-relative URLs, and
// the hand-back's absolute PUBLIC_URL, are sent to `origin` (the gateway or upstream under test).
import { expect } from 'vitest';

export interface PaymentRedirect {
  url: string;
  encRequest: string;
  accessCode: string;
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
  const page = await postForm(onOrigin(origin, redirect.url), {
    encRequest: redirect.encRequest,
    access_code: redirect.accessCode,
  });
  const paymentPage = await page.text();
  expect(page.status, paymentPage.slice(0, 300)).toBe(200);
  const button = formsOf(paymentPage).find((f) => f.fields.decision === decision) ?? {
    action: '/payment/transaction/decision',
    fields: { encRequest: redirect.encRequest, access_code: redirect.accessCode, decision },
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
