// The dialog of a lifecycle move for one order or several: shipping asks for the courier and
// tracking link (common) and each order's AWB number, checked with the lifecycle's rule before it is
// sent; the other moves ask for a confirmation and an optional note for the timeline. The report of
// the move (how many went, why each other did not) is announced and handed to the page.
import { useState, type FormEvent } from 'react';
import './orders.css';
import { TRANSITION_NOTE_MAX_LENGTH } from '@shop/commerce/checkout/order-lifecycle';
import { TextAreaField } from '@/components/ui/choice-fields.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { OrderLifecycleStatus, AdminTransitionOrdersInput } from '@/generated/graphql.ts';
import { useAdminOrderTransitionMutation } from '@/generated/operations/admin-order-transition.ts';
import { AdminDialog } from '@/features/admin/components/admin-dialog.tsx';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import {
  TRANSITION_ACTIONS,
  checkShipment,
  transitionReport,
  type ShipmentField,
  type TransitionReport,
} from './transitions.ts';

type TransitionDialogProps = {
  to: OrderLifecycleStatus | null;
  orderIds: readonly string[];
  onClose: () => void;
  /** After a move that reached the server (some orders may have been refused). */
  onDone: (report: TransitionReport) => void;
};

export function TransitionDialog({ to, orderIds, onClose, onDone }: TransitionDialogProps) {
  const action = to ? TRANSITION_ACTIONS[to] : undefined;
  const title = action
    ? `${action.label}: ${many(orderIds) ? `${orderIds.length} orders` : `order ${orderIds[0] ?? ''}`}`
    : '';
  return (
    <AdminDialog title={title} open={Boolean(action)} onClose={onClose}>
      {to && action ? <TransitionForm to={to} orderIds={orderIds} onClose={onClose} onDone={onDone} /> : null}
    </AdminDialog>
  );
}

function TransitionForm({ to, orderIds, onClose, onDone }: TransitionDialogProps & { to: OrderLifecycleStatus }) {
  const action = TRANSITION_ACTIONS[to]!;
  const [transition, { loading }] = useAdminOrderTransitionMutation();
  const [courierName, setCourierName] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [awbNumbers, setAwbNumbers] = useState<Record<string, string>>({});
  const [separate, setSeparate] = useState(false);
  const [perOrder, setPerOrder] = useState<Record<string, { courierName?: string; trackingUrl?: string }>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ShipmentField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    let input: AdminTransitionOrdersInput;
    if (action.kind === 'shipment') {
      const checked = checkShipment(orderIds, {
        courierName,
        trackingUrl,
        awbNumbers,
        perOrder: separate ? perOrder : null,
      });
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      input = checked.input;
    } else {
      input = { orderIds: [...orderIds], to, ...(note.trim() ? { note: note.trim() } : {}) };
    }
    setErrors({});
    try {
      const { data } = await transition({ variables: { input } });
      const payload = data?.adminTransitionOrders;
      if (!payload) {
        setProblem(consoleErrorMessage(null));
        return;
      }
      const report = transitionReport(action, payload.results, payload.userErrors);
      if (!many(orderIds) && payload.userErrors.length > 0) {
        // One order: keep the dialog open with the refusal beside its box or above the buttons.
        const refusal = payload.userErrors[0]!;
        const field = refusal.field?.at(-1);
        if (field === 'awbNumber') setErrors({ [`awb:${orderIds[0]}`]: refusal.message });
        else if (field === 'courierName' || field === 'trackingUrl') setErrors({ [field]: refusal.message });
        else setProblem(refusal.message);
        return;
      }
      onDone(report);
    } catch (error) {
      setProblem(consoleErrorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{action.consequence}</p>
      {action.kind === 'shipment' ? (
        <>
          {many(orderIds) ? (
            <label className="admin-order-separate">
              <input type="checkbox" checked={separate} onChange={(e) => setSeparate(e.target.checked)} />
              Each order has its own courier and tracking link
            </label>
          ) : null}
          {separate ? null : (
            <>
              <TextField
                label="Courier"
                value={courierName}
                onChange={(e) => setCourierName(e.target.value)}
                error={errors.courierName ?? null}
                autoComplete="off"
                maxLength={60}
                required
              />
              <TextField
                label="Tracking link"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={trackingUrl}
                onChange={(e) => setTrackingUrl(e.target.value)}
                error={errors.trackingUrl ?? null}
                hint={many(orderIds) ? 'The courier’s tracking page, the same for every order here.' : undefined}
                maxLength={500}
                required
              />
            </>
          )}
          {orderIds.map((orderId) => {
            const awb = (
              <TextField
                key={`awb-${orderId}`}
                label={`AWB number of ${orderId}`}
                value={awbNumbers[orderId] ?? ''}
                onChange={(e) => setAwbNumbers((current) => ({ ...current, [orderId]: e.target.value }))}
                error={errors[`awb:${orderId}`] ?? null}
                autoComplete="off"
                maxLength={30}
                required
              />
            );
            if (!separate) return awb;
            const own = perOrder[orderId] ?? {};
            const change = (field: 'courierName' | 'trackingUrl', value: string) =>
              setPerOrder((current) => ({ ...current, [orderId]: { ...current[orderId], [field]: value } }));
            return (
              <fieldset key={orderId} className="admin-order-shipment">
                <legend>{`Order ${orderId}`}</legend>
                <TextField
                  label={`Courier of ${orderId}`}
                  value={own.courierName ?? ''}
                  onChange={(e) => change('courierName', e.target.value)}
                  error={errors[`courier:${orderId}`] ?? null}
                  autoComplete="off"
                  maxLength={60}
                  required
                />
                <TextField
                  label={`Tracking link of ${orderId}`}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={own.trackingUrl ?? ''}
                  onChange={(e) => change('trackingUrl', e.target.value)}
                  error={errors[`link:${orderId}`] ?? null}
                  maxLength={500}
                  required
                />
                {awb}
              </fieldset>
            );
          })}
        </>
      ) : (
        <TextAreaField
          label="Note for the timeline (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={TRANSITION_NOTE_MAX_LENGTH}
          rows={2}
        />
      )}
      <div aria-live="polite">
        <FormMessage error={problem} />
      </div>
      <div className="admin-form-actions">
        <button
          type="submit"
          className={action.grave ? 'button button-primary admin-order-grave' : 'button button-primary'}
          disabled={loading}
        >
          {loading ? 'Saving…' : action.label}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

const many = (orderIds: readonly string[]) => orderIds.length > 1;
