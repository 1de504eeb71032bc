import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_RATINGS, Rating } from './rating.tsx';

describe('Rating', () => {
  it('shows the stars, the mean and the count, and says them in words', () => {
    const { container } = render(<Rating value={4.26} count={1234} />);
    expect(container.textContent).toContain('4.3');
    expect(container.textContent).toContain('(1,234)');
    expect(screen.getByText('Rated 4.3 out of 5 from 1,234 reviews')).toBeTruthy();
  });

  it('says one review in the singular', () => {
    render(<Rating value={5} count={1} />);
    expect(screen.getByText('Rated 5 out of 5 from 1 review')).toBeTruthy();
  });

  it('shows no stars and no 0 for a product without reviews', () => {
    const { container } = render(<Rating value={0} count={0} />);
    expect(container.textContent).toBe(NO_RATINGS);
    expect(container.textContent).not.toContain('★');
  });

  it('without a count (a single review) says the rating only', () => {
    render(<Rating value={4} />);
    expect(screen.getByText('Rated 4 out of 5')).toBeTruthy();
  });
});
