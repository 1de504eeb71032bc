import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AddressBook_ViewerFragment } from '@/generated/graphql.ts';
import { CheckoutAddresses } from './checkout-addresses.tsx';

const address = {
  __typename: 'Address' as const,
  id: '7',
  kind: 'DELIVERY' as const,
  firstName: 'Meera',
  lastName: 'Iyer',
  name: 'Meera Iyer',
  address: '1 Beach Road',
  city: 'Kavaratti',
  state: 'Lakshadweep',
  country: 'India',
  pincode: '682555',
  phone: '9876500000',
  email: 'meera@example.com',
  gender: null,
  ageGroup: null,
  isPrimary: true,
  gstNumber: null,
};

const viewer = {
  __typename: 'Viewer',
  id: '1',
  deliveryAddresses: [address],
  billingAddresses: [{ ...address, id: '8', kind: 'BILLING' as const }],
} as AddressBook_ViewerFragment;

function renderWith(deliveryDays: string | null) {
  render(
    <MockedProvider>
      <CheckoutAddresses
        viewer={viewer}
        selectedId="7"
        deliveryDays={deliveryDays}
        onSelect={() => undefined}
        onChanged={async () => undefined}
      />
    </MockedProvider>,
  );
}

describe('the delivery line of the chosen address', () => {
  it('gives the days where the shop delivers', () => {
    renderWith('2-4 Days');
    expect(screen.getByRole('status')).toHaveTextContent('Delivery in 2-4 Days');
  });

  it('says there is no delivery, as a warning, where the shop does not deliver', () => {
    renderWith('No delivery at this pincode');
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent(/^No delivery at this pincode$/);
    expect(line).toHaveAttribute('data-deliverable', 'false');
  });
});
