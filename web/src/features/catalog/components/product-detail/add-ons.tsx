import { useId } from 'react';
import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';

type AddOnsProps = {
  addOns: ProductDetail_ProductFragment['addOns'];
  selected: readonly string[];
  onToggle: (id: string) => void;
};

/** Optional extras; the chosen ones go into the cart as their own lines on Buy Now. */
export function AddOns({ addOns, selected, onToggle }: AddOnsProps) {
  const id = useId();
  if (addOns.length === 0) return null;
  return (
    <fieldset className="add-ons">
      <legend>Add-ons</legend>
      <ul>
        {addOns.map((a, i) => (
          <li key={a.id}>
            <input
              id={`${id}-${i}`}
              type="checkbox"
              checked={selected.includes(a.id)}
              onChange={() => onToggle(a.id)}
            />
            <label htmlFor={`${id}-${i}`}>
              <img src={a.imageUrl} alt="" width={48} height={48} loading="lazy" />
              <span className="add-on-name">{`${a.name} (${a.model})`}</span>
              <span className="add-on-price">{a.price.formatted}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
