import { useState } from 'react';
import { CATALOG_MESSAGES } from '@shop/commerce/catalog/messages';
import { FormMessage } from '@/components/ui/form-message.tsx';
import type { AddressBook_ViewerFragment } from '@/generated/graphql.ts';
import { ADDRESS_SAVED_MESSAGE } from '@/features/checkout/checkout-constants.ts';
import { AddressModal, type AddressModalMode } from './address-modal.tsx';

type CheckoutAddressesProps = {
  viewer: AddressBook_ViewerFragment;
  /** The address the summary is for (the chosen one, else the primary one). */
  selectedId: string | null;
  deliveryDays: string | null;
  onSelect: (id: string) => void;
  onChanged: () => Promise<unknown>;
};

/**
 * How long delivery takes to the chosen address; where the shop does not deliver, upstream's days
 * text is its refusal, said as a warning (not "Delivery in No delivery at this pincode" in green).
 */
function DeliveryLine({ days }: { days: string }) {
  if (days.trim() === CATALOG_MESSAGES.noDelivery) {
    return (
      <p className="checkout-delivery-days" data-deliverable="false" role="status">
        {CATALOG_MESSAGES.noDelivery}
      </p>
    );
  }
  return (
    <p className="checkout-delivery-days" role="status">
      {`Delivery in ${days}`}
    </p>
  );
}

/** Billing address with GST, and the delivery address choice (primary preselected), with the modal. */
export function CheckoutAddresses({ viewer, selectedId, deliveryDays, onSelect, onChanged }: CheckoutAddressesProps) {
  const [mode, setMode] = useState<AddressModalMode | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const billing = viewer.billingAddresses[0] ?? null;
  const none = viewer.deliveryAddresses.length === 0 && viewer.billingAddresses.length === 0;
  return (
    <>
      <section className="checkout-card" aria-labelledby="billing-heading">
        <h2 id="billing-heading">Billing address</h2>
        {billing ? (
          <>
            <p className="address-card-name">{billing.name}</p>
            <p>{`${billing.address}, ${billing.city}, ${billing.state} ${billing.pincode}`}</p>
            <p className="address-card-meta">{billing.gstNumber ? `GST: ${billing.gstNumber}` : 'No GST number'}</p>
            <div className="address-card-actions">
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setMode({ kind: 'edit-billing', address: billing })}
              >
                Edit billing address
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setMode({ kind: 'gst', address: billing })}
              >
                Manage GST
              </button>
            </div>
          </>
        ) : (
          <p>Add an address to place your order.</p>
        )}
      </section>
      <fieldset className="checkout-card delivery-choice">
        <legend>Delivery address</legend>
        {viewer.deliveryAddresses.map((address) => (
          <div key={address.id} className="delivery-option">
            <label className="radio-row">
              <input
                type="radio"
                name="delivery-address"
                checked={address.id === selectedId}
                onChange={() => onSelect(address.id)}
              />
              <span>
                <strong>{address.name}</strong>
                {`, ${address.address}, ${address.city}, ${address.state} ${address.pincode}`}
              </span>
            </label>
            <button
              type="button"
              className="button button-link"
              aria-label={`Edit address of ${address.name}, ${address.pincode}`}
              onClick={() => setMode({ kind: 'edit-delivery', address })}
            >
              Edit
            </button>
          </div>
        ))}
        {deliveryDays ? <DeliveryLine days={deliveryDays} /> : null}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSaved(null);
            setMode({ kind: 'add' });
          }}
        >
          Add new address
        </button>
      </fieldset>
      <FormMessage success={saved} />
      {mode ? (
        <AddressModal
          mode={mode}
          needsBilling={billing === null}
          firstAddress={none}
          onClose={() => setMode(null)}
          onSaved={(message) => {
            setMode(null);
            setSaved(message ?? ADDRESS_SAVED_MESSAGE);
            void onChanged();
          }}
        />
      ) : null}
    </>
  );
}
