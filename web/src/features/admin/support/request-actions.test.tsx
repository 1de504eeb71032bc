import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminRequestReplyDocument } from '@/generated/operations/admin-request-reply.ts';
import { AdminRequestSetStatusDocument } from '@/generated/operations/admin-request-set-status.ts';
import { RequestReplyForm, RequestStatusActions } from './request-actions.tsx';

const statusMock = (result: object) => ({
  request: { query: AdminRequestSetStatusDocument, variables: { input: { id: '7', status: 'RESOLVED' } } },
  result: { data: { adminSetServiceRequestStatus: { __typename: 'AdminServiceRequestPayload', ...result } } },
});

describe('request status actions', () => {
  it('offers only the moves allowed now and announces the new status', async () => {
    render(
      <MockedProvider
        mocks={[
          statusMock({
            serviceRequest: {
              __typename: 'AdminServiceRequest',
              id: '7',
              status: 'RESOLVED',
              statusLabel: 'Resolved',
              nextStatuses: ['IN_PROGRESS', 'CLOSED'],
              updatedAt: '2026-11-23T10:00:00Z',
            },
            userErrors: [],
          }),
        ]}
      >
        <RequestStatusActions id="7" nextStatuses={['RESOLVED', 'CLOSED']} />
      </MockedProvider>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark resolved', 'Close request']);
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Status changed to Resolved. The customer was mailed.',
    );
  });

  it('shows the refusal of a move that is no longer allowed', async () => {
    render(
      <MockedProvider
        mocks={[
          statusMock({
            serviceRequest: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: ['input', 'status'],
                message: 'This request cannot move to that status now.',
                code: 'TRANSITION_NOT_ALLOWED',
              },
            ],
          }),
        ]}
      >
        <RequestStatusActions id="7" nextStatuses={['RESOLVED']} />
      </MockedProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This request cannot move to that status now.');
  });

  it('says a closed request has no moves', () => {
    render(
      <MockedProvider mocks={[]}>
        <RequestStatusActions id="7" nextStatuses={[]} />
      </MockedProvider>,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('This request is closed.')).toBeTruthy();
  });
});

describe('reply form', () => {
  it('keeps the text when the reply is refused and clears it once sent', async () => {
    const body = 'Please update the app.';
    const payload = (userErrors: object[]) => ({
      request: { query: AdminRequestReplyDocument, variables: { input: { id: '7', body } } },
      result: {
        data: {
          adminReplyToServiceRequest: {
            __typename: 'AdminServiceRequestPayload',
            serviceRequest: userErrors.length
              ? null
              : { __typename: 'AdminServiceRequest', id: '7', updatedAt: '2026-11-23T10:00:00Z', replies: [] },
            userErrors,
          },
        },
      },
    });
    render(
      <MockedProvider
        mocks={[
          payload([
            { __typename: 'UserError', field: ['input', 'body'], message: 'Not on a closed request.', code: 'X' },
          ]),
          payload([]),
        ]}
      >
        <RequestReplyForm id="7" />
      </MockedProvider>,
    );
    const box = screen.getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement;
    await userEvent.type(box, body);
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not on a closed request.');
    expect(box.value).toBe(body);
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByRole('status')).textContent).toBe('Reply sent to the customer.');
    expect(box.value).toBe('');
  });
});
