// The coupon share form when the request itself fails (network, server): the spec's own 'Coupon
// Share failed', not a generic message, and what the partner typed stays.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PartnerShareCouponDocument } from '@/generated/operations/partner-share-coupon.ts';
import { CouponShareForm } from './coupon-share-form.tsx';

describe('CouponShareForm', () => {
  it("says 'Coupon Share failed' when the request fails, keeping what was typed", async () => {
    const mocks = [
      {
        request: { query: PartnerShareCouponDocument, variables: () => true },
        error: new Error('socket hang up'),
      },
    ];
    render(
      <MemoryRouter>
        <MockedProvider mocks={mocks}>
          <CouponShareForm template="<p>A discount for you.</p>" />
        </MockedProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email-id or Phone No.'), 'friend@example.com');
    await user.type(screen.getByLabelText('Recipient Name'), 'A Friend');
    await user.click(screen.getByRole('button', { name: 'Share Discount Coupon' }));
    expect(await screen.findByText('Coupon Share failed')).toBeTruthy();
    expect((screen.getByLabelText('Email-id or Phone No.') as HTMLInputElement).value).toBe('friend@example.com');
  });
});
