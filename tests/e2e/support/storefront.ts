// Helpers for storefront journeys: role-based locators for the shell, request counting and the
// guest cart in localStorage.
import { expect, type Locator, type Page } from '@playwright/test';

export const CATEGORIES = [
  { name: 'Smart Rings', slug: 'smart-rings' },
  { name: 'Smart Watches', slug: 'smart-watches' },
  { name: 'True Wireless Stereo', slug: 'true-wireless-stereo' },
  { name: 'Headphones', slug: 'headphones' },
  { name: 'Wireless Earphones', slug: 'wireless-earphones' },
  { name: 'Corporate Gifting', slug: 'corporate-gifting' },
] as const;

/**
 * Chooses a ring size as a shopper does, by pressing its chip (the label over a visually hidden
 * radio; checking the radio itself lets the label catch the click), and waits for it to be chosen.
 */
/** The ring's bundled offer as its checkbox on the product page names it. */
export const DOCK_OFFER = 'Add Aura Charging Dock for ₹499';

/** Ticks a bundled offer on the product page (offers are added to the cart only when ticked). */
export async function chooseOffer(page: Page, name = DOCK_OFFER): Promise<void> {
  const offer = page.getByRole('checkbox', { name });
  await offer.check();
  await expect(offer).toBeChecked();
}

export async function chooseSize(page: Page, size: string): Promise<void> {
  const sizes = page.getByRole('group', { name: 'Size' });
  await sizes.getByText(size, { exact: true }).click();
  await expect(sizes.getByRole('radio', { name: size, exact: true })).toBeChecked();
}

export type StoredCartLine = {
  id: string;
  pid: string;
  name: string;
  model: string;
  selectedColor: string;
  quantity: number;
  price: number;
  max: number;
  color_id: string;
  selectedSize: string;
  selectedColorStrap: string;
  /** The offer products ticked with the line. */
  offerProducts: Array<{ id: string; name: string; price: number }>;
  strapColor: string;
  currency: string;
  image: string;
};

export class Storefront {
  constructor(readonly page: Page) {}

  get mainNav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main' });
  }

  get productGrid(): Locator {
    return this.page.getByRole('region', { name: 'Products' });
  }

  productCards(scope: Locator = this.page.getByRole('main')): Locator {
    return scope.getByRole('article');
  }

  /** The header's cart button (it opens the cart drawer). */
  cartIcon(count: number): Locator {
    return this.page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
  }

  /** Counts the browser's requests to /graphql from now on. */
  trackGraphqlRequests(): { count: () => number; urls: string[] } {
    const urls: string[] = [];
    this.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql') return;
      // The operation's name makes a failure say which screen part asked on its own.
      const name = url.searchParams.get('operationName') ?? operationNameOf(request.postData());
      urls.push(`${request.method()} ${url.origin}${url.pathname} ${name}`);
    });
    return { count: () => urls.length, urls };
  }

  async readCart(): Promise<StoredCartLine[]> {
    const raw = await this.page.evaluate(() =>
      (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
        'voodscart',
      ),
    );
    return JSON.parse(raw ?? '[]') as StoredCartLine[];
  }

  /** Opens a category from the header: the main menu, or 'More' for Corporate Gifting. */
  async openCategoryFromMenu(name: string): Promise<void> {
    const direct = this.mainNav.getByRole('link', { name, exact: true });
    if ((await direct.count()) === 0) {
      await this.mainNav.getByRole('button', { name: 'More' }).click();
    }
    await this.mainNav.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async expectNotFound(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await expect(this.page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Go to Home' })).toBeVisible();
  }
}

function operationNameOf(body: string | null): string {
  if (!body) return '?';
  try {
    const parsed = JSON.parse(body) as { operationName?: string } | { operationName?: string }[];
    return Array.isArray(parsed) ? parsed.map((p) => p.operationName ?? '?').join(',') : (parsed.operationName ?? '?');
  } catch {
    return '?';
  }
}
