// Helpers for content and support journeys: the header search, static pages, and small files.
import { expect, type Locator, type Page } from '@playwright/test';

/** The static pages: route, the server's title, the heading of its HTML and a phrase of its first paragraph. */
export const STATIC_PAGES = [
  {
    path: '/shipping',
    title: 'Shipping Policy',
    heading: 'Shipping Policy',
    text: 'This policy explains how and when Lumen delivers orders',
  },
  { path: '/brand', title: 'The Brand', heading: 'The Lumen Story', text: 'Lumen began in 2019' },
  { path: '/career', title: 'Career', heading: 'Careers at Lumen', text: 'We are a team of about 180 engineers' },
  { path: '/privacy', title: 'Privacy Policy', heading: 'Privacy Policy', text: 'Lumen Devices Private Limited' },
  { path: '/refund', title: 'Refund Policy', heading: 'Refund Policy', text: 'We want you to love your Lumen' },
  { path: '/warranty', title: 'Warranty Policy', heading: 'Warranty Policy', text: 'Every Lumen product bought from' },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    heading: 'Terms and Conditions',
    text: 'These terms govern your use of this website',
  },
] as const;

/** A small valid PDF of one page (upstream parses what it keeps). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** Opens the header's search row and searches. */
export async function searchFor(page: Page, query: string): Promise<void> {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  if (!(await box.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Open search' }).click();
  await box.fill(query);
  await box.press('Enter');
}

/** The article of a static page or blog, by its accessible name. */
export function article(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('article', { name });
}

/** No element of `scope` is a script (server HTML is sanitised twice: by the gateway and by DOMPurify). */
export async function expectNoScripts(scope: Locator): Promise<void> {
  await expect(scope.locator('script')).toHaveCount(0);
  await expect(scope.locator('[onerror], [onclick], [onload]')).toHaveCount(0);
}
