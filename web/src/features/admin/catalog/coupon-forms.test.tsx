import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminCouponCreateDocument } from '@/generated/operations/admin-coupon-create.ts';
import { shopDayBoundary, shopToday } from './catalog-form.ts';
import { CouponCreateForm } from './coupon-forms.tsx';

const CATEGORIES = [{ id: '1', name: 'Smart Rings' }];

function renderForm(mocks: MockedResponse[] = [], onCreated = vi.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <CouponCreateForm categories={CATEGORIES} onCreated={onCreated} />
    </MockedProvider>,
  );
  return onCreated;
}

async function fill(code: string, percent: string) {
  await userEvent.type(screen.getByLabelText('Code'), code);
  await userEvent.type(screen.getByLabelText('Description'), 'Rings for the season');
  await userEvent.type(screen.getByLabelText('Percent off'), percent);
  await userEvent.selectOptions(screen.getByLabelText('Category'), '1');
  const last = screen.getByLabelText('Last day');
  await userEvent.clear(last);
  await userEvent.type(last, '2099-12-31');
}

describe('the coupon form', () => {
  it('refuses a bad code beside its box before any request, keeping what was typed', async () => {
    const onCreated = renderForm();
    await fill('no way', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use 3 to 20 capital letters, digits or hyphens.');
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('no way');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('shows the server’s cap beside the percent', async () => {
    const mocks: MockedResponse[] = [
      {
        request: {
          query: AdminCouponCreateDocument,
          variables: {
            input: {
              code: 'RINGS60',
              description: 'Rings for the season',
              percent: 60,
              productId: null,
              categoryId: '1',
              validFrom: shopDayBoundary(shopToday(), false)!,
              validTo: shopDayBoundary('2099-12-31', true)!,
              maxUses: 1000,
            },
          },
        },
        result: {
          data: {
            adminCreateCoupon: {
              __typename: 'AdminCouponPayload',
              coupon: null,
              userErrors: [
                {
                  __typename: 'UserError',
                  field: ['input', 'percent'],
                  message: 'Coupons can take at most 50% off one product.',
                  code: 'COUPON_PERCENT_CAP',
                },
              ],
            },
          },
        },
      },
    ];
    const onCreated = renderForm(mocks);
    await fill('RINGS60', '60');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Coupons can take at most 50% off one product.');
    expect(screen.getByLabelText('Percent off').getAttribute('aria-invalid')).toBe('true');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
