// The content domain's typed client: offers, static pages, blogs, the popup's discount, and the
// newsletter and popup subscriptions (upstream 400 -> a typed refusal with upstream's message).
import { FormData } from 'undici';
import type {
  GetApiCommonDataGetBlogsByIdData,
  PostApiUserPostData,
  SubscribeMailBody,
} from '../../generated/upstream/types.gen.ts';
import type { RestCall, RestClient } from '../../rest/client.ts';
import type { Blog, BlogSummary, StaticPageKind, SubscriptionDiscount } from './models.ts';
import {
  blogListSchema,
  blogSchema,
  offerBannersSchema,
  staticPageHtmlSchema,
  subscriptionDiscountSchema,
} from './mapping.ts';

/** Upstream's name of each static page (GET /api/CommonData/{name}). */
const STATIC_PAGE_NAMES: Record<StaticPageKind, string> = {
  SHIPPING_POLICY: 'Shipping_Policy',
  BRAND: 'Brand',
  CAREER: 'Career',
  PRIVACY_POLICY: 'Privacy_Policy',
  REFUND_POLICY: 'Refund_Policy',
  WARRANTY_POLICY: 'Warrenty',
  TERMS: 'Terms',
};

export type SubscribeResult = { kind: 'ok' } | { kind: 'rejected'; message: string | null };

export class ContentClient {
  constructor(private readonly rest: RestClient) {}

  async offerBanners(): Promise<string[]> {
    return (await this.rest.get('/api/CommonData/main_offer', {}, offerBannersSchema)) ?? [];
  }

  /** The sanitised HTML of a static page; null on 404. */
  staticPageHtml(kind: StaticPageKind): Promise<string | null> {
    return this.rest.get(`/api/CommonData/${STATIC_PAGE_NAMES[kind]}`, {}, staticPageHtmlSchema);
  }

  blog(id: number): Promise<Blog | null> {
    const query = { id: String(id) } satisfies GetApiCommonDataGetBlogsByIdData['query'];
    return this.rest.get('/api/CommonData/GetBlogsById', query, blogSchema);
  }

  async blogs(): Promise<BlogSummary[]> {
    return (await this.rest.get('/api/CommonData/GetBlogs', {}, blogListSchema)) ?? [];
  }

  async subscriptionDiscount(): Promise<SubscriptionDiscount> {
    const discount = await this.rest.get('/api/CommonData/subscriptiondiscount', {}, subscriptionDiscountSchema);
    return discount ?? { percent: 0, validDays: 0 };
  }

  /** CommonData/SubscribeMail with form data emailid; 200 means subscribed (spec section 7). */
  subscribeNewsletter(email: string): Promise<SubscribeResult> {
    // The form's fields as upstream's document names them (the operation itself declares no body).
    const fields = { emailid: email } satisfies SubscribeMailBody;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return this.subscribe({ method: 'POST', path: '/api/CommonData/SubscribeMail', form });
  }

  /** User/Post: the subscribe popup; upstream mails the personal code. */
  subscribePopup(input: { name: string; email: string; phone: string }): Promise<SubscribeResult> {
    const body = { name: input.name, email: input.email, phone: input.phone } satisfies PostApiUserPostData['body'];
    return this.subscribe({ method: 'POST', path: '/api/User/Post', json: body });
  }

  private subscribe(call: RestCall): Promise<SubscribeResult> {
    return this.rest.send<SubscribeResult>(call, {
      ok: () => ({ kind: 'ok' }),
      400: (answer) => ({ kind: 'rejected', message: answer.message }),
    });
  }
}
