import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '@shop/commerce/reviews/reviews';
import { WriteReviewDocument } from '@/generated/operations/write-review.ts';
import { ReviewForm } from './review-form.tsx';

const TEXT = 'Comfortable all day and the battery lasts a week.';

function renderForm(mocks: React.ComponentProps<typeof MockedProvider>['mocks'] = []) {
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <ReviewForm productId="101" existing={null} onSaved={onSaved} onCancel={() => undefined} />
    </MockedProvider>,
  );
  return { onSaved };
}

describe('ReviewForm', () => {
  it('names each wrong field and keeps what was typed', async () => {
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Nice');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.textShort)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Title (optional)' })).toHaveProperty('value', 'Nice');
    expect(screen.getByRole('textbox', { name: 'Your review' })).toHaveProperty('value', 'short');
  });

  it("shows the server's refusal on its field, then saves", async () => {
    const input = { productId: '101', rating: 5, title: '', text: TEXT };
    const { onSaved } = renderForm([
      {
        request: { query: WriteReviewDocument, variables: { input } },
        result: {
          data: {
            writeReview: {
              __typename: 'WriteReviewPayload',
              message: null,
              review: null,
              userErrors: [
                { __typename: 'UserError', field: ['input'], message: REVIEW_MESSAGES.onlyBuyers, code: 'NOT_A_BUYER' },
              ],
            },
          },
        },
      },
      {
        request: { query: WriteReviewDocument, variables: { input } },
        result: {
          data: {
            writeReview: {
              __typename: 'WriteReviewPayload',
              message: REVIEW_MESSAGES.submitted,
              review: { __typename: 'MyReview', id: '9', status: 'PENDING' },
              userErrors: [],
            },
          },
        },
      },
    ]);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review' }), TEXT);
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.onlyBuyers)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeTruthy();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });
});
