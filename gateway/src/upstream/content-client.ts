// The content domain's typed client (offers for now; static pages and blogs come later).
import { z } from 'zod';
import type { UpstreamClient } from './http.ts';

/** CommonData/main_offer: HTML strings of the header's rotating offer banner. */
export const offerBannersSchema = z.array(z.string());

export class ContentClient {
  constructor(private readonly http: UpstreamClient) {}

  async offerBanners(): Promise<string[]> {
    return (await this.http.get('/api/CommonData/main_offer', {}, offerBannersSchema)) ?? [];
  }
}
