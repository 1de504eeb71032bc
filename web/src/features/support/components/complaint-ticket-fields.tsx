import { SelectField, TextAreaField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { ComplaintForm_QueryFragment } from '@/generated/graphql.ts';
import type { PurchaseDateState } from '@/features/support/hooks/use-purchase-date.ts';
import type { ComplaintValues } from '@/features/support/lib/complaint-form.ts';
import { SUPPORT_ERRORS } from '@shop/commerce/support/messages';
import { ORDER_LOOKUP_FAILED_MESSAGE } from '@/features/support/support-constants.ts';
import { formatShopDate } from '@shop/commerce/dates';

type TicketFieldsProps = {
  choices: ComplaintForm_QueryFragment;
  values: ComplaintValues;
  onChange: (field: keyof ComplaintValues, value: string) => void;
  ticked: ReadonlySet<string>;
  onTick: (id: string, checked: boolean) => void;
  checklistRequired: boolean;
  purchase: PurchaseDateState;
  /** A logged-in customer: the date is looked up (their own orders only); a guest's is the order's, on the server. */
  signedIn: boolean;
  /** The order id box was left: look its purchase date up. */
  onOrderIdDone: () => void;
};

/** A guest cannot look an order's date up (it is the owner's): the server takes it from the order. */
const GUEST_PURCHASE_DATE_NOTE = 'Taken from your order when you submit';

const PURCHASE_NOTE: Record<PurchaseDateState['status'], string | null> = {
  idle: null,
  loading: null,
  found: null,
  unknown: SUPPORT_ERRORS.unknownOrder.message,
  failed: ORDER_LOOKUP_FAILED_MESSAGE,
};

/** Complaint type (with the checklist when it requires one), product and colour, order, subject, description. */
export function ComplaintTicketFields({
  choices,
  values,
  onChange,
  ticked,
  onTick,
  checklistRequired,
  purchase,
  signedIn,
  onOrderIdDone,
}: TicketFieldsProps) {
  const product = choices.complaintProducts.find((p) => p.id === values.productId);
  const sameOrder = purchase.orderId === values.orderId.trim();
  return (
    <>
      <SelectField
        label="Complaint type"
        name="complaintTypeId"
        placeholder="Select a complaint type"
        options={choices.complaintTypes.map((t) => ({ value: t.id, label: t.name }))}
        value={values.complaintTypeId}
        onChange={(event) => onChange('complaintTypeId', event.target.value)}
        className="field-wide"
        required
      />
      {checklistRequired ? (
        <fieldset className="support-checklist field-wide">
          <legend>Before we take the device in, please confirm every point</legend>
          {choices.complaintChecklist.map((item) => (
            <label key={item.id} className="checkbox-row">
              <input
                type="checkbox"
                name="checklist"
                value={item.id}
                checked={ticked.has(item.id)}
                onChange={(event) => onTick(item.id, event.target.checked)}
                required
              />
              <span>{item.text}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <SelectField
        label="Product"
        name="productId"
        placeholder="Select a product"
        options={choices.complaintProducts.map((p) => ({ value: p.id, label: p.name }))}
        value={values.productId}
        onChange={(event) => onChange('productId', event.target.value)}
        required
      />
      <SelectField
        label="Colour"
        name="colorId"
        placeholder={product ? 'Select a colour' : 'Select a product first'}
        options={(product?.colors ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={values.colorId}
        onChange={(event) => onChange('colorId', event.target.value)}
        disabled={!product}
        required
      />
      <TextField
        label="Order id"
        name="orderId"
        autoComplete="off"
        placeholder="e.g. LUM2510180001"
        value={values.orderId}
        onChange={(event) => onChange('orderId', event.target.value)}
        onBlur={onOrderIdDone}
        error={sameOrder ? PURCHASE_NOTE[purchase.status] : null}
        required
      />
      <TextField
        label="Purchase date"
        name="purchaseDate"
        value={sameOrder ? formatShopDate(purchase.date) : ''}
        placeholder={
          !signedIn
            ? GUEST_PURCHASE_DATE_NOTE
            : sameOrder && purchase.status === 'loading'
              ? 'Looking up your order…'
              : 'Filled from the order id'
        }
        readOnly
        required={signedIn}
      />
      <TextField
        label="Invoice number"
        name="invoiceNumber"
        autoComplete="off"
        value={values.invoiceNumber}
        onChange={(event) => onChange('invoiceNumber', event.target.value)}
        required
      />
      <TextField
        label="Subject"
        name="subject"
        value={values.subject}
        onChange={(event) => onChange('subject', event.target.value)}
        required
      />
      <TextAreaField
        label="Describe the problem"
        name="description"
        value={values.description}
        onChange={(event) => onChange('description', event.target.value)}
        className="field-wide"
        required
      />
    </>
  );
}
