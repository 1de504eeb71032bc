import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchSuggestionsDocument } from '@/generated/operations/search-suggestions.ts';
import { SearchBox } from './search-box.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const suggestions: MockedResponse = {
  request: { query: SearchSuggestionsDocument, variables: { query: 'headph' } },
  result: {
    data: {
      searchSuggestions: [
        {
          __typename: 'SearchSuggestion',
          kind: 'CATEGORY',
          text: 'Headphones',
          model: null,
          href: '/category/headphones',
        },
        {
          __typename: 'SearchSuggestion',
          kind: 'PRODUCT',
          text: 'Summit ANC 700',
          model: 'SH-700',
          href: '/product/headphones/summit-anc-700/sh-700',
        },
      ],
    },
  },
};

function renderBox(mocks: MockedResponse[] = [suggestions]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SearchBox open />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('SearchBox', () => {
  it('suggests as the shopper types and opens the suggestion chosen with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'headph');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['HeadphonesCategory', 'Summit ANC 700SH-700']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/product/headphones/summit-anc-700/sh-700');
  });

  it('closes the list with Escape and searches the text with Enter when nothing is chosen', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'headph');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('headph');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=headph');
  });

  it('opens a suggestion clicked', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'headph');
    await user.click(await screen.findByRole('option', { name: /Headphones/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/category/headphones');
  });
});
