import { MAX_QUANTITY_PER_LINE, MIN_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { CART_ERRORS } from '@shop/commerce/cart/messages';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';

/** Below this many units the stock line says how many are left. */
const LOW_STOCK = 5;

type PurchasePanelProps = {
  stock: number;
  quantity: number;
  onQuantity: (quantity: number) => void;
  onOverMax: () => void;
  /** The quantity refusal ('Max 5 items Allowed'), shown inline beside the stepper, not in a browser alert. */
  message: string | null;
  /** Buy Now or Add to cart is on its way (a customer's server cart). */
  busy?: boolean;
  onBuyNow: () => void;
  /** Puts the lines in the cart and stays on the page (the cart drawer opens). */
  onAddToCart: () => void;
  /** Said politely once lines were added ('Added Aura Ring Gen 3 to your cart.'). */
  added: string | null;
};

/**
 * Stock state, quantity 1 to the line limit, Add to cart (stay and keep shopping) and Buy Now (on
 * to checkout); OUT OF STOCK instead when nothing is left.
 */
export function PurchasePanel({
  stock,
  quantity,
  onQuantity,
  onOverMax,
  message,
  busy = false,
  onBuyNow,
  onAddToCart,
  added,
}: PurchasePanelProps) {
  const inStock = stock > 0;
  return (
    <div className="purchase-panel">
      <p className={inStock ? 'stock-state in-stock' : 'stock-state'}>
        {inStock ? (stock <= LOW_STOCK ? `Only ${stock} left in stock` : `In stock (${stock} available)`) : null}
      </p>
      <div className="purchase-row">
        <QuantityStepper
          value={quantity}
          min={MIN_QUANTITY_PER_LINE}
          max={MAX_QUANTITY_PER_LINE}
          onChange={onQuantity}
          onOverMax={onOverMax}
        />
        {inStock ? (
          <div className="purchase-buttons">
            <button
              type="button"
              className="button button-secondary button-large"
              onClick={onAddToCart}
              disabled={busy}
              aria-busy={busy}
            >
              Add to cart
            </button>
            <button
              type="button"
              className="button button-primary button-large"
              onClick={onBuyNow}
              disabled={busy}
              aria-busy={busy}
            >
              Buy Now
            </button>
          </div>
        ) : (
          <p className="out-of-stock">{CART_ERRORS.outOfStock.message}</p>
        )}
      </div>
      {message ? (
        <p className="field-message" role="alert">
          {message}
        </p>
      ) : null}
      <p className="purchase-added" role="status">
        {added}
      </p>
    </div>
  );
}
