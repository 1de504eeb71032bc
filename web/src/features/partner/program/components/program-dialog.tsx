import { useEffect, useId, useRef, type ReactNode } from 'react';
import './program.css';

type ProgramDialogProps = {
  title: string;
  /** Called once the dialog has closed (Close, Escape); focus goes back to where it was. */
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal dialog of the program screens (native <dialog> with showModal: focus moves inside and
 * stays there, Escape closes it, the page behind is inert). On close the focus returns to the
 * element that opened it. Its content brings its own Close button (see `closeDialogOf`).
 */
export function ProgramDialog({ title, onClose, children }: ProgramDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = dialog.current;
    if (node && !node.open) node.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog ref={dialog} className="program-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="program-dialog-bar">
        <h2 id={titleId}>{title}</h2>
      </div>
      <div className="program-dialog-body">{children}</div>
    </dialog>
  );
}

/** Closes the dialog around a button (its Close button): the dialog's onClose then runs. */
export function closeDialogOf(element: HTMLElement): void {
  element.closest('dialog')?.close();
}
