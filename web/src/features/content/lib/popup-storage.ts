// The subscribe popup's flags: popupClosed and popupMinimized in localStorage (spec section 3),
// the session's first visit and whether the popup opened in it in sessionStorage. Storage that
// cannot be used (private modes, blocked cookies) reads as empty and ignores writes.
import {
  POPUP_CLOSED_KEY,
  POPUP_MINIMIZED_KEY,
  POPUP_SESSION_START_KEY,
  POPUP_SHOWN_KEY,
  SUBSCRIBE_POPUP_DELAY_MS,
} from '@/features/content/content-constants.ts';
import { planPopup, sessionStartOf, type PopupPlan } from './popup-plan.ts';

const FLAG_ON = 'true';

function store(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function read(kind: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string): void {
  try {
    store(kind)?.setItem(key, value);
  } catch {
    // Full or blocked storage: the popup simply behaves as if the flag were not kept.
  }
}

/** At start-up: notes the session's first visit (once) and says what to do about the popup. */
export function startPopupPlan(nowMs = Date.now()): PopupPlan {
  const start = sessionStartOf(read('sessionStorage', POPUP_SESSION_START_KEY), nowMs);
  write('sessionStorage', POPUP_SESSION_START_KEY, String(start));
  const flags = {
    closed: read('localStorage', POPUP_CLOSED_KEY) === FLAG_ON,
    minimized: read('localStorage', POPUP_MINIMIZED_KEY) === FLAG_ON,
    shownThisSession: read('sessionStorage', POPUP_SHOWN_KEY) === FLAG_ON,
  };
  return planPopup(flags, start, nowMs, SUBSCRIBE_POPUP_DELAY_MS);
}

export function markPopupShown(): void {
  write('sessionStorage', POPUP_SHOWN_KEY, FLAG_ON);
}

export function markPopupClosed(): void {
  write('localStorage', POPUP_CLOSED_KEY, FLAG_ON);
}

export function markPopupMinimized(): void {
  write('localStorage', POPUP_MINIMIZED_KEY, FLAG_ON);
}
