import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceStored, readStored, removeStored, subscribeStored, writeStored } from './browser-storage.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A window with working storage and events (the web project runs in node). */
function fakeWindow(): EventTarget & { localStorage: Storage; sessionStorage: Storage } {
  return Object.assign(new EventTarget(), { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
}

/** A window whose storage throws on every access, as a browser in a private mode may. */
function refusingWindow(): EventTarget {
  const target = new EventTarget();
  for (const kind of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(target, kind, {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
  }
  return target;
}

function storageEvent(key: string | null): Event {
  return Object.assign(new Event('storage'), { key });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('stored values', () => {
  it('writes, reads and removes, in local or session storage', () => {
    vi.stubGlobal('window', fakeWindow());
    expect(writeStored('voodscart', '[]')).toBe(true);
    expect(writeStored('popupShown', 'true', 'sessionStorage')).toBe(true);
    expect(readStored('voodscart')).toBe('[]');
    expect(readStored('popupShown')).toBeNull();
    expect(readStored('popupShown', 'sessionStorage')).toBe('true');
    removeStored('voodscart');
    expect(readStored('voodscart')).toBeNull();
  });

  it('reads refused storage as empty and ignores writes to it', () => {
    vi.stubGlobal('window', refusingWindow());
    expect(readStored('cpToken')).toBeNull();
    expect(writeStored('cpToken', 'x')).toBe(false);
    expect(() => removeStored('cpToken')).not.toThrow();
  });
});

describe('subscribeStored', () => {
  it("hears this tab's announcements with their detail, and other tabs' changes of the key", () => {
    vi.stubGlobal('window', fakeWindow());
    const thisTab = vi.fn();
    const otherTab = vi.fn();
    const unsubscribe = subscribeStored<{ token: string | null }>('sessionToken', 'session:change', {
      thisTab,
      otherTab,
    });

    announceStored('session:change', { token: 'a' });
    window.dispatchEvent(storageEvent('sessionToken'));
    window.dispatchEvent(storageEvent(null));
    window.dispatchEvent(storageEvent('voodscart'));
    expect(thisTab.mock.calls).toEqual([[{ token: 'a' }]]);
    expect(otherTab).toHaveBeenCalledTimes(2);

    unsubscribe();
    announceStored('session:change', { token: null });
    window.dispatchEvent(storageEvent('sessionToken'));
    expect(thisTab).toHaveBeenCalledTimes(1);
    expect(otherTab).toHaveBeenCalledTimes(2);
  });
});
