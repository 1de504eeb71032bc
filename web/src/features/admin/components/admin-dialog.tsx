// A modal dialog of the console (the browser's <dialog>: focus is kept inside, Escape closes it):
// a title, the content (usually a form) and a Close button. Opens while `open`.
import { useEffect, useId, useRef, type ReactNode } from 'react';

type AdminDialogProps = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
};

export function AdminDialog({ title, open, onClose, children }: AdminDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="admin-dialog-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {open ? children : null}
    </dialog>
  );
}
