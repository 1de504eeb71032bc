import { describe, expect, it } from 'vitest';
import { RoundTracker } from './round-tracker.ts';

describe('RoundTracker', () => {
  it('reports nothing before any call', () => {
    expect(new RoundTracker().stats()).toEqual({ calls: 0, rounds: 0 });
  });

  it('counts calls started together as one round', () => {
    const tracker = new RoundTracker();
    const ends = [tracker.start(), tracker.start(), tracker.start()];
    ends.forEach((end) => end());
    expect(tracker.stats()).toEqual({ calls: 3, rounds: 1 });
  });

  it('counts a call started after another finished as the next round', () => {
    const tracker = new RoundTracker();
    tracker.start()();
    const second = tracker.start();
    const third = tracker.start();
    second();
    third();
    tracker.start()();
    expect(tracker.stats()).toEqual({ calls: 4, rounds: 3 });
  });

  it('does not chain a call to one that is still running', () => {
    const tracker = new RoundTracker();
    const slow = tracker.start();
    const fast = tracker.start();
    fast();
    const afterFast = tracker.start(); // round 2: depends on `fast` only
    slow();
    afterFast();
    expect(tracker.stats()).toEqual({ calls: 3, rounds: 2 });
  });

  it('takes the highest finished round, not the last one to finish', () => {
    const tracker = new RoundTracker();
    const a = tracker.start(); // round 1
    const b = tracker.start(); // round 1, slow
    a();
    const c = tracker.start(); // round 2
    c();
    b(); // a round-1 call finishing late does not lower the next round
    tracker.start()(); // round 3
    expect(tracker.stats()).toEqual({ calls: 4, rounds: 3 });
  });

  it('ignores a second end of the same call', () => {
    const tracker = new RoundTracker();
    const end = tracker.start();
    end();
    end();
    expect(tracker.stats()).toEqual({ calls: 1, rounds: 1 });
  });
});
