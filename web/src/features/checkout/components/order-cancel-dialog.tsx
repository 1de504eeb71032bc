// Cancel order: a confirmation before the order is cancelled (only offered before it ships). The
// server decides; its refusal (shipped in the meantime) is shown in the dialog.
import { useState } from 'react';
import { useCancelMyOrderMutation } from '@/generated/operations/cancel-my-order.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { firstUserError } from '@/lib/user-errors.ts';
import { TRACKING_TEXTS } from '@/features/checkout/lib/order-tracking.ts';
import { OrderDialog } from './order-dialog.tsx';

export function OrderCancelDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: string;
  onClose: () => void;
  /** Called once the order is cancelled. */
  onDone: (message: string) => void;
}) {
  const [cancelOrder, { loading }] = useCancelMyOrderMutation({ refetchQueries: 'active' });
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const result = await cancelOrder({ variables: { orderId } });
      const refused = firstUserError(result.data?.cancelOrder.userErrors);
      if (refused || !result.data?.cancelOrder.order) {
        setError(refused?.message ?? TRACKING_TEXTS.failed);
        return;
      }
      onDone(TRACKING_TEXTS.cancelled);
    } catch (failure) {
      console.warn('[checkout] cancelOrder failed', failure);
      setError(TRACKING_TEXTS.failed);
    }
  };

  return (
    <OrderDialog title={TRACKING_TEXTS.cancelButton} role="alertdialog" onClose={onClose}>
      <p>{TRACKING_TEXTS.cancelQuestion}</p>
      <FormMessage error={error} />
      <div className="order-dialog-actions">
        <button type="button" className="button button-primary" disabled={loading} onClick={() => void confirm()}>
          {TRACKING_TEXTS.cancelConfirm}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {TRACKING_TEXTS.keepOrder}
        </button>
      </div>
    </OrderDialog>
  );
}
