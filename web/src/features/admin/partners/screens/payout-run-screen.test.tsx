import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminMarkPayoutPaidDocument } from '@/generated/operations/admin-mark-payout-paid.ts';
import { AdminPayoutRunPageDocument } from '@/generated/operations/admin-payout-run-page.ts';
import { AdminPayoutRunScreen } from './payout-run-screen.tsx';

const money = (formatted: string) => ({ __typename: 'Money' as const, formatted });

function payout(id: number, status: 'PENDING' | 'PAID') {
  return {
    __typename: 'AdminPayout' as const,
    id: String(id),
    partnerId: String(100 + id),
    partnerCode: `CP${id}`,
    partnerName: `Partner ${id}`,
    bankName: 'HDFC Bank',
    accountMasked: '•••• 7891',
    ifsc: 'HDFC0000240',
    amount: money('₹1,000.00'),
    incentiveCount: 2,
    status,
    bankReference: status === 'PAID' ? `UTR${id}` : null,
    paidAt: status === 'PAID' ? '2026-11-03T05:00:00.000Z' : null,
  };
}

const run = (paidCount: number) => ({
  __typename: 'AdminPayoutRun' as const,
  id: '5',
  period: '2026-10',
  total: money('₹60,000.00'),
  createdAt: '2026-11-02T05:00:00.000Z',
  payoutCount: 60,
  paidCount,
});

function pageMock(
  variables: { page: number; first: number; status: 'PENDING' | 'PAID' | null },
  nodes: ReturnType<typeof payout>[],
  totalCount: number,
): MockedResponse {
  return {
    request: { query: AdminPayoutRunPageDocument, variables: { id: '5', ...variables } },
    result: {
      data: {
        admin: {
          __typename: 'Admin',
          permissions: ['partners.read', 'partners.write'],
          payoutRun: {
            ...run(10),
            payouts: {
              __typename: 'AdminPayoutList',
              totalCount,
              page: variables.page,
              pageCount: Math.max(1, Math.ceil(totalCount / variables.first)),
              nodes,
            },
          },
        },
      },
    },
  };
}

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

function renderRun(at: string, mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route
            path="/admin/payouts/:id"
            element={
              <>
                <AdminPayoutRunScreen id="5" />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('a payout run in the console', () => {
  it('shows the page and state the address asks for, and goes back to page 1 for another state', async () => {
    renderRun('/admin/payouts/5?status=PENDING&page=2', [
      pageMock({ page: 2, first: 25, status: 'PENDING' }, [payout(51, 'PENDING')], 26),
      pageMock({ page: 1, first: 25, status: null }, [payout(1, 'PAID'), payout(2, 'PENDING')], 60),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout run 2026-10' })).toBeTruthy();
    expect(screen.getByText('Total ₹60,000.00, made 02-11-2026; 10 of 60 payouts paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Partner 51 (CP51)' })).toBeTruthy();
    expect(screen.getByText('26–26 of 26')).toBeTruthy();
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('PENDING');

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All payouts');
    expect(await screen.findByRole('link', { name: 'Partner 1 (CP1)' })).toBeTruthy();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('');
  });

  it("marks a payout paid in place with the bank's reference", async () => {
    renderRun('/admin/payouts/5', [
      pageMock({ page: 1, first: 25, status: null }, [payout(2, 'PENDING')], 1),
      {
        request: {
          query: AdminMarkPayoutPaidDocument,
          variables: { input: { payoutId: '2', reference: 'UTR20261103' } },
        },
        result: {
          data: {
            adminMarkPayoutPaid: {
              __typename: 'AdminPayoutRunPayload',
              payout: { ...payout(2, 'PAID'), bankReference: 'UTR20261103' },
              run: run(11),
              userErrors: [],
            },
          },
        },
      },
    ]);
    const form = await screen.findByRole('form', { name: 'Mark the payout to Partner 2 paid' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Bank reference for Partner 2' }), 'UTR20261103');
    await userEvent.click(within(form).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Paid 03-11-2026 · UTR20261103')).toBeTruthy();
    expect(screen.getByText('Total ₹60,000.00, made 02-11-2026; 11 of 60 payouts paid.')).toBeTruthy();
  });

  it('says so when no payout is in the state asked for', async () => {
    renderRun('/admin/payouts/5?status=PENDING', [pageMock({ page: 1, first: 25, status: 'PENDING' }, [], 0)]);
    expect(await screen.findByText('Every payout is paid.')).toBeTruthy();
  });
});
