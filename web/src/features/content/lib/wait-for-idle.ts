// The subscribe popup waits for a pause: it opens only once the shopper has not typed, clicked,
// touched or scrolled for a while and the focus is not in a form field, so it never interrupts
// typing or filtering and never covers a field being filled in.

/** How long the page must be still before the popup may open. */
export const POPUP_IDLE_MS = 3000;

const ACTIVITY = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart', 'scroll'] as const;

/** Whether the focus is in something the shopper types or chooses in. */
export function isFillingIn(doc: Document): boolean {
  const element = doc.activeElement;
  if (!element || element === doc.body) return false;
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Calls `ready` once, after `idleMs` without activity and with the focus out of form fields; returns a cancel. */
export function whenIdle(win: Window, idleMs: number, ready: () => void): () => void {
  let timer: number | undefined;
  const stop = () => {
    win.clearTimeout(timer);
    for (const type of ACTIVITY) win.removeEventListener(type, arm, true);
  };
  const check = () => {
    if (isFillingIn(win.document)) {
      arm();
      return;
    }
    stop();
    ready();
  };
  function arm() {
    win.clearTimeout(timer);
    timer = win.setTimeout(check, idleMs);
  }
  for (const type of ACTIVITY) win.addEventListener(type, arm, { capture: true, passive: true });
  arm();
  return stop;
}
