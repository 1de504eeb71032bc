import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/** Locks page scroll while `locked` is true (mobile menu, drawers). Nested locks are counted. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    if (locks === 0) {
      previousOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = previousOverflow;
    };
  }, [locked]);
}
