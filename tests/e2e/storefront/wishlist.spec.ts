// Wishlist and back-in-stock alerts. A guest saves a product from a category card and another from
// its product page, logs in, and the wishlist page shows both (the local list merged into the
// account). A shopper asks to hear about an out-of-stock colour; the catalog operator restocks it in
// the console and the alert mail naming the product and colour is in the outbox.
import { expect, test } from '@playwright/test';
import { readOutbox, registerCustomer, uniqueEmail } from '../support/account.ts';
import { newOperator, signInToConsole } from '../support/admin.ts';

test.describe('wishlist', () => {
  test('a guest saves from a card and a product page, and the list joins the account at login', async ({ page }) => {
    test.setTimeout(60_000); // two pages, a login and the wishlist page at two widths
    const customer = await registerCustomer(page.request, 'Kavya Menon');
    await page.goto('/category/true-wireless-stereo');
    const cardHeart = page.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
    const cardName = ((await cardHeart.getAttribute('aria-label')) ?? '').replace(/^Save | to wishlist$/g, '');
    await cardHeart.click();
    await expect(page.getByRole('button', { name: `Remove ${cardName} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`${cardName} saved to your wishlist.`)).toBeAttached();

    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await page.getByRole('button', { name: 'Save Aura Ring Gen 3 to wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove Aura Ring Gen 3 from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('link', { name: 'Wishlist, 2 items' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Saved products' });
    await expect(saved.getByRole('link', { name: 'Aura Ring Gen 3' })).toBeVisible();
    await expect(saved.getByRole('link', { name: cardName })).toBeVisible();
    expect(await page.evaluate<string | null>("localStorage.getItem('wishlist')")).toBe('[]');

    await saved.getByRole('button', { name: 'Remove Aura Ring Gen 3 from wishlist' }).click();
    await expect(saved.getByRole('link', { name: 'Aura Ring Gen 3' })).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await saved.getByRole('button', { name: `Remove ${cardName} from wishlist` }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  });

  test('a guest saves from a home row card and a search result card', async ({ page }) => {
    await page.goto('/');
    const row = page.getByRole('list', { name: 'Smart Rings featured products' });
    await row.scrollIntoViewIfNeeded();
    const homeHeart = row.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
    const homeName = ((await homeHeart.getAttribute('aria-label')) ?? '').replace(/^Save | to wishlist$/g, '');
    await homeHeart.click();
    await expect(row.getByRole('button', { name: `Remove ${homeName} from wishlist` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    await page.goto('/search?q=headphones');
    const results = page.getByRole('list', { name: 'Products matching headphones' });
    const searchHeart = results.getByRole('button', { name: /^Save .+ to wishlist$/ }).first();
    const searchName = ((await searchHeart.getAttribute('aria-label')) ?? '').replace(/^Save | to wishlist$/g, '');
    await searchHeart.click();
    await expect(results.getByRole('button', { name: `Remove ${searchName} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(`${searchName} saved to your wishlist.`)).toBeAttached();
    await expect(page.getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();
    const stored = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('wishlist')")) ?? '[]');
    expect(stored).toHaveLength(2);
  });

  test("a guest's list survives registration and joins the new account at its first login", async ({ page }) => {
    await page.goto('/product/smart-rings/aura-ring-gen-3/ar-300');
    await page.getByRole('button', { name: 'Save Aura Ring Gen 3 to wishlist' }).click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    const email = uniqueEmail('wishlist-register');
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Name' }).fill('Ishaan Rao');
    await page.getByRole('textbox', { name: 'Email-ID or Mobile No.' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Secret#123');
    await page.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret#123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(
      page.getByRole('list', { name: 'Saved products' }).getByRole('link', { name: 'Aura Ring Gen 3' }),
    ).toBeVisible();
    expect(await page.evaluate<string | null>("localStorage.getItem('wishlist')")).toBe('[]');
  });
});

test.describe('back-in-stock alert', () => {
  test('a shopper asks about an out-of-stock colour and gets a mail after the restock', async ({ page }) => {
    const operator = await newOperator(page.request, 'catalog');
    await signInToConsole(page, operator, '/admin/products?q=TB-S1');
    await page.getByRole('table', { name: 'Products' }).getByRole('link', { name: 'Tempo Buds Sport' }).click();
    const units = page.getByRole('textbox', { name: 'Units, Sunset Orange' });
    await units.fill('0');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    // The console's journey may have emptied this colour already; either way it is out of stock now.
    await expect(page.getByText(/^(Stock of Sunset Orange saved\.|Nothing changed\.)$/)).toBeVisible();

    await page.getByRole('link', { name: 'Open in the shop' }).click();
    await page.getByRole('radio', { name: 'Sunset Orange' }).check();
    const form = page.getByRole('form', { name: "Notify me when it's back" });
    const email = uniqueEmail('alert');
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address.');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText("Thanks! We will email you when it's back in stock.");

    await page.goBack();
    await units.fill('12');
    await page.getByRole('button', { name: 'Save stock of Sunset Orange' }).click();
    await expect(page.getByText('Stock of Sunset Orange saved.')).toBeVisible();
    await expect
      .poll(async () => (await readOutbox(email)).map((m) => m.subject))
      .toEqual(['Back in stock: Tempo Buds Sport in Sunset Orange']);
    const [mail] = await readOutbox(email);
    expect(mail!.body).toMatch(/https?:\/\/\S+\/product\/\S+\/tempo-buds-sport\/tb-s1/);
  });
});
