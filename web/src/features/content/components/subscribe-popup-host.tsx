import { lazy, Suspense, useEffect, useState } from 'react';
import {
  markPopupClosed,
  markPopupMinimized,
  markPopupShown,
  startPopupPlan,
} from '@/features/content/lib/popup-storage.ts';
import { POPUP_IDLE_MS, whenIdle } from '@/features/content/lib/wait-for-idle.ts';

// The popup's form, its documents and styles load only when it shows (10 s in, or as a tab).
const SubscribePopup = lazy(() => import('./subscribe-popup.tsx'));

type Mode = 'hidden' | 'open' | 'tab';

/**
 * The site-wide subscribe popup: opens SUBSCRIBE_POPUP_DELAY_MS after the first visit of a browser
 * session unless it was closed (popupClosed) or minimised (popupMinimized: a small tab instead),
 * and then only once the shopper pauses (POPUP_IDLE_MS without input, the focus out of form
 * fields): it never interrupts typing or filtering, nor covers a field being filled in.
 */
export function SubscribePopupHost() {
  const [mode, setMode] = useState<Mode>('hidden');
  const [minimisedNow, setMinimisedNow] = useState(false);

  useEffect(() => {
    const plan = startPopupPlan();
    if (plan.kind === 'tab') setMode('tab');
    if (plan.kind !== 'open') return;
    let cancelIdle = () => {};
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(window, POPUP_IDLE_MS, () => {
        markPopupShown();
        setMode('open');
      });
    }, plan.inMs);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
    };
  }, []);

  if (mode === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <SubscribePopup
        mode={mode}
        onClose={() => {
          markPopupClosed();
          setMode('hidden');
        }}
        onMinimize={() => {
          markPopupMinimized();
          setMinimisedNow(true);
          setMode('tab');
        }}
        onReopen={() => setMode('open')}
        onSubscribed={markPopupClosed}
        focusTab={minimisedNow}
      />
    </Suspense>
  );
}
