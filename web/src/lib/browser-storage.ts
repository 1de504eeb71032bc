// The browser's storage as the web uses it: storage that cannot be used (private modes, blocked
// cookies, a full quota) reads as empty and ignores writes, and a stored value is an external store
// whose changes come from this tab (a custom event) and from other tabs (the storage event).

export type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage, or null when the browser refuses it. */
export function browserStorage(kind: StorageKind = 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The stored value, or null (none, or storage refused). */
export function readStored(key: string, kind: StorageKind = 'localStorage'): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value; false when the browser refused it. */
export function writeStored(key: string, value: string, kind: StorageKind = 'localStorage'): boolean {
  try {
    const storage = browserStorage(kind);
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}

export function removeStored(key: string, kind: StorageKind = 'localStorage'): void {
  try {
    browserStorage(kind)?.removeItem(key);
  } catch {
    // Storage refused: there is nothing to remove.
  }
}

/** Tells this tab's subscribers of `changeEvent` that the stored value changed. */
export function announceStored<T>(changeEvent: string, detail: T): void {
  window.dispatchEvent(new CustomEvent<T>(changeEvent, { detail }));
}

/**
 * Subscribes to a stored key: `thisTab` with the detail of each announcement in this tab, `otherTab`
 * when another tab changes the key or clears the storage. Returns the unsubscribe.
 */
export function subscribeStored<T>(
  key: string,
  changeEvent: string,
  listeners: { thisTab: (detail: T) => void; otherTab: () => void },
): () => void {
  const onChange = (event: Event): void => listeners.thisTab((event as CustomEvent<T>).detail);
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === key) listeners.otherTab();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
