import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { PLACING_ORDER_MESSAGE } from '@/features/checkout/checkout-constants.ts';

type PaymentSubmitProps = {
  /** The refusal to show (role alert), or null. */
  message: string | null;
  /** The order is on its way: 'Please wait.......' (role status) and a spinner in the button. */
  working: boolean;
  disabled: boolean;
  large?: boolean;
  onSubmit: () => void;
  children: ReactNode;
};

/** The button that sends an order or its payment, with its refusal above and its wait while it runs. */
export function PaymentSubmit({ message, working, disabled, large = false, onSubmit, children }: PaymentSubmitProps) {
  return (
    <div className="place-order">
      {message ? (
        <p className="form-message form-error" role="alert">
          {message}
        </p>
      ) : null}
      {working ? (
        <p className="place-order-wait" role="status">
          {PLACING_ORDER_MESSAGE}
        </p>
      ) : null}
      <button
        type="button"
        className={large ? 'button button-accent button-large' : 'button button-accent'}
        disabled={disabled}
        onClick={onSubmit}
      >
        {working ? <Spinner /> : null}
        {children}
      </button>
    </div>
  );
}
