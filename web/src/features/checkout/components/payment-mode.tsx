import type { PaymentChoice } from '@/features/checkout/lib/checkout-choices.ts';

type PaymentModeProps = {
  value: PaymentChoice;
  /** The prepaid discount on offer, e.g. '₹100'; null when none. */
  prepaidOffer: string | null;
  onChange: (mode: PaymentChoice) => void;
};

/** Payment mode: none chosen at first, cash on delivery, or prepaid (with its discount). */
export function PaymentMode({ value, prepaidOffer, onChange }: PaymentModeProps) {
  return (
    <fieldset className="checkout-card payment-mode">
      <legend>Payment mode</legend>
      <label className="radio-row">
        <input
          type="radio"
          name="payment-mode"
          checked={value === 'CASH_ON_DELIVERY'}
          onChange={() => onChange('CASH_ON_DELIVERY')}
        />
        Cash on delivery
      </label>
      <label className="radio-row">
        <input type="radio" name="payment-mode" checked={value === 'PREPAID'} onChange={() => onChange('PREPAID')} />
        {prepaidOffer ? `Prepaid (card, UPI, net banking): save ${prepaidOffer}` : 'Prepaid (card, UPI, net banking)'}
      </label>
    </fieldset>
  );
}
