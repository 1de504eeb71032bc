// A small modal panel of the order tracking view: labelled by its title, focus moves into it when it
// opens and back to the button that opened it when it closes, Escape closes it. Rendered only while
// open, so its form starts afresh each time.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { TRACKING_TEXTS } from '@/features/checkout/lib/order-tracking.ts';
import './order-lifecycle.css';

export function OrderDialog({
  title,
  role = 'dialog',
  onClose,
  children,
}: {
  title: string;
  role?: 'dialog' | 'alertdialog';
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('input, textarea, button:not(.order-dialog-close)')?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="order-dialog-backdrop">
      <div
        ref={panel}
        className="order-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className="order-dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="order-dialog-close" aria-label={TRACKING_TEXTS.close} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
