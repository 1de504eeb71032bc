import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSubscribePopupDiscountQuery } from '@/generated/operations/subscribe-popup-discount.ts';
import { useSubscribePopupMutation } from '@/generated/operations/subscribe-popup.ts';
import { useScrollLock } from '@/lib/scroll-lock.ts';
import { firstUserError, formFieldOf } from '@/lib/user-errors.ts';
import { CONTENT_MESSAGES } from '@shop/commerce/content/messages';
import { SUBSCRIBE_FAILED_MESSAGE } from '@/features/content/content-constants.ts';
import type { PopupFields } from '@shop/commerce/content/subscription-forms';
import { popupProblem } from '@/features/content/lib/subscribe-form.ts';
import './subscribe-popup.css';

const POPUP_TITLE = 'Subscribe and save';

type SubscribePopupProps = {
  /** The dialog, or the small tab that reopens it (after Minimise). */
  mode: 'open' | 'tab';
  onClose: () => void;
  onMinimize: () => void;
  onReopen: () => void;
  /** After a successful subscription (the popup is not offered again). */
  onSubscribed: () => void;
  /** The tab takes the focus (it replaced the dialog the user was in). */
  focusTab?: boolean;
};

/** The site-wide subscribe popup (its own chunk, loaded when it first shows). */
export default function SubscribePopup({
  mode,
  onClose,
  onMinimize,
  onReopen,
  onSubscribed,
  focusTab = false,
}: SubscribePopupProps) {
  if (mode === 'tab') return <PopupTab onReopen={onReopen} focus={focusTab} />;
  return <SubscribeDialog onClose={onClose} onMinimize={onMinimize} onSubscribed={onSubscribed} />;
}

function PopupTab({ onReopen, focus }: { onReopen: () => void; focus: boolean }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  return (
    <button ref={button} type="button" className="subscribe-tab" aria-haspopup="dialog" onClick={onReopen}>
      {POPUP_TITLE}
    </button>
  );
}

type FieldName = keyof PopupFields;
const FIELDS: readonly FieldName[] = ['name', 'email', 'phone'];

function SubscribeDialog({
  onClose,
  onMinimize,
  onSubscribed,
}: Pick<SubscribePopupProps, 'onClose' | 'onMinimize' | 'onSubscribed'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const headingId = useId();
  const [fields, setFields] = useState<PopupFields>({ name: '', email: '', phone: '' });
  const [fieldError, setFieldError] = useState<{ field: FieldName; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const { data } = useSubscribePopupDiscountQuery();
  const [subscribe, { loading }] = useSubscribePopupMutation();
  useScrollLock(true);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (!node.open) node.showModal();
    inputs.current.name?.focus();
    return () => node.close();
  }, []);

  const set = (field: FieldName, value: string): void => {
    setFields((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setError(null);
    const problem = popupProblem(fields);
    setFieldError(problem);
    if (problem) {
      inputs.current[problem.field]?.focus();
      return;
    }
    try {
      const { data: result } = await subscribe({
        variables: { input: { name: fields.name.trim(), email: fields.email.trim(), phone: fields.phone.trim() } },
      });
      const payload = result?.subscribePopup;
      if (payload?.ok) {
        setSuccess(payload.message ?? CONTENT_MESSAGES.popupSubscribed);
        onSubscribed();
        return;
      }
      const refused = firstUserError(payload?.userErrors);
      const field = formFieldOf(FIELDS, refused?.field);
      if (refused && field) setFieldError({ field, message: refused.message });
      else setError(refused?.message ?? SUBSCRIBE_FAILED_MESSAGE);
    } catch (failure) {
      console.warn('[content] popup subscription failed', failure);
      setError(SUBSCRIBE_FAILED_MESSAGE);
    }
  };

  const discount = data?.subscriptionDiscount;
  const errorOf = (field: FieldName): string | null => (fieldError?.field === field ? fieldError.message : null);
  return (
    <dialog
      ref={dialog}
      className="subscribe-popup"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="subscribe-popup-bar">
        <button type="button" className="icon-button" aria-label="Minimise" onClick={onMinimize}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 12h12" />
          </svg>
        </button>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          <svg
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <h2 id={headingId}>{POPUP_TITLE}</h2>
      <p className="subscribe-popup-offer">
        {discount
          ? `Subscribe and we will mail you a personal code for ${discount.percent}% off one order, valid for ${discount.validDays} days.`
          : 'Subscribe and we will mail you a personal discount code.'}
      </p>
      {success ? (
        <FormMessage success={success} />
      ) : (
        <form className="subscribe-popup-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={loading}>
          <TextField
            ref={(node) => void (inputs.current.name = node)}
            label="Name"
            name="name"
            autoComplete="name"
            value={fields.name}
            onChange={(event) => set('name', event.target.value)}
            error={errorOf('name')}
            required
          />
          <TextField
            ref={(node) => void (inputs.current.email = node)}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={fields.email}
            onChange={(event) => set('email', event.target.value)}
            error={errorOf('email')}
            required
          />
          <TextField
            ref={(node) => void (inputs.current.phone = node)}
            label="Mobile number"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={fields.phone}
            onChange={(event) => set('phone', event.target.value)}
            error={errorOf('phone')}
            hint="10 digits"
            required
          />
          <FormMessage error={error} />
          <button type="submit" className="button button-primary" disabled={loading}>
            {loading ? <Spinner /> : null}
            Subscribe
          </button>
        </form>
      )}
    </dialog>
  );
}
