// The Modify modal of the incentive table (spec sections 2 and 5): the spec's two alerts stop the
// save before anything is sent; a valid edit is sent, each percent held to 2 decimals.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { IncentiveRates_TableFragment } from '@/generated/graphql.ts';
import { PartnerUpdateIncentiveTableDocument } from '@/generated/operations/partner-update-incentive-table.ts';
import { IncentiveModal } from './incentive-modal.tsx';

// jsdom has no modal dialogs: showModal and close toggle `open` and fire `close`, as a browser does.
beforeAll(() => {
  const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }
});

const GENERAL: IncentiveRates_TableFragment = {
  id: '3',
  level: 'GENERAL',
  title: 'General CP Incentive Table',
  canEditMasterPercent: false,
  rates: { masterPercent: 8, generalPercent: 7, clientDiscount: 12, maxDiscount: 35 },
};
const MASTER: IncentiveRates_TableFragment = {
  id: '1',
  level: 'MASTER',
  title: 'Master CP Incentive Table',
  canEditMasterPercent: true,
  rates: { masterPercent: 12, generalPercent: 5, clientDiscount: 10, maxDiscount: 35 },
};

function renderModal(table: IncentiveRates_TableFragment) {
  const sent = vi.fn((_variables: Record<string, unknown>) => ({
    data: { updateIncentiveTable: { __typename: 'UpdateIncentiveTablePayload', message: 'Saved', userErrors: [] } },
  }));
  const onSaved = vi.fn();
  const mocks = [
    { request: { query: PartnerUpdateIncentiveTableDocument, variables: () => true }, result: sent, maxUsageCount: 5 },
  ];
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <IncentiveModal table={table} onClose={() => undefined} onSaved={onSaved} />
      </MockedProvider>
    </MemoryRouter>,
  );
  const dialog = screen.getByRole('dialog', { name: `Modify ${table.title}` });
  return { dialog, sent, onSaved, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, value: string) {
  const box = screen.getByRole('textbox', { name });
  await user.clear(box);
  await user.type(box, value);
}

describe('IncentiveModal', () => {
  it('alerts when the percentages pass max_discount, and sends nothing', async () => {
    const { user, sent } = renderModal(GENERAL);
    expect(screen.getByRole('textbox', { name: 'V5 (Master)' })).toBeDisabled();
    // 8 (the Master's) + 20 + 12 = 40, above 35.
    await fill(user, 'V5 (General)', '20');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Discount cannot be more than 35');
    expect(sent).not.toHaveBeenCalled();
  });

  it('alerts when the client discount is under 10, and sends nothing', async () => {
    const { user, sent } = renderModal(GENERAL);
    // 8 + 7 + 9 = 24 is within 35; the client discount is the problem.
    await fill(user, 'Client Discount', '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Client Discount cannot be less than 10');
    expect(sent).not.toHaveBeenCalled();
  });

  it("sends a valid edit with the Master's percent in force", async () => {
    const { user, sent, onSaved } = renderModal(GENERAL);
    await fill(user, 'V5 (General)', '10');
    await fill(user, 'Client Discount', '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved'));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ input: { masterPercent: 8, generalPercent: 10, clientDiscount: 15 } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepts 10.004 + 25 against 35 (10.00 + 25.00) and sends 10', async () => {
    const { user, sent, onSaved } = renderModal(MASTER);
    await fill(user, 'V5 (Master)', '10.004');
    await fill(user, 'Client Discount', '25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved'));
    expect(sent).toHaveBeenCalledWith({ input: { masterPercent: 10, generalPercent: 5, clientDiscount: 25 } });
  });
});
