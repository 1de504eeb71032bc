import { expect, test } from '@playwright/test';
import { DOCK_OFFER, Storefront, chooseOffer } from '../support/storefront.ts';

// Demo pincodes (upstream/README.md): Bengaluru is delivered to, Lakshadweep is not.
const DELIVERABLE_PINCODE = '560001';
const UNDELIVERABLE_PINCODE = '682555';

test.describe('product detail', () => {
  test('choose a colour and size, check delivery, Buy Now puts the line in the guest cart', async ({ page }) => {
    test.setTimeout(60_000); // two visits of the product page with every control on it
    const shop = new Storefront(page);
    await page.goto('/category/smart-rings');
    await shop.productGrid.getByRole('heading', { name: 'Aura Ring Gen 3', exact: true }).getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toContainText('Home');
    await expect(breadcrumb).toContainText('Product Details');
    await expect(
      page.getByRole('navigation', { name: 'Product type' }).getByRole('link', { name: /Classic Edition/ }),
    ).toHaveAttribute('aria-current', 'page');

    // A sold-out colour shows OUT OF STOCK instead of Buy Now.
    await page.getByRole('radio', { name: 'Rose Gold (out of stock)' }).check();
    await expect(page.getByText('OUT OF STOCK', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
    // Its sizes are out of stock too, yet choosable: the alert is offered for the chosen size.
    const soldOutSize = page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: '9 (out of stock)' });
    await soldOutSize.check();
    await expect(soldOutSize).toBeChecked();
    await expect(page.getByText('We will email you once when Rose Gold, size 9, is back.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

    await page.getByRole('radio', { name: 'Silver' }).check();
    await expect(page.getByRole('group', { name: /Colour: Silver/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Size' });
    // A size out of stock is named so ("9 (out of stock)"): take the last one in stock.
    const size = sizes.getByRole('radio', { name: /^[^(]+$/ }).last();
    const sizeValue = await size.getAttribute('value');
    // A shopper presses the size's chip (its label); the hidden radio behind it becomes checked.
    await sizes.getByText(sizeValue ?? '', { exact: true }).click();
    await expect(size).toBeChecked();

    // Delivery check: blank, deliverable, not deliverable.
    const pincode = page.getByRole('textbox', { name: 'Check delivery' });
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please Enter Pincode');
    await pincode.fill(DELIVERABLE_PINCODE);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Estimated delivery' })).toBeVisible();
    await pincode.fill(UNDELIVERABLE_PINCODE);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('No delivery at this pincode')).toBeVisible();

    // Quantity 1 to 5; a sixth shows the inline message.
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i += 1) await increase.click();
    await expect(page.getByRole('group', { name: 'Quantity' }).getByText('5')).toBeVisible();
    await increase.click();
    await expect(page.getByRole('alert')).toHaveText('Max 5 items Allowed');

    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    const cart = await shop.readCart();
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      pid: '101',
      name: 'Aura Ring Gen 3',
      model: 'AR-300',
      selectedColor: 'Silver',
      selectedSize: sizeValue,
      quantity: 5,
      price: 17999,
      max: 5,
      currency: 'INR',
    });
    expect(cart[0]!.id).toContain('101-Silver');
    await expect(shop.cartIcon(5)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Aura Ring Gen 3 AR-300' })).toContainText('Silver');

    // The same line again would pass 5: the cart refuses and the page says so.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Aura Ring Gen 3' })).toBeVisible();
    await page.getByRole('radio', { name: 'Silver' }).check();
    await sizes.getByText(sizeValue ?? '', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: sizeValue ?? '' })).toBeChecked();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page.getByRole('alert')).toHaveText('Max 5 items Allowed');
    expect((await shop.readCart())[0]!.quantity).toBe(5);
  });

  test('chosen add-ons go into the cart as their own lines, a ticked offer inside its line', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await chooseOffer(page);
    const addOns = page.getByRole('group', { name: 'Add-ons' });
    await addOns.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    const cart = await shop.readCart();
    expect(cart).toHaveLength(2);
    expect(cart[1]!.pid).not.toBe('101');
    expect(cart[0]!.offerProducts).toEqual([{ id: '151', name: 'Aura Charging Dock', price: 499 }]);
    // The checkout review is priced by the gateway: the ring's dock is listed inside its line,
    // as an unnamed item of 'Comes with'; the cart lines are the named items.
    const lines = page.getByRole('list', { name: 'Cart items' });
    await expect(lines.getByRole('listitem', { name: /\S/ })).toHaveCount(2);
    await expect(lines.getByRole('list', { name: 'Comes with' })).toHaveText('+ Aura Charging Dock (₹499 each)');
  });

  test('an offer is not added unless ticked: the cart subtotal is the ring alone', async ({ page }) => {
    const shop = new Storefront(page);
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await expect(page.getByRole('checkbox', { name: DOCK_OFFER })).not.toBeChecked();
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(/\/checkoutpage$/);
    expect((await shop.readCart())[0]!.offerProducts).toEqual([]);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('₹17,999');
    await expect(page.getByRole('list', { name: 'Comes with' })).toHaveCount(0);
  });

  test('an unknown product shows a short not-found line with a link home', async ({ page }) => {
    await page.goto('/product/smart-rings/nothing/no-such-model');
    await expect(page.getByText('Product not found')).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
