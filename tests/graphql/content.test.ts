// Content through the gateway against a real upstream: static pages, blogs with SEO and banners,
// the newsletter and the subscribe popup (its code read from the outbox), and HTML that carries a
// script in the database never reaching the client.
import { describe, expect, it } from 'vitest';
import { withTestDb } from '../support/database.ts';
import { useShop } from '../support/shop.ts';
import {
  AllStaticPagesDocument,
  BlogDocument,
  BlogsDocument,
  ServerHtmlDocument,
  SubscribeNewsletterDocument,
  SubscribePopupDocument,
  SubscriptionDiscountDocument,
} from './generated/graphql.ts';
import { outbox, uniqueEmail, uniquePhone } from './shopper.ts';

const { upstream, gateway } = useShop();

const ACTIVE = /<\s*script|\son[a-z]+\s*=|javascript:/i;

describe('static pages', () => {
  it('gives every page with its title, route and HTML in one request', async () => {
    const { body, headers } = await gateway.graphql(AllStaticPagesDocument);
    expect(body.errors).toBeUndefined();
    expect(headers.get('x-upstream-rounds')).toBe('1');
    const { shipping_policy, brand, career, privacy_policy, refund_policy, warranty_policy, terms } = body.data!;
    const pages = [shipping_policy!, brand!, career!, privacy_policy!, refund_policy!, warranty_policy!, terms!];
    expect(pages.map((p) => p.path)).toEqual([
      '/shipping',
      '/brand',
      '/career',
      '/privacy',
      '/refund',
      '/warranty',
      '/terms',
    ]);
    expect(pages.find((p) => p.kind === 'TERMS')).toMatchObject({ title: 'Terms and Conditions' });
    for (const page of pages) {
      expect(page.html).toMatch(/<h1>/);
      expect(page.html.length).toBeGreaterThan(2500);
    }
    expect(pages.find((p) => p.kind === 'TERMS')!.html).not.toBe(pages.find((p) => p.kind === 'REFUND_POLICY')!.html);
  });
});

describe('blogs', () => {
  it('gives a blog with its SEO and a banner the gateway serves', async () => {
    const { body } = await gateway.graphql(BlogDocument, { id: '3' });
    expect(body.errors).toBeUndefined();
    const blog = body.data!.blog!;
    expect(blog).toMatchObject({
      id: '3',
      path: '/blogs/blog/3',
      bannerImageUrl: expect.stringMatching(/^\/images\/blogs\/3\.svg(\?v=[\w-]{12})?$/),
      link: '/category/headphones',
    });
    expect(blog.title).toMatch(/Noise Cancellation/);
    expect(blog.seo.title.length).toBeGreaterThan(10);
    expect(blog.seo.description.length).toBeGreaterThan(40);
    expect(blog.contentHtml).toMatch(/<h2>/);
    const banner = await fetch(`${gateway.url}${blog.bannerImageUrl}`);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('lists the blogs newest first; an unknown or malformed id is null', async () => {
    const { body } = await gateway.graphql(BlogsDocument);
    expect(body.errors).toBeUndefined();
    expect(body.data!.blogs.length).toBeGreaterThanOrEqual(6);
    const dates = body.data!.blogs.map((b) => b.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data!.missing).toBeNull();
    expect(body.data!.bad).toBeNull();
  });
});

describe('server HTML with a script in it', () => {
  it('never comes out of the gateway: pages, blogs, offers and product descriptions are sanitised', async () => {
    const evil =
      '<p>Safe words</p><script>alert("x")</script><img src="/images/blogs/1.svg" onerror="alert(1)"><a href="javascript:alert(2)">link</a>';
    await withTestDb(upstream, async (db) => {
      await db.run("update static_pages set html = ? where slug = 'brand'", `<h1>The Brand</h1>${evil}`);
      await db.run('update blogs set content = ? where id = 2', evil);
      await db.run('update main_offers set html = ? where position = 1', `<b>Offer</b>${evil}`);
      await db.run('update products set description_html = ? where id = 101', evil);
    });
    const upstreamPage = await fetch(`${upstream.url}/api/CommonData/Brand`).then((r) => r.json() as Promise<string>);
    expect(upstreamPage).toContain('<script>');

    const { body } = await gateway.graphql(ServerHtmlDocument);
    expect(body.errors).toBeUndefined();
    const html = [
      body.data!.staticPage!.html,
      body.data!.blog!.contentHtml,
      ...body.data!.offerBanners,
      body.data!.product!.shortDescriptionHtml,
    ];
    for (const fragment of html) expect(fragment).not.toMatch(ACTIVE);
    expect(body.data!.staticPage!.html).toBe(
      '<h1>The Brand</h1><p>Safe words</p><img src="/images/blogs/1.svg" /><a>link</a>',
    );
    expect(body.data!.offerBanners[0]).toMatch(/^<b>Offer<\/b><p>Safe words<\/p>/);
  });
});

describe('newsletter', () => {
  it("subscribes with the spec's message and a welcome mail; a bad email is a userError", async () => {
    const email = uniqueEmail('news');
    const { body } = await gateway.graphql(SubscribeNewsletterDocument, { email });
    expect(body.data!.subscribeNewsletter).toEqual({ ok: true, message: 'Subscribed Successfully.', userErrors: [] });
    expect((await outbox(upstream.url, email)).map((m) => m.subject)).toEqual(['Welcome to the Lumen newsletter']);
    const again = await gateway.graphql(SubscribeNewsletterDocument, { email });
    expect(again.body.data!.subscribeNewsletter.ok).toBe(true);

    const bad = await gateway.graphql(SubscribeNewsletterDocument, { email: 'not-an-email' });
    expect(bad.body.data!.subscribeNewsletter).toEqual({
      ok: false,
      message: null,
      userErrors: [{ field: ['email'], message: 'Please enter a valid email address.', code: 'INVALID_EMAIL' }],
    });
    expect(bad.headers.get('x-upstream-calls')).toBe('0');
  });
});

describe('subscribe popup', () => {
  it('states the discount, then mails a working personal code, the same one on a repeat', async () => {
    const discount = await gateway.graphql(SubscriptionDiscountDocument);
    expect(discount.body.data!.subscriptionDiscount).toEqual({ percent: 10, validDays: 30 });

    const email = uniqueEmail('popup');
    const input = { name: 'Meera Iyer', email, phone: uniquePhone() };
    const { body } = await gateway.graphql(SubscribePopupDocument, { input });
    expect(body.data!.subscribePopup).toEqual({
      ok: true,
      message: 'Thank you for subscribing! Your discount code has been sent to your email.',
      userErrors: [],
    });
    const [mail] = await outbox(upstream.url, email);
    const code = /\bWELCOME-[2-9A-Z]{8}\b/.exec(mail?.body ?? '')?.[0];
    expect(code).toBeDefined();

    expect((await gateway.graphql(SubscribePopupDocument, { input })).body.data!.subscribePopup.ok).toBe(true);
    const [second] = await outbox(upstream.url, email);
    expect(second?.body).toContain(code);
    expect(
      await withTestDb(upstream, (db) =>
        db.get('select percent, max_uses, uses from coupons where code = ? and email = ?', code, email),
      ),
    ).toEqual({ percent: 10, max_uses: 1, uses: 0 });
  });

  it("refuses a phone that is not 10 digits with the spec's message, before calling upstream", async () => {
    const { body, headers } = await gateway.graphql(SubscribePopupDocument, {
      input: { name: 'Meera', email: uniqueEmail('popup'), phone: '98765' },
    });
    expect(body.data!.subscribePopup).toEqual({
      ok: false,
      message: null,
      userErrors: [
        { field: ['input', 'phone'], message: 'Please enter 10 digits for mobile no.', code: 'INVALID_PHONE' },
      ],
    });
    expect(headers.get('x-upstream-calls')).toBe('0');
  });
});
