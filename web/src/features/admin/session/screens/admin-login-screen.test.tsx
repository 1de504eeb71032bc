import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminLoginDocument } from '@/generated/operations/admin-login.ts';
import { endOperatorSession, readOperatorSession } from '@/features/admin/session/operator-session.ts';
import { AdminLoginScreen, afterLogin } from './admin-login-screen.tsx';

const input = { email: 'owner@example.com', password: 'Admin@1234' };

function renderLogin(result: object, at = '/admin/login?next=%2Fadmin%2Forders%3Fpage%3D2') {
  const mocks = [
    { request: { query: AdminLoginDocument, variables: { input } }, result: { data: { adminLogin: result } } },
  ];
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/login" element={<AdminLoginScreen />} />
          <Route path="/admin/orders" element={<h1>Orders page</h1>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

async function signIn(password = input.password) {
  await userEvent.type(screen.getByLabelText('Email'), input.email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => endOperatorSession());

describe('console login', () => {
  it('keeps the session and goes back where the operator was going', async () => {
    renderLogin({
      __typename: 'AdminLoginPayload',
      operatorToken: 'token-1',
      operator: { __typename: 'Operator', name: 'Shop Owner', email: input.email, role: 'OWNER' },
      userErrors: [],
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Orders page' })).toBeTruthy();
    expect(readOperatorSession()).toMatchObject({ token: 'token-1', profile: { role: 'owner' } });
  });

  it('shows the refusal and keeps what was typed', async () => {
    renderLogin({
      __typename: 'AdminLoginPayload',
      operatorToken: null,
      operator: null,
      userErrors: [
        { __typename: 'UserError', field: null, message: 'Email or password is incorrect.', code: 'LOGIN_FAILED' },
      ],
    });
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(input.email);
    expect(readOperatorSession()).toBeNull();
  });

  it('only follows console paths after login', () => {
    expect(afterLogin('/admin/orders?page=2')).toBe('/admin/orders?page=2');
    expect(afterLogin('https://evil.example.com/admin')).toBe('/admin');
    expect(afterLogin('//evil.example.com/admin')).toBe('/admin');
    expect(afterLogin('/checkoutpage')).toBe('/admin');
    expect(afterLogin(null)).toBe('/admin');
  });
});
