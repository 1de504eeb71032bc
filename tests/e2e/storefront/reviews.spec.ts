// A verified review: a shopper's cash on delivery ring order is delivered (the console's transition
// through the gateway, as an owner); on the product page the shopper writes a review with a star
// rating and a photo (a too-short text is refused first and the typed words stay); a catalog
// operator approves it in the console; the product page then shows it with "Verified buyer". A
// guest reads the log-in explanation instead of the form. The section has no sideways scroll at 390 px.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { paths } from '@shop/commerce/paths';
import { TINY_PNG } from '../support/account.ts';
import { newOperator, ownerToken, signInToConsole } from '../support/admin.ts';
import { ORDER_URL, RING_PATH, customerReadyToPay, orderIdOf } from '../support/checkout.ts';

const TEXT = 'Fits well and the sleep score matches how rested I feel every morning.';

/** The reviews section, mounted when it nears the viewport (a lazy section): scroll to the footer first. */
async function reviewsSection(page: Page): Promise<Locator> {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Customer reviews' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function deliver(request: APIRequestContext, orderId: string): Promise<void> {
  const owner = await ownerToken(request);
  for (const to of ['PACKED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']) {
    const extra =
      to === 'SHIPPED'
        ? { courierName: 'Blue Dart', awbNumber: 'BD5566778899', trackingUrl: 'https://www.bluedart.example.com/t' }
        : {};
    const response = await request.post('/graphql', {
      headers: { 'x-operator-token': owner },
      data: {
        query:
          'mutation($input: AdminTransitionOrdersInput!) { adminTransitionOrders(input: $input) { results { ok } } }',
        variables: { input: { orderIds: [orderId], to, ...extra } },
      },
    });
    const body = (await response.json()) as { data: { adminTransitionOrders: { results: Array<{ ok: boolean }> } } };
    expect(body.data.adminTransitionOrders.results[0]?.ok).toBe(true);
  }
}

test('a guest is told to log in to review', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(RING_PATH);
  const section = await reviewsSection(page);
  await expect(section.getByText('Log in to write a review.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(section.getByRole('list', { name: 'Rating breakdown' })).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'Sort reviews' })).toBeVisible();
  const widths = await page.evaluate(() => {
    const w = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
    return { scroll: w.document.documentElement.scrollWidth, view: w.innerWidth };
  });
  expect(widths.scroll).toBeLessThanOrEqual(widths.view);
});

test('a delivered buyer writes a review, the console approves it, it shows as a verified buyer', async ({
  page: shopper,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await customerReadyToPay(shopper);
  await shopper.getByRole('radio', { name: 'Cash on delivery' }).check();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper).toHaveURL(ORDER_URL);
  await deliver(request, orderIdOf(shopper));

  await shopper.goto(RING_PATH);
  const section = await reviewsSection(shopper);
  await section.getByRole('button', { name: 'Write a review' }).click();
  const form = section.getByRole('form', { name: 'Write a review' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Comfortable ring');
  await form.getByRole('textbox', { name: 'Your review' }).fill('Too short');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Write at least 20 characters.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Title (optional)' })).toHaveValue('Comfortable ring');
  await form.getByRole('textbox', { name: 'Your review' }).fill(TEXT);
  await form.getByLabel(/Photos/).setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(section.getByText('Your review is waiting for approval.')).toBeVisible();

  const operator = await newOperator(request, 'catalog');
  const context = await browser.newContext();
  const desk = await context.newPage();
  await signInToConsole(desk, operator, paths.admin.reviews.href());
  await expect(desk.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = desk.getByRole('article').filter({ hasText: TEXT });
  await expect(card.getByText('Verified buyer', { exact: false })).toBeVisible();
  await card.getByRole('button', { name: /^Approve review by/ }).click();
  await expect(desk.getByRole('status').filter({ hasText: /approved\./ })).toBeVisible();
  await expect(desk.getByRole('article').filter({ hasText: TEXT })).toHaveCount(0);
  await context.close();

  await shopper.reload();
  const reviews = await reviewsSection(shopper);
  const mine = reviews.getByRole('article').filter({ hasText: TEXT });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(mine.getByRole('img', { name: /Photo 1 by/ })).toBeVisible();
  await expect(reviews.getByText('Your review is published.')).toBeVisible();
});
