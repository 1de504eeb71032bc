// The shape of a seeded blog (content-blogs.ts, content-blogs-more.ts).
import type { DeviceKind } from './product-def.ts';

export interface BlogDef {
  id: number;
  title: string;
  titledesc: string;
  kind: DeviceKind;
  urls: string;
  publishedOn: string;
  metaTitle: string;
  metaDescription: string;
  metaKeyword: string;
  content: string;
}
