import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, PRIYA, registerCustomer, startSessionFor } from '../support/account.ts';
import { Storefront } from '../support/storefront.ts';

test.describe('saved addresses', () => {
  test('add (the pincode fills the state), edit and delete without a page reload', async ({ page }) => {
    const customer = await registerCustomer(page.request, 'Ira Kapoor');
    await startSessionFor(page, customer.email, customer.password);
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Saved Addresses' }).click();
    await expect(page).toHaveURL(/\/addresslist$/);
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add Address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add new address' });
    await modal.getByRole('textbox', { name: 'First name' }).fill('Ira');
    await modal.getByRole('textbox', { name: 'Last name' }).fill('Kapoor');
    await modal.getByRole('textbox', { name: 'Phone' }).fill('9811122233');
    await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Marine Lines');
    await modal.getByRole('textbox', { name: 'Pincode' }).fill('400001');
    await expect(modal.getByRole('textbox', { name: 'State' })).toHaveValue('Maharashtra');
    await modal.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
    await modal.getByRole('combobox', { name: 'Age group' }).selectOption('18-25');
    await modal.getByRole('button', { name: 'Save address' }).click();
    // Saved: the modal closes by itself, the page says so and lists the address without a reload.
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Address Saved Successfully.' })).toBeVisible();

    const deliveries = page.getByRole('region', { name: 'Delivery addresses' });
    await expect(deliveries.getByRole('listitem')).toHaveCount(1);
    await expect(deliveries.getByRole('listitem').first()).toContainText('3 Marine Lines');
    await expect(page.getByRole('region', { name: 'Billing addresses' }).getByRole('listitem')).toHaveCount(1);

    await deliveries.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit delivery address' });
    await expect(edit.getByRole('textbox', { name: 'First name' })).toHaveValue('Ira');
    await edit.getByRole('textbox', { name: 'Address', exact: true }).fill('9 Nariman Point');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Address updated Successfully.' })).toBeVisible();
    await expect(deliveries.getByRole('listitem').first()).toContainText('9 Nariman Point');

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this address?');
      void dialog.accept();
    });
    await deliveries.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('region', { name: 'Delivery addresses' })).toBeHidden();
  });

  test('the new account screens load with one request each', async ({ page }) => {
    const shop = new Storefront(page);
    const graphql = shop.trackGraphqlRequests();
    await startSessionFor(page, PRIYA.email, DEMO_PASSWORD);
    const screens = [
      {
        path: '/addresslist',
        ready: page.getByRole('region', { name: 'Delivery addresses' }).getByRole('listitem').first(),
      },
      { path: '/orderlist', ready: page.getByRole('heading', { name: 'Pre-booking details' }) },
      { path: '/checkoutpage', ready: page.getByText('Your cart is currently empty') },
    ];
    for (const screen of screens) {
      graphql.urls.length = 0;
      await page.goto(screen.path);
      await expect(screen.ready).toBeVisible();
      await expect(shop.mainNav.getByRole('link', { name: 'Smart Rings', exact: true })).toBeVisible();
      expect(graphql.urls, screen.path).toHaveLength(1);
    }
  });
});
