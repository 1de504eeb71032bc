import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';

/**
 * A ref for a list whose top the window scrolls to when its page number changes by a link (not on
 * the first render, nor when back or forward restore the browser's own scroll position).
 */
export function useScrollToOnPageChange<T extends HTMLElement>(page: number) {
  const ref = useRef<T>(null);
  const shownPage = useRef(page);
  const navigationType = useNavigationType();
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (navigationType !== 'POP') ref.current?.scrollIntoView({ block: 'start' });
  }, [page, navigationType]);
  return ref;
}
