import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@shop/commerce/paths';

/** The header's 'More' dropdown: Corporate Gifting and Product Registration. */
export function MoreMenu({ giftingPath }: { giftingPath: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="more-menu" ref={root}>
      <button
        type="button"
        className="main-menu-link more-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        More
        <svg
          viewBox="0 0 12 12"
          width="12"
          height="12"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M3 4.5l3 3 3-3" />
        </svg>
      </button>
      <ul id={id} className="more-list" hidden={!open}>
        <li>
          <Link to={giftingPath} onClick={() => setOpen(false)}>
            Corporate Gifting
          </Link>
        </li>
        <li>
          <Link to={paths.productRegistration.href()} onClick={() => setOpen(false)}>
            Product Registration
          </Link>
        </li>
      </ul>
    </div>
  );
}
