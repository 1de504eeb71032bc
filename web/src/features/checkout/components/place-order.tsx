import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CHECKOUT_ERRORS } from '@shop/commerce/checkout/messages';
import type { CheckoutSummary_SummaryFragment } from '@/generated/graphql.ts';
import { usePlaceOrderMutation } from '@/generated/operations/place-order.ts';
import { referralToken } from '../referral/referral-token.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError } from '@/lib/user-errors.ts';
import { submitProblem, summaryInput, type CheckoutChoices } from '@/features/checkout/lib/checkout-choices.ts';
import { checkoutAttempts } from '@/features/checkout/lib/checkout-attempt.ts';
import { submitPaymentForm } from '@/features/checkout/lib/payment-form.ts';
import { PaymentSubmit } from './payment-submit.tsx';

type PlaceOrderProps = {
  summary: CheckoutSummary_SummaryFragment;
  choices: CheckoutChoices;
  /** The summary is being refreshed for a new choice: its figures are not the ones to send yet. */
  stale: boolean;
};

/** Refusals after which the cart or its figures changed on the server: the screen loads them again. */
const CHANGED_ON_SERVER = new Set(['OUT_OF_STOCK', 'CART_CHANGED', 'PRICE_CHANGED', 'IDEMPOTENCY_CONFLICT']);

/**
 * Place Order: the spec's checks, then cash on delivery opens the confirmation, prepaid posts to the
 * gateway. Each submit carries the checkout attempt's idempotency key (the same request, the same key).
 */
export function PlaceOrder({ summary, choices, stale }: PlaceOrderProps) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [placeOrder] = usePlaceOrderMutation();
  const attempts = useRef(checkoutAttempts()).current;
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const deliveryAddressId = summary.deliveryAddress?.id ?? null;

  // A new address or payment mode answers the previous refusal: it goes until the next submit.
  useEffect(() => setMessage(null), [deliveryAddressId, choices.paymentMode]);

  const submit = async () => {
    const problem = submitProblem({
      itemCount: summary.itemCount,
      deliveryAddressId,
      paymentMode: choices.paymentMode,
      deliverable: summary.delivery?.deliverable ?? null,
    });
    setMessage(problem);
    if (problem || working || stale) return;
    setWorking(true);
    try {
      const request = {
        ...summaryInput(choices),
        deliveryAddressId,
        expectedAmountPayable: summary.amountPayable.amount,
      };
      const referral = referralToken();
      const input = {
        ...request,
        idempotencyKey: attempts.keyFor(request),
        ...(referral ? { referralToken: referral } : {}),
      };
      const result = await placeOrder({ variables: { input } });
      const payload = result.data?.placeOrder;
      const refused = firstUserError(payload?.userErrors);
      if (!payload || refused || !payload.orderId) {
        setMessage(refused?.message ?? CHECKOUT_ERRORS.orderFailed.message);
        setWorking(false);
        const code = payload?.userErrors[0]?.code;
        if (code && CHANGED_ON_SERVER.has(code)) void client.refetchQueries({ include: 'active' });
        return;
      }
      attempts.placed();
      if (payload.paymentRedirect) {
        submitPaymentForm(payload.paymentRedirect);
        return; // the browser leaves for the gateway; 'Please wait.......' stays until then
      }
      void navigate(paths.orderConfirmation.href(payload.orderId));
    } catch (failure) {
      console.warn('[checkout] placeOrder failed', failure);
      setMessage(CHECKOUT_ERRORS.orderFailed.message);
      setWorking(false);
    }
  };

  return (
    <PaymentSubmit message={message} working={working} disabled={working || stale} large onSubmit={() => void submit()}>
      Place Order
    </PaymentSubmit>
  );
}
