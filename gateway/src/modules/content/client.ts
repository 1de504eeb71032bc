// The content domain's typed client: offers, static pages, blogs, the popup's discount, and the
// newsletter and popup subscriptions (upstream 400 -> a typed refusal with upstream's message).
import { FormData } from 'undici';
import type { Blog, BlogSummary, SubscriptionDiscount } from './models.ts';
import {
  blogListSchema,
  blogSchema,
  offerBannersSchema,
  staticPageHtmlSchema,
  subscriptionDiscountSchema,
} from './schemas.ts';
import { messageOf } from '../../rest/error-body.ts';
import type { UpstreamCall, UpstreamClient } from '../../rest/client.ts';

export { offerBannersSchema };

export type SubscribeResult = { kind: 'ok' } | { kind: 'rejected'; message: string | null };

export class ContentClient {
  constructor(private readonly http: UpstreamClient) {}

  async offerBanners(): Promise<string[]> {
    return (await this.http.get('/api/CommonData/main_offer', {}, offerBannersSchema)) ?? [];
  }

  /** The sanitised HTML of a static page by its upstream name (Shipping_Policy, ...); null on 404. */
  staticPageHtml(upstreamName: string): Promise<string | null> {
    return this.http.get(`/api/CommonData/${upstreamName}`, {}, staticPageHtmlSchema);
  }

  blog(id: number): Promise<Blog | null> {
    return this.http.get('/api/CommonData/GetBlogsById', { id }, blogSchema);
  }

  async blogs(): Promise<BlogSummary[]> {
    return (await this.http.get('/api/CommonData/GetBlogs', {}, blogListSchema)) ?? [];
  }

  async subscriptionDiscount(): Promise<SubscriptionDiscount> {
    const discount = await this.http.get('/api/CommonData/subscriptiondiscount', {}, subscriptionDiscountSchema);
    return discount ?? { percent: 0, validDays: 0 };
  }

  /** CommonData/SubscribeMail with form data emailid; 200 means subscribed (spec section 7). */
  subscribeNewsletter(email: string): Promise<SubscribeResult> {
    const form = new FormData();
    form.append('emailid', email);
    return this.subscribe({ method: 'POST', path: '/api/CommonData/SubscribeMail', form });
  }

  /** User/Post: the subscribe popup; upstream mails the personal code. */
  subscribePopup(input: { name: string; email: string; phone: string }): Promise<SubscribeResult> {
    return this.subscribe({ method: 'POST', path: '/api/User/Post', json: input });
  }

  private async subscribe(call: UpstreamCall): Promise<SubscribeResult> {
    const answer = await this.http.send(call);
    if (answer.status >= 200 && answer.status < 300) return { kind: 'ok' };
    if (answer.status === 400) return { kind: 'rejected', message: messageOf(answer.body) };
    throw this.http.unexpected(call, answer);
  }
}
