// Contract of the content endpoints: static pages, blogs and their banners, the newsletter and the
// subscribe popup (personal code through the outbox, one per email), the popup's discount.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withTestDb } from '../support/database.ts';
import { startUpstream, type RunningUpstream } from '../support/upstream.ts';
import { freshContact } from './account-helpers.ts';
import { Blog, BlogSummary, Message, SubscriptionDiscount } from './content-contract.ts';
import { expectError, getOk, postJson, request } from './http.ts';

let upstream: RunningUpstream;
let api: string;

beforeAll(async () => {
  upstream = await startUpstream();
  api = `${upstream.url}/api`;
});
afterAll(() => upstream?.close());

const PAGES = ['Shipping_Policy', 'Brand', 'Career', 'Privacy_Policy', 'Refund_Policy', 'Warrenty', 'Terms'] as const;
const page = (name: string) => getOk(`${api}/CommonData/${name}`, z.string());
const UNSAFE = /<\s*script|\son[a-z]+\s*=|javascript:/i;

describe('static pages', () => {
  it.each(PAGES)('%s is a full HTML page with several sections and nothing active', async (name) => {
    const html = await page(name);
    expect(html).toMatch(/^<h1>[^<]+<\/h1>/);
    expect((html.match(/<h2>/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html.length).toBeGreaterThan(2500);
    expect(html).toContain('Lumen');
    expect(html).not.toMatch(UNSAFE);
  });

  it('gives the terms their own content, not the refund policy', async () => {
    const [terms, refund] = await Promise.all([page('Terms'), page('Refund_Policy')]);
    expect(terms).toMatch(/^<h1>Terms and Conditions<\/h1>/);
    expect(refund).toMatch(/^<h1>Refund Policy<\/h1>/);
    expect(terms).not.toBe(refund);
  });

  it('matches the page names case-insensitively and answers 404 for others', async () => {
    expect(await page('shipping_policy')).toMatch(/^<h1>Shipping Policy/);
    await expectError(`${api}/CommonData/Cookie_Policy`, 404);
  });
});

describe('blogs', () => {
  it('has at least six blogs with SEO fields, newest first in the list', async () => {
    const list = await getOk(`${api}/CommonData/GetBlogs`, z.array(BlogSummary));
    expect(list.length).toBeGreaterThanOrEqual(6);
    const dates = list.map((b) => b.published_on);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const summary of list) {
      const blog = await getOk(`${api}/CommonData/GetBlogsById?id=${summary.id}`, Blog);
      expect(blog).toMatchObject({
        id: summary.id,
        title: summary.title,
        bannerImage: `/images/blogs/${summary.id}.svg`,
      });
      expect(blog.content).not.toMatch(UNSAFE);
    }
  });

  it('serves each blog banner as SVG, and 404 for an unknown blog', async () => {
    const banner = await request(`${upstream.url}/images/blogs/1.svg`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
    expect(banner.text).toContain('<svg');
    expect((await request(`${upstream.url}/images/blogs/999.svg`)).status).toBe(404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    await expectError(`${api}/CommonData/GetBlogsById?id=abc`, 400);
    await expectError(`${api}/CommonData/GetBlogsById`, 400);
    await expectError(`${api}/CommonData/GetBlogsById?id=999`, 404);
  });
});

describe('POST /api/CommonData/SubscribeMail', () => {
  it('subscribes form data emailid (urlencoded or multipart), mails a welcome once, and accepts a repeat', async () => {
    const { email } = freshContact('news');
    const urlencoded = await request(`${api}/CommonData/SubscribeMail`, {
      method: 'POST',
      body: new URLSearchParams({ emailid: email }),
    });
    expect([urlencoded.status, Message.parse(urlencoded.body)]).toEqual([200, { message: 'Subscribed Successfully.' }]);
    const form = new FormData();
    form.append('emailid', email.toUpperCase());
    expect((await request(`${api}/CommonData/SubscribeMail`, { method: 'POST', body: form })).status).toBe(200);
    const mails = await upstream.outbox(email);
    expect(mails.map((m) => m.subject)).toEqual(['Welcome to the Lumen newsletter']);
  });

  it('refuses a value that is not an email', async () => {
    const body = await expectError(
      request(`${api}/CommonData/SubscribeMail`, {
        method: 'POST',
        body: new URLSearchParams({ emailid: 'not an email' }),
      }),
      400,
    );
    expect(body.message).toBe('Please enter a valid email address.');
    await expectError(
      request(`${api}/CommonData/SubscribeMail`, { method: 'POST', body: new URLSearchParams({}) }),
      400,
    );
  });
});

describe('subscribe popup', () => {
  it('states the discount it offers', async () => {
    expect(await getOk(`${api}/CommonData/subscriptiondiscount`, SubscriptionDiscount)).toEqual({
      percent: 10,
      valid_days: 30,
    });
  });

  it("wants exactly 10 digits of phone, with the spec's message", async () => {
    const { email } = freshContact('popup');
    for (const phone of ['98765', '98765432101', 'abcdefghij', '']) {
      const body = await expectError(postJson(`${api}/User/Post`, { name: 'Meera', email, phone }), 400);
      expect(body.message).toBe('Please enter 10 digits for mobile no.');
    }
    expect(
      (await expectError(postJson(`${api}/User/Post`, { name: ' ', email, phone: '9000000000' }), 400)).message,
    ).toBe('Please enter your name.');
    expect(
      (await expectError(postJson(`${api}/User/Post`, { name: 'Meera', email: 'x', phone: '9000000000' }), 400))
        .message,
    ).toBe('Please enter a valid email address.');
    expect(await upstream.outbox(email)).toEqual([]);
  });

  it('mails a personal code stored as a single-use coupon, the same code on a repeat', async () => {
    const { email, phone } = freshContact('popup');
    const answer = await postJson(`${api}/User/Post`, { name: 'Meera Iyer', email, phone });
    expect(answer.status, answer.text).toBe(200);
    expect(Message.parse(answer.body).message).toBe(
      'Thank you for subscribing! Your discount code has been sent to your email.',
    );
    expect(answer.text).not.toMatch(/WELCOME-/);
    const [mail] = await upstream.outbox(email);
    expect(mail?.subject).toBe('Your Lumen discount code');
    const code = /\b(WELCOME-[2-9A-Z]{8})\b/.exec(mail?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect(mail?.body).toContain('10% off');

    expect((await postJson(`${api}/User/Post`, { name: 'Meera I.', email: email.toUpperCase(), phone })).status).toBe(
      200,
    );
    const mails = await upstream.outbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.body).toContain(code);

    await withTestDb(upstream, async (db) => {
      const rows = await db.all(
        'select code, percent, email, max_uses, uses, source, product_id, category_id from coupons where email = ?',
        email,
      );
      expect(rows).toEqual([
        { code, percent: 10, email, max_uses: 1, uses: 0, source: 'popup', product_id: null, category_id: null },
      ]);
      const subscriber = await db.get('select email from newsletter_subscribers where email = ?', email);
      expect(subscriber).toEqual({ email });
    });
  });
});
