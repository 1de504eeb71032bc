import type { CartViewModel } from '@/features/cart/use-cart-view.ts';
import { CartLine } from './cart-line.tsx';

/** The lines of a cart, each with its actions (drawer and checkout review). */
export function CartLines({ cart, headingLevel = 2 }: { cart: CartViewModel; headingLevel?: 2 | 3 }) {
  return (
    <ul className="cart-lines" aria-label="Cart items">
      {cart.lines.map((line) => (
        <CartLine
          key={line.key}
          line={line}
          max={cart.maxQuantity}
          busy={cart.busy}
          message={cart.lineMessages[line.key]}
          headingLevel={headingLevel}
          onIncrease={() => cart.change('increase', line)}
          onDecrease={() => cart.change('decrease', line)}
          onRemove={() => cart.change('remove', line)}
        />
      ))}
    </ul>
  );
}
