import { describe, expect, it } from 'vitest';
import { lineLabel, orderStockMessage, stockAllInCartMessage, stockCappedMessage } from './messages.ts';
import { checkStock, maxUnits } from './stock.ts';

describe('a line against the stock of its colour and size', () => {
  it('allows what is left', () => {
    expect(checkStock(0, 2, 2)).toEqual({ kind: 'ok', quantity: 2 });
    expect(checkStock(1, 3, 9)).toEqual({ kind: 'ok', quantity: 3 });
  });

  it("caps an add past the stock at what is left ('Only 2 left' and 5 asked for)", () => {
    expect(checkStock(0, 5, 2)).toEqual({ kind: 'capped', quantity: 2, left: 2 });
    expect(checkStock(1, 4, 3)).toEqual({ kind: 'capped', quantity: 3, left: 3 });
  });

  it('changes nothing when the line already holds all that is left', () => {
    expect(checkStock(2, 3, 2)).toEqual({ kind: 'allInCart', left: 2 });
    expect(checkStock(4, 5, 2)).toEqual({ kind: 'allInCart', left: 2 });
  });

  it('refuses when none is left', () => {
    expect(checkStock(0, 1, 0)).toEqual({ kind: 'outOfStock' });
    expect(checkStock(3, 4, -1)).toEqual({ kind: 'outOfStock' });
  });

  it('the most units of a line: the line limit or the stock, whichever is smaller', () => {
    expect([0, 2, 5, 40].map((s) => maxUnits(s))).toEqual([0, 2, 5, 5]);
    expect(maxUnits(3, 2)).toBe(2);
  });

  it('says how many are left', () => {
    expect(stockCappedMessage(2)).toBe('Only 2 left in stock. Your cart now has 2.');
    expect(stockAllInCartMessage(1)).toBe('Only 1 left in stock, and all of them are in your cart.');
  });
});

describe("Place Order's stock messages", () => {
  it('names the product, colour and size, and says what the cart now holds', () => {
    const label = lineLabel('Aura Ring Gen 3', 'Midnight Black', '10');
    expect(label).toBe('Aura Ring Gen 3 (Midnight Black, size 10)');
    expect(lineLabel('Nimbus Buds 2', 'Black', '')).toBe('Nimbus Buds 2 (Black)');
    expect(orderStockMessage(label, 2)).toBe(
      'Sorry, only 2 of Aura Ring Gen 3 (Midnight Black, size 10) are left. Your cart now has 2; please review your order.',
    );
    expect(orderStockMessage(label, 1)).toContain('only 1 of Aura Ring Gen 3 (Midnight Black, size 10) is left');
    expect(orderStockMessage(label, 0)).toBe(
      'Sorry, Aura Ring Gen 3 (Midnight Black, size 10) is out of stock. It has been removed from your cart.',
    );
  });
});
