import { useState } from 'react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { MAX_QTY, MAX_QTY_MESSAGE, MIN_QTY, REMOVE_CONFIRM_MESSAGE } from '../../../lib/constants.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { CartItem } from '../cart-rules.ts';

type CartLineProps = {
  item: CartItem;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/** One cart line: picture, what was chosen, quantity, line total and Remove. */
export function CartLine({ item, onIncrease, onDecrease, onRemove }: CartLineProps) {
  const [overMax, setOverMax] = useState(false);
  const title = `${item.name} ${item.model}`.trim();
  return (
    <li className="cart-line" aria-label={title}>
      <img className="cart-line-image" src={item.image} alt="" width={96} height={96} />
      <div className="cart-line-info">
        <h2 className="cart-line-name">{item.name}</h2>
        <p className="cart-line-model">{item.model}</p>
        <dl className="cart-line-options">
          <div>
            <dt>Colour</dt>
            <dd>{item.selectedColor}</dd>
          </div>
          {item.selectedSize ? (
            <div>
              <dt>Size</dt>
              <dd>{item.selectedSize}</dd>
            </div>
          ) : null}
          {item.strapColor ? (
            <div>
              <dt>Strap</dt>
              <dd>{item.strapColor}</dd>
            </div>
          ) : null}
        </dl>
        <p className="cart-line-unit">{formatMoney(item.price, item.currency)} each</p>
      </div>
      <div className="cart-line-actions">
        <QuantityStepper
          label={`Quantity of ${title}`}
          value={item.quantity}
          min={MIN_QTY}
          max={MAX_QTY}
          onChange={(next) => {
            setOverMax(false);
            if (next > item.quantity) onIncrease();
            else onDecrease();
          }}
          onOverMax={() => setOverMax(true)}
        />
        {overMax ? (
          <p className="field-message" role="alert">
            {MAX_QTY_MESSAGE}
          </p>
        ) : null}
        <p className="cart-line-total">{formatMoney(item.price * item.quantity, item.currency)}</p>
        <button
          type="button"
          className="button button-link"
          aria-label={`Remove ${title}`}
          onClick={() => {
            if (window.confirm(REMOVE_CONFIRM_MESSAGE)) onRemove();
          }}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
