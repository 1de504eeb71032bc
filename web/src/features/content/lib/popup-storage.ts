// The subscribe popup's flags: popupClosed and popupMinimized in localStorage (spec section 3),
// the session's first visit and whether the popup opened in it in sessionStorage. Refused storage
// reads as empty and ignores writes (lib/browser-storage.ts).
import {
  POPUP_CLOSED_KEY,
  POPUP_MINIMIZED_KEY,
  POPUP_SESSION_START_KEY,
  POPUP_SHOWN_KEY,
  SUBSCRIBE_POPUP_DELAY_MS,
} from '@/features/content/content-constants.ts';
import { readStored, writeStored } from '@/lib/browser-storage.ts';
import { planPopup, sessionStartOf, type PopupPlan } from './popup-plan.ts';

const FLAG_ON = 'true';

/** At start-up: notes the session's first visit (once) and says what to do about the popup. */
export function startPopupPlan(nowMs = Date.now()): PopupPlan {
  const start = sessionStartOf(readStored(POPUP_SESSION_START_KEY, 'sessionStorage'), nowMs);
  writeStored(POPUP_SESSION_START_KEY, String(start), 'sessionStorage');
  const flags = {
    closed: readStored(POPUP_CLOSED_KEY, 'localStorage') === FLAG_ON,
    minimized: readStored(POPUP_MINIMIZED_KEY, 'localStorage') === FLAG_ON,
    shownThisSession: readStored(POPUP_SHOWN_KEY, 'sessionStorage') === FLAG_ON,
  };
  return planPopup(flags, start, nowMs, SUBSCRIBE_POPUP_DELAY_MS);
}

export function markPopupShown(): void {
  writeStored(POPUP_SHOWN_KEY, FLAG_ON, 'sessionStorage');
}

export function markPopupClosed(): void {
  writeStored(POPUP_CLOSED_KEY, FLAG_ON, 'localStorage');
}

export function markPopupMinimized(): void {
  writeStored(POPUP_MINIMIZED_KEY, FLAG_ON, 'localStorage');
}
