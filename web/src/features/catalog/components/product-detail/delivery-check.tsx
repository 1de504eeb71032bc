import { useId, useState, type FormEvent } from 'react';
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { CONTACT_MESSAGES, digitsOnly, isPincode, PINCODE_DIGITS } from '@shop/commerce/contact';
import { useDeliveryCheckLazyQuery } from '@/generated/operations/delivery-check.ts';

/** Pincode box and Check: shows the delivery days at that pincode or that it is not delivered to. */
export function DeliveryCheck({ productId }: { productId: string }) {
  const id = useId();
  const [pincode, setPincode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, { data, loading, error }] = useDeliveryCheckLazyQuery();

  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    const value = pincode.trim();
    if (value === '') return setProblem(CATALOG_MESSAGES.pincodeRequired);
    if (!isPincode(value)) return setProblem(CONTACT_MESSAGES.pincodeInvalid);
    setProblem(null);
    void check({ variables: { productId, pincode: value } }).catch(() => undefined);
  };

  const estimate = !problem && !loading ? data?.deliveryEstimate : undefined;
  return (
    <form className="delivery-check" onSubmit={onSubmit} noValidate>
      <label htmlFor={id}>Check delivery</label>
      <div className="delivery-row">
        <input
          id={id}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="Enter pincode"
          maxLength={PINCODE_DIGITS}
          value={pincode}
          onChange={(e) => setPincode(digitsOnly(e.target.value))}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className="button button-secondary" disabled={loading}>
          {loading ? 'Checking…' : 'Check'}
        </button>
      </div>
      <div id={`${id}-result`}>
        {problem ? (
          <p className="field-message" role="alert">
            {problem}
          </p>
        ) : error && !loading ? (
          <p className="field-message" role="alert">
            Could not check delivery right now. Please try again.
          </p>
        ) : estimate ? (
          <p className={estimate.deliverable ? 'delivery-ok' : 'field-message'} role="status">
            {estimate.deliverable ? `Estimated delivery: ${estimate.message}` : estimate.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
