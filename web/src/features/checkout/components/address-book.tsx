import { useState } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import type { AddressBook_ViewerFragment, AddressCard_AddressFragment } from '@/generated/graphql.ts';
import { useDeleteAddressMutation } from '@/generated/operations/delete-address.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import {
  ADDRESS_SAVED_MESSAGE,
  ADDRESS_DELETE_CONFIRM,
  ADDRESS_DELETE_FAILED_MESSAGE,
  NO_ADDRESSES_MESSAGE,
} from '@/features/checkout/checkout-constants.ts';
import { AddressModal, type AddressModalMode } from './address-modal.tsx';
import './checkout.css';

type AddressBookProps = {
  viewer: AddressBook_ViewerFragment;
  /** After a save or a delete: the screen refetches its query. */
  onChanged: () => Promise<unknown>;
};

function AddressCard({
  address,
  onEdit,
  onDelete,
  busy,
}: {
  address: AddressCard_AddressFragment;
  onEdit: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  return (
    <li className="address-card" aria-label={`${address.name}, ${address.pincode}`}>
      <p className="address-card-name">
        <span>{address.firstName}</span> <span>{address.lastName}</span>
        {address.isPrimary ? <span className="address-badge">Primary</span> : null}
      </p>
      <p>{address.address}</p>
      <p>
        {address.city}, {address.state} {address.pincode}
      </p>
      {address.gstNumber ? <p className="address-card-meta">GST: {address.gstNumber}</p> : null}
      <div className="address-card-actions">
        <button type="button" className="button button-secondary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="button button-secondary" onClick={onDelete} disabled={busy}>
          Delete
        </button>
      </div>
    </li>
  );
}

/** The saved addresses (delivery, then billing) with Edit, Delete and 'Add Address'. */
export function AddressBook({ viewer, onChanged }: AddressBookProps) {
  const [mode, setMode] = useState<AddressModalMode | null>(null);
  const [remove, removing] = useDeleteAddressMutation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const none = viewer.deliveryAddresses.length === 0 && viewer.billingAddresses.length === 0;

  const onDelete = async (address: AddressCard_AddressFragment) => {
    if (!window.confirm(ADDRESS_DELETE_CONFIRM)) return;
    setError(null);
    setSaved(null);
    try {
      const result = await remove({ variables: { id: address.id } });
      const problem = firstUserError(result.data?.deleteAddress.userErrors);
      if (problem) setError(problem.message);
      await onChanged();
    } catch (failure) {
      console.warn('[checkout] delete address failed', failure);
      setError(ADDRESS_DELETE_FAILED_MESSAGE);
    }
  };

  const section = (
    title: string,
    list: readonly AddressCard_AddressFragment[],
    kind: 'edit-delivery' | 'edit-billing',
  ) =>
    list.length === 0 ? null : (
      <section className="address-section" aria-label={title}>
        <h2>{title}</h2>
        <ul className="address-grid">
          {list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={removing.loading}
              onEdit={() => setMode({ kind, address })}
              onDelete={() => void onDelete(address)}
            />
          ))}
        </ul>
      </section>
    );

  return (
    <div className="address-book">
      <div className="address-book-bar">
        <button type="button" className="button button-primary" onClick={() => setMode({ kind: 'add' })}>
          Add Address
        </button>
      </div>
      <FormMessage error={error} success={saved} />
      {none ? <p className="empty-state">{NO_ADDRESSES_MESSAGE}</p> : null}
      {section('Delivery addresses', viewer.deliveryAddresses, 'edit-delivery')}
      {section('Billing addresses', viewer.billingAddresses, 'edit-billing')}
      {mode ? (
        <AddressModal
          mode={mode}
          needsBilling={viewer.billingAddresses.length === 0}
          firstAddress={none}
          onClose={() => setMode(null)}
          onSaved={(message) => {
            setMode(null);
            setSaved(message ?? ADDRESS_SAVED_MESSAGE);
            void onChanged();
          }}
        />
      ) : null}
    </div>
  );
}
