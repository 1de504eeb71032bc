import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWishlist } from './use-wishlist.ts';
import { WISHLIST_STORAGE_KEY } from './wishlist-store.ts';

function Heart({ productId }: { productId: string }) {
  const { ids, toggle } = useWishlist();
  const [said, setSaid] = useState('');
  return (
    <>
      <p>Rendered with {ids.length} saved</p>
      <button type="button" onClick={() => void toggle(productId, 'Aura Ring Gen 3').then((r) => setSaid(r.message))}>
        Save
      </button>
      <p role="status">{said}</p>
    </>
  );
}

/** A guest's heart for product 300, before anything is stored. */
function renderHeart() {
  const user = userEvent.setup();
  render(
    <MockedProvider>
      <Heart productId="300" />
    </MockedProvider>,
  );
  return user;
}

afterEach(() => localStorage.clear());

describe("a guest's heart", () => {
  it('adds to the stored list as it is when pressed, not as the heart last rendered it', async () => {
    const user = renderHeart();
    expect(screen.getByText('Rendered with 0 saved')).toBeInTheDocument();
    // Another heart saved a product that this one has not rendered yet (as while a page hydrates).
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['101']));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['300', '101']);
    expect(screen.getByRole('status')).toHaveTextContent('Aura Ring Gen 3 saved to your wishlist.');
  });

  it('removes a product the stored list holds, though the heart rendered it unsaved', async () => {
    const user = renderHeart();
    localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(['300', '101']));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEY) ?? '[]')).toEqual(['101']);
  });
});
