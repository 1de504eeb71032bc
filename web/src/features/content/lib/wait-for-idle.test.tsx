// jsdom (a .tsx test): the wait needs a window, its events and its focus.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFillingIn, whenIdle } from './wait-for-idle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('whenIdle', () => {
  it('waits for a pause without input, starting again at each key, click or scroll', () => {
    const ready = vi.fn();
    whenIdle(window, 3000, ready);
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(2999);
    expect(ready).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ready).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('waits while the focus is in a form field, and can be cancelled', () => {
    document.body.innerHTML = '<input aria-label="Email"><button>Go</button>';
    const input = document.querySelector('input')!;
    input.focus();
    expect(isFillingIn(document)).toBe(true);
    const ready = vi.fn();
    whenIdle(window, 3000, ready);
    vi.advanceTimersByTime(30_000);
    expect(ready).not.toHaveBeenCalled();
    document.querySelector('button')!.focus();
    expect(isFillingIn(document)).toBe(false);
    vi.advanceTimersByTime(3000);
    expect(ready).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = whenIdle(window, 3000, cancelled);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
