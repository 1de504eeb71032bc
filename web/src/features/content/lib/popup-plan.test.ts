import { describe, expect, it } from 'vitest';
import { planPopup, sessionStartOf } from './popup-plan.ts';

const DELAY = 10_000;
const NOW = 1_800_000_000_000;
const fresh = { closed: false, minimized: false, shownThisSession: false };

describe('planPopup', () => {
  it('opens 10 s after the first visit of the session', () => {
    expect(planPopup(fresh, NOW, NOW, DELAY)).toEqual({ kind: 'open', inMs: 10_000 });
  });
  it('counts from the first visit, not from a later page load', () => {
    expect(planPopup(fresh, NOW - 4_000, NOW, DELAY)).toEqual({ kind: 'open', inMs: 6_000 });
    expect(planPopup(fresh, NOW - 60_000, NOW, DELAY)).toEqual({ kind: 'open', inMs: 0 });
  });
  it('never shows once closed, even when it was also minimised', () => {
    expect(planPopup({ ...fresh, closed: true }, NOW, NOW, DELAY)).toEqual({ kind: 'none' });
    expect(planPopup({ ...fresh, closed: true, minimized: true }, NOW, NOW, DELAY)).toEqual({ kind: 'none' });
  });
  it('shows the small tab instead once minimised', () => {
    expect(planPopup({ ...fresh, minimized: true }, NOW, NOW, DELAY)).toEqual({ kind: 'tab' });
    expect(planPopup({ ...fresh, minimized: true, shownThisSession: true }, NOW, NOW, DELAY)).toEqual({ kind: 'tab' });
  });
  it('opens by itself at most once per session', () => {
    expect(planPopup({ ...fresh, shownThisSession: true }, NOW - 60_000, NOW, DELAY)).toEqual({ kind: 'none' });
  });
});

describe('sessionStartOf', () => {
  it('reads a stored start', () => {
    expect(sessionStartOf(String(NOW - 5_000), NOW)).toBe(NOW - 5_000);
  });
  it('starts now when nothing usable is stored', () => {
    expect(sessionStartOf(null, NOW)).toBe(NOW);
    expect(sessionStartOf('soon', NOW)).toBe(NOW);
    expect(sessionStartOf(String(NOW + 1_000), NOW)).toBe(NOW);
    expect(sessionStartOf('0', NOW)).toBe(NOW);
  });
});
