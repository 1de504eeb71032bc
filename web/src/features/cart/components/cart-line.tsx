import { useState } from 'react';
import { Link } from 'react-router';
import { MIN_QUANTITY_PER_LINE } from '@shop/commerce/cart/limits';
import { QuantityStepper } from '@/components/ui/quantity-stepper.tsx';
import { REMOVE_CONFIRM_MESSAGE } from '@/lib/constants.ts';
import { lineMax, overMaxMessage, stockNote, type CartLineView } from '@/features/cart/cart-view.ts';

type CartLineProps = {
  line: CartLineView;
  /**
   * Most units of a line (the server's Cart.maxQuantityPerLine): plus stops there with 'Max N items
   * Allowed', or earlier when fewer are left of the line's colour and size (the stock's message).
   */
  max: number;
  /** A change is on its way: the buttons wait for it. */
  busy?: boolean;
  /** The server refused a change of this line. */
  message?: string | undefined;
  /** Heading level of the product name (the drawer's lines sit under its h2). */
  headingLevel?: 2 | 3;
  onIncrease: () => void;
  onDecrease: () => void;
  onRemove: () => void;
};

/** One cart line: picture, what was chosen, quantity 1 to `max`, line total and Remove (after a confirm). */
export function CartLine({
  line,
  max,
  busy = false,
  message,
  headingLevel = 2,
  onIncrease,
  onDecrease,
  onRemove,
}: CartLineProps) {
  const [overMax, setOverMax] = useState(false);
  const title = `${line.name} ${line.model}`.trim();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const alert = overMax ? overMaxMessage(line, max) : message;
  const note = stockNote(line, max);
  return (
    <li className="cart-line" aria-label={title} aria-busy={busy}>
      <img className="cart-line-image" src={line.imageUrl} alt="" width={96} height={96} />
      <div className="cart-line-info">
        <Heading className="cart-line-name">{line.path ? <Link to={line.path}>{line.name}</Link> : line.name}</Heading>
        <p className="cart-line-model">{line.model}</p>
        <dl className="cart-line-options">
          <div>
            <dt>Colour</dt>
            <dd>{line.colorName}</dd>
          </div>
          {line.size ? (
            <div>
              <dt>Size</dt>
              <dd>{line.size}</dd>
            </div>
          ) : null}
          {line.strapColor ? (
            <div>
              <dt>Strap</dt>
              <dd>{line.strapColor}</dd>
            </div>
          ) : null}
        </dl>
        <p className="cart-line-unit">{`${line.unitPrice} each`}</p>
        {line.offerProducts.length > 0 ? (
          <ul className="cart-line-offers" aria-label="Comes with">
            {line.offerProducts.map((offer) => (
              <li key={offer.name}>{`+ ${offer.name} (${offer.price} each)`}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="cart-line-actions">
        <QuantityStepper
          label={`Quantity of ${title}`}
          value={line.quantity}
          min={MIN_QUANTITY_PER_LINE}
          max={lineMax(line, max)}
          disabled={busy}
          onChange={(next) => {
            setOverMax(false);
            if (next > line.quantity) onIncrease();
            else onDecrease();
          }}
          onOverMax={() => setOverMax(true)}
        />
        {alert ? (
          <p className="field-message" role="alert">
            {alert}
          </p>
        ) : note ? (
          <p className="field-message cart-line-stock">{note}</p>
        ) : null}
        <p className="cart-line-total">{line.lineTotal}</p>
        <button
          type="button"
          className="button button-link"
          aria-label={`Remove ${title}`}
          disabled={busy}
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
