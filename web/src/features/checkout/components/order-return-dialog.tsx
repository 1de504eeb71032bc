// Request return / replacement (offered within 7 days of delivery): the kind and the reason, checked
// with the shop's rule before they are sent; the server's refusal (the window closed) is shown here.
import { useId, useState, type FormEvent } from 'react';
import {
  RETURN_KINDS,
  RETURN_KIND_LABELS,
  RETURN_REASON_MAX_LENGTH,
  parseReturnRequest,
  type ReturnKind,
} from '@shop/commerce/checkout/order-lifecycle';
import { useRequestMyOrderReturnMutation } from '@/generated/operations/request-my-order-return.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { firstUserError } from '@/lib/user-errors.ts';
import { TRACKING_TEXTS } from '@/features/checkout/lib/order-tracking.ts';
import { OrderDialog } from './order-dialog.tsx';

export function OrderReturnDialog({
  orderId,
  onClose,
  onDone,
}: {
  orderId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [requestReturn, { loading }] = useRequestMyOrderReturnMutation({ refetchQueries: 'active' });
  const [kind, setKind] = useState<ReturnKind | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const reasonId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parseReturnRequest({ kind, reason });
    if (!checked.ok) {
      setError({ field: checked.field ?? null, message: checked.message });
      return;
    }
    setError(null);
    try {
      const result = await requestReturn({
        variables: {
          input: {
            orderId,
            kind: checked.value.kind === 'replacement' ? 'REPLACEMENT' : 'RETURN',
            reason: checked.value.reason,
          },
        },
      });
      const refused = firstUserError(result.data?.requestOrderReturn.userErrors);
      if (refused || !result.data?.requestOrderReturn.order) {
        setError(refused ?? { field: null, message: TRACKING_TEXTS.failed });
        return;
      }
      onDone(TRACKING_TEXTS.returnSent);
    } catch (failure) {
      console.warn('[checkout] requestOrderReturn failed', failure);
      setError({ field: null, message: TRACKING_TEXTS.failed });
    }
  };

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  return (
    <OrderDialog title={TRACKING_TEXTS.returnHeading} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="order-return-kinds" aria-invalid={fieldError('kind') ? true : undefined}>
          <legend>{TRACKING_TEXTS.returnKindLegend}</legend>
          {RETURN_KINDS.map((k) => (
            <label key={k}>
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {RETURN_KIND_LABELS[k]}
            </label>
          ))}
          {fieldError('kind') ? (
            <p className="field-message" role="alert">
              {fieldError('kind')}
            </p>
          ) : null}
        </fieldset>
        <div className="field">
          <label htmlFor={reasonId}>{TRACKING_TEXTS.returnReasonLabel}</label>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={RETURN_REASON_MAX_LENGTH}
            value={reason}
            aria-invalid={fieldError('reason') ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {fieldError('reason') ? (
            <p className="field-message" role="alert">
              {fieldError('reason')}
            </p>
          ) : null}
        </div>
        <FormMessage error={error && error.field !== 'kind' && error.field !== 'reason' ? error.message : null} />
        <div className="order-dialog-actions">
          <button type="submit" className="button button-primary" disabled={loading}>
            {TRACKING_TEXTS.returnSubmit}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {TRACKING_TEXTS.close}
          </button>
        </div>
      </form>
    </OrderDialog>
  );
}
