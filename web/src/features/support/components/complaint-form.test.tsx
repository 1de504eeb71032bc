import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ComplaintForm_QueryFragment } from '@/generated/graphql.ts';
import { PincodeLookupDocument } from '@/generated/operations/pincode-lookup.ts';
import { ComplaintForm } from './complaint-form.tsx';

const choices = {
  viewer: null,
  complaintTypes: [],
  complaintProducts: [],
  complaintChecklist: [],
} satisfies ComplaintForm_QueryFragment;

const viewer = {
  id: '1',
  profile: {
    firstName: 'Meera',
    lastName: 'Iyer',
    name: 'Meera Iyer',
    email: 'meera@example.com',
    phone: '9876500000',
  },
  deliveryAddresses: [
    { id: '7', address: '1 Beach Road', pincode: '682555', city: 'Kavaratti', state: 'Lakshadweep', country: 'India' },
  ],
};

const place = (pincode: string, city: string, state: string) => ({
  request: { query: PincodeLookupDocument, variables: { pincode } },
  result: { data: { pincodeDetails: { __typename: 'PincodeDetails', pincode, city, state, country: 'India' } } },
});
const unknownPlace = (pincode: string) => ({
  request: { query: PincodeLookupDocument, variables: { pincode } },
  result: { data: { pincodeDetails: null } },
});

function renderForm(data: ComplaintForm_QueryFragment, mocks: ReadonlyArray<unknown> = []) {
  render(
    <MockedProvider mocks={mocks as never}>
      <MemoryRouter>
        <ComplaintForm choices={data} onRegistered={() => undefined} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

// Typing a whole form is slow on a shared machine: a longer limit than the default 5 s.
describe('the service request form', { timeout: 20_000 }, () => {
  it("starts from a logged-in customer's profile and primary delivery address, still editable", async () => {
    const user = userEvent.setup();
    renderForm({ ...choices, viewer });
    expect(box('Name')).toHaveValue('Meera Iyer');
    expect(box('Email')).toHaveValue('meera@example.com');
    expect(box('Mobile number')).toHaveValue('9876500000');
    expect(box('Address')).toHaveValue('1 Beach Road');
    expect(box('Pincode')).toHaveValue('682555');
    expect(box('City')).toHaveValue('Kavaratti');
    expect(box('State')).toHaveValue('Lakshadweep');
    await user.type(box('Name'), 'n');
    expect(box('Name')).toHaveValue('Meera Iyern');
  });

  it('starts empty for a guest', () => {
    renderForm(choices);
    for (const name of ['Name', 'Email', 'Mobile number', 'Address', 'Pincode', 'City', 'State']) {
      expect(box(name)).toHaveValue('');
    }
    expect(box('Country')).toHaveValue('India');
  });

  it('fills city and state from a 6-digit pincode', async () => {
    const user = userEvent.setup();
    renderForm(choices, [place('110001', 'New Delhi', 'Delhi')]);
    await user.type(box('Pincode'), '110001');
    await waitFor(() => expect(box('City')).toHaveValue('New Delhi'));
    expect(box('State')).toHaveValue('Delhi');
    expect(box('Country')).toHaveValue('India');
  });

  it('replaces a prefilled city from a new pincode', async () => {
    const user = userEvent.setup();
    renderForm({ ...choices, viewer }, [place('110001', 'New Delhi', 'Delhi')]);
    await user.clear(box('Pincode'));
    await user.type(box('Pincode'), '110001');
    await waitFor(() => expect(box('City')).toHaveValue('New Delhi'));
    expect(box('State')).toHaveValue('Delhi');
  });

  it('keeps a city typed by hand and still fills the state', async () => {
    const user = userEvent.setup();
    renderForm(choices, [place('110001', 'New Delhi', 'Delhi')]);
    await user.type(box('City'), 'Delhi Cantt');
    await user.type(box('Pincode'), '110001');
    await waitFor(() => expect(box('State')).toHaveValue('Delhi'));
    expect(box('City')).toHaveValue('Delhi Cantt');
  });

  it('keeps what was typed, and says nothing wrong, for a pincode the shop does not know', async () => {
    const user = userEvent.setup();
    renderForm(choices, [unknownPlace('999999')]);
    await user.type(box('City'), 'Port Blair');
    await user.type(box('State'), 'Andaman');
    await user.type(box('Pincode'), '999999');
    await waitFor(() => expect(screen.queryByText('Looking up the pincode…')).not.toBeInTheDocument());
    expect(box('City')).toHaveValue('Port Blair');
    expect(box('State')).toHaveValue('Andaman');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
