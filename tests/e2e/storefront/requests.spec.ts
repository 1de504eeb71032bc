import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PRIYA, startSessionFor } from '../support/account.ts';
import { Storefront } from '../support/storefront.ts';

// One HTTP request to the gateway per screen load: the header shell reads the screen query's data.
// A guest's landing screens (home, a category, a product) come rendered by the gateway with their
// data, so loading one asks nothing; moving to another screen asks once.
test.describe('one GraphQL request per screen', () => {
  test("a guest's category screen loads with no /graphql request: its data came with the page", async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/category/smart-watches');
    await expect(shop.productCards(shop.productGrid).first()).toBeVisible();
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Offers' })).not.toBeEmpty();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(graphql.urls).toHaveLength(0);
  });

  test("a guest's product screen loads with no /graphql request, lazy sections included", async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    const reviews = page.getByRole('heading', { name: 'Customer reviews' });
    // Scroll down the way a shopper does, so that each lazy section comes near the viewport in turn
    // (a jump to the footer would pass over the first ones).
    await page.mouse.move(640, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      await expect(page.getByRole('contentinfo')).toBeInViewport({ timeout: 200 });
    }).toPass({ intervals: [100] });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You may also like' })).toBeAttached();
    expect(graphql.urls).toHaveLength(0);
  });

  test('home with its data, then a category and a product through links: one request each', async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Shop Smart Watches/i })
        .first(),
    ).toBeVisible();
    await page.getByRole('heading', { name: 'Shop by category' }).scrollIntoViewIfNeeded();
    await expect(shop.productCards().first()).toBeVisible();
    expect(graphql.urls).toHaveLength(0);

    await shop.openCategoryFromMenu('Smart Watches');
    await expect(page).toHaveURL(/\/category\/smart-watches$/);
    const card = shop.productCards(shop.productGrid).first();
    await expect(card).toBeVisible();
    expect(graphql.urls).toHaveLength(1);

    graphql.urls.length = 0;
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/smart-watches\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);
  });

  test('a filter change is one more request, and the header does not refetch', async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/category/headphones');
    await expect(shop.productCards(shop.productGrid).first()).toBeVisible();
    await page.getByLabel('Sort by').selectOption({ label: 'Alphabetically, Z-A' });
    await expect(page).toHaveURL(/sort=name-desc/);
    await expect(shop.productGrid).toHaveAttribute('aria-busy', 'false');
    expect(graphql.urls).toHaveLength(1);
  });

  test('the account screens load with one request each, for a guest and for a customer', async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/login');
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Using Email-ID' })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);

    await startSessionFor(page, PRIYA.email, DEMO_PASSWORD);
    graphql.urls.length = 0;
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Priya');
    await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);

    graphql.urls.length = 0;
    await page.goto('/checkoutpage');
    await expect(page.getByText('Your cart is currently empty')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account (Priya)' })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);
  });

  test("a customer's product page of an out-of-stock colour is one request, the alert's address included", async ({
    page,
  }) => {
    const shop = new Storefront(page);
    await startSessionFor(page, PRIYA.email, DEMO_PASSWORD);
    const graphql = shop.trackGraphqlRequests();
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    await page.getByRole('radio', { name: /^Rose Gold/ }).check();
    const form = page.getByRole('form', { name: "Notify me when it's back" });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(PRIYA.email);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My account (Priya)' })).toBeVisible();
    expect(graphql.urls).toHaveLength(1);
  });

  test('the content and support screens load with one request each', async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    const screens = [
      { path: '/shipping', ready: page.getByRole('heading', { level: 1, name: 'Shipping Policy' }) },
      {
        path: '/blogs/blog/2',
        ready: page.getByRole('heading', { level: 1, name: 'Choosing the Right Smartwatch for You' }),
      },
      { path: '/search?q=ring', ready: page.getByRole('heading', { level: 1, name: 'Search results for “ring”' }) },
      { path: '/customersupport', ready: page.getByRole('link', { name: /^Track Service Request/ }).first() },
      { path: '/registerrequest', ready: page.getByRole('combobox', { name: 'Complaint type', exact: true }) },
      { path: '/trackrequest', ready: page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }) },
      { path: '/useproduct', ready: page.getByRole('combobox', { name: 'Category', exact: true }) },
      { path: '/servicecentre', ready: page.getByRole('combobox', { name: 'Country', exact: true }) },
      { path: '/productregistration', ready: page.getByRole('combobox', { name: 'Category', exact: true }) },
    ];
    for (const screen of screens) {
      graphql.urls.length = 0;
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' })).toBeVisible();
      expect(graphql.urls, screen.path).toHaveLength(1);
    }
  });
});
