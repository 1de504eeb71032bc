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
  /** Buy Now is on its way (a customer's server cart). */
  busy?: boolean;
  onBuyNow: () => void;
};

/** Stock state, quantity 1 to the line limit and Buy Now (OUT OF STOCK instead when nothing is left). */
export function PurchasePanel({
  stock,
  quantity,
  onQuantity,
  onOverMax,
  message,
  busy = false,
  onBuyNow,
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
          <button
            type="button"
            className="button button-primary button-large"
            onClick={onBuyNow}
            disabled={busy}
            aria-busy={busy}
          >
            Buy Now
          </button>
        ) : (
          <p className="out-of-stock">{CART_ERRORS.outOfStock.message}</p>
        )}
      </div>
      {message ? (
        <p className="field-message" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}
