import { lazy, Suspense, useEffect, useState } from 'react';
import {
  markPopupClosed,
  markPopupMinimized,
  markPopupShown,
  startPopupPlan,
} from '@/features/content/lib/popup-storage.ts';

// The popup's form, its documents and styles load only when it shows (10 s in, or as a tab).
const SubscribePopup = lazy(() => import('./subscribe-popup.tsx'));

type Mode = 'hidden' | 'open' | 'tab';

/**
 * The site-wide subscribe popup: opens SUBSCRIBE_POPUP_DELAY_MS after the first visit of a browser
 * session unless it was closed (popupClosed) or minimised (popupMinimized: a small tab instead).
 */
export function SubscribePopupHost() {
  const [mode, setMode] = useState<Mode>('hidden');
  const [minimisedNow, setMinimisedNow] = useState(false);

  useEffect(() => {
    const plan = startPopupPlan();
    if (plan.kind === 'tab') setMode('tab');
    if (plan.kind !== 'open') return;
    const timer = window.setTimeout(() => {
      markPopupShown();
      setMode('open');
    }, plan.inMs);
    return () => window.clearTimeout(timer);
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
