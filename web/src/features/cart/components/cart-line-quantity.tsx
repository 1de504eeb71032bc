import { useState } from 'react';
import { MIN_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { lineMax, overMaxMessage } from '@/features/cart/cart-view.ts';
import { useCustomerCartView } from '@/features/cart/use-cart-view.ts';
import './cart.css';

/**
 * A customer's cart line's quantity outside the drawer (the checkout's lines): the drawer's stepper
 * and mutation, bound by the line limit and the units left; a screen showing prices from the cart
 * asks for them again when the cart changes (the checkout screen).
 */
export function CartLineQuantity({ lineId, title }: { lineId: string; title: string }) {
  const cart = useCustomerCartView();
  const [overMax, setOverMax] = useState(false);
  const line = cart.lines.find((l) => l.key === lineId);
  if (!line) return null;
  const message = overMax ? overMaxMessage(line, cart.maxQuantity) : (cart.lineMessages[line.key] ?? null);
  return (
    <div className="cart-line-quantity">
      <QuantityStepper
        label={`Quantity of ${title}`}
        value={line.quantity}
        min={MIN_QUANTITY_PER_LINE}
        max={lineMax(line, cart.maxQuantity)}
        disabled={cart.busy}
        onChange={(next) => {
          setOverMax(false);
          cart.change(next > line.quantity ? 'increase' : 'decrease', line);
        }}
        onOverMax={() => setOverMax(true)}
      />
      {message ? (
        <p className="field-message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
