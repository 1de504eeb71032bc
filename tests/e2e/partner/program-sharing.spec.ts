// Across both apps: a General partner shares a coupon, a shopper buys with it (cash on
// delivery), and the order appears in the partner's transaction history with the incentive of her
// table, and in her Master's with the master percent. Kavya's table is changed by no journey.
import { expect, test } from '@playwright/test';
import { customerReadyToPay } from '../support/checkout.ts';
import { KAVYA, ROHAN } from '../support/partner.ts';
import {
  incentivePaise,
  paiseOf,
  percentLabel,
  ProgramPages,
  rupees,
  secondVisitor,
  startPartnerSession,
} from '../support/partner-program.ts';

const RECIPIENT_MESSAGE = 'Please mention correct Email-id or Phone No. ';

test.describe('coupon sharing and referred orders', () => {
  test('Kavya shares a coupon, a new shopper buys with it, and both Kavya and Rohan see the order with their incentive', async ({
    page,
    browser,
  }) => {
    test.slow(); // two apps, three people
    // The shopper, in a browser of her own: a new customer (journeys share one database, and the
    // demo customers' carts belong to the storefront journeys) with an address and the ring in her cart.
    const shopper = await secondVisitor(browser);
    const shop = shopper.page;
    const { email: shopperEmail } = await customerReadyToPay(shop);

    const cp = new ProgramPages(page);
    await cp.portal.login(KAVYA.email);

    // Her table as shown now: V5 (General) is her percent, V5 (Master) her Master's on her coupons.
    await cp.open('Incentive Table', 'Channel Partner Incentive Program');
    await expect(cp.main.getByRole('heading', { level: 2, name: 'General CP Incentive Table' })).toBeVisible();
    const rates = await cp.shownRates();
    expect(rates.general).not.toBeNull();

    // Share: a wrong recipient is refused with the spec's text (typed values kept), then a real one.
    await cp.open('Share Discount Coupon', 'Share Discount Coupon');
    const recipient = cp.main.getByRole('textbox', { name: 'Email-id or Phone No.' });
    const message = cp.main.getByRole('textbox', { name: 'Message' });
    await expect(message).not.toHaveValue('');
    await recipient.fill('98765');
    await cp.main.getByRole('textbox', { name: 'Recipient Name' }).fill('Meera Iyer');
    await cp.main.getByRole('button', { name: 'Share Discount Coupon' }).click();
    await expect(cp.main.getByRole('alert')).toHaveText(RECIPIENT_MESSAGE);
    await expect(cp.main.getByRole('textbox', { name: 'Recipient Name' })).toHaveValue('Meera Iyer');
    await recipient.fill(shopperEmail);
    await cp.main.getByRole('button', { name: 'Share Discount Coupon' }).click();
    await expect(cp.main.getByRole('status')).toContainText('Coupon Shared Successfully.');
    const couponCode = (await cp.main.getByTestId('shared-coupon-code').textContent()) ?? '';
    expect(couponCode).toMatch(new RegExp(`^${KAVYA.code}-[A-Z0-9]{12}$`));

    // Her list shows it, not used yet.
    await cp.open('Shared Coupons', 'Shared Coupon Details');
    const shared = cp.rowWith(couponCode);
    await expect(shared).toContainText('Meera Iyer');
    await expect(shared).toContainText(shopperEmail);
    await expect(shared).toContainText('Shared');
    await expect(cp.main.getByRole('link', { name: 'Share Discount Coupon' })).toHaveAttribute('href', /\/Cp\/Coupon$/);

    // The shopper, at checkout with the ring: applies the coupon and pays cash on delivery.
    await shop.reload();
    const main = shop.getByRole('main');
    await main.getByRole('textbox', { name: 'Coupon code for Aura Ring Gen 3' }).fill(couponCode);
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByRole('textbox', { name: 'Applied coupon for Aura Ring Gen 3' })).toHaveValue(couponCode);
    await expect(shop.getByTestId('coupon-discount')).toBeVisible();
    await shop.getByRole('radio', { name: 'Cash on delivery' }).check();
    await shop.getByRole('button', { name: 'Place Order' }).click();
    await expect(shop).toHaveURL(/\/orderconfirmation\/LUM\d+$/);
    const orderId = /LUM\d+$/.exec(shop.url())![0];
    await expect(shop.getByRole('row', { name: /AR-300/ })).toContainText(couponCode);
    // The order's own figures: the incentive base is the subtotal less the coupon discount, net of
    // the GST inside it (18 % on a Bengaluru delivery), as the invoice splits it.
    const totals = shop.locator('dl.order-totals');
    const subtotal = paiseOf((await totals.getByRole('definition').first().textContent()) ?? '');
    const couponDiscount = paiseOf((await totals.getByText(/^−₹/).textContent()) ?? '');
    expect(couponDiscount).toBeGreaterThan(0);
    await shopper.context.close();

    const paid = subtotal - couponDiscount;
    const base = paid - Math.round((paid * 1800) / 11800);
    const kavyaAmount = rupees(incentivePaise(base, rates.general!));
    const rohanAmount = rupees(incentivePaise(base, rates.master));

    // Kavya's transaction history: her percent and amount; her incentive details the same; the coupon is used.
    await cp.open('Transaction History', 'Transaction History');
    const row = cp.orderRow(orderId);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText(KAVYA.code);
    await expect(row).toContainText('Meera Iyer');
    await expect(row.getByRole('list', { name: `Products of order ${orderId}` })).toContainText('AR-300');
    await expect(row.getByTestId('incentive-percent')).toHaveText(percentLabel(rates.general!));
    await expect(row.getByTestId('incentive-amount')).toHaveText(kavyaAmount);
    await expect(row.getByTestId('incentive-base')).toHaveText(`of ${rupees(base)}`);
    await cp.open('Incentive Details', 'Incentive Details');
    await expect(cp.orderRow(orderId).getByTestId('incentive-amount')).toHaveText(kavyaAmount);
    await expect(cp.orderRow(orderId)).toContainText(KAVYA.name);
    await cp.open('Shared Coupons', 'Shared Coupon Details');
    await expect(cp.rowWith(couponCode)).toContainText('Used');
    await cp.portal.logout();

    // Rohan, her Master: the same order with the master percent of her table.
    await startPartnerSession(page, ROHAN.email);
    await cp.open('Transaction History', 'Transaction History');
    const rohanRow = cp.orderRow(orderId);
    await expect(rohanRow.getByRole('cell').first()).toHaveText(KAVYA.code);
    await expect(rohanRow.getByTestId('incentive-percent')).toHaveText(percentLabel(rates.master));
    await expect(rohanRow.getByTestId('incentive-amount')).toHaveText(rohanAmount);
  });
});
