import { describe, expect, it } from 'vitest';
import { CatalogMemo } from './catalog-memo.ts';

describe('CatalogMemo', () => {
  it('computes a value once, also for callers asking at the same time, until it is cleared', async () => {
    const memo = new CatalogMemo(60_000);
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await Promise.all([memo.get('a', compute), memo.get('a', compute)])).toEqual([1, 1]);
    expect(await memo.get('b', compute)).toBe(2);
    memo.clear();
    expect(await memo.get('a', compute)).toBe(3);
  });

  it('forgets a value after its time and never keeps a failure', async () => {
    let now = 1000;
    const memo = new CatalogMemo(5000, { now: () => now });
    let runs = 0;
    expect(await memo.get('a', async () => (runs += 1))).toBe(1);
    now += 4000;
    expect(await memo.get('a', async () => (runs += 1))).toBe(1);
    now += 2000;
    expect(await memo.get('a', async () => (runs += 1))).toBe(2);
    await expect(memo.get('f', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await memo.get('f', async () => 'back')).toBe('back');
  });

  it('keeps nothing with a time of 0', async () => {
    const memo = new CatalogMemo(0);
    let runs = 0;
    await memo.get('a', async () => (runs += 1));
    expect(await memo.get('a', async () => (runs += 1))).toBe(2);
  });

  it('keeps the entries a write cannot have changed, and drops a value computed before its drop', async () => {
    const memo = new CatalogMemo(60_000);
    let runs = 0;
    const compute = async () => (runs += 1);
    expect(await memo.keep('index', compute)).toBe(1);
    expect(await memo.keep('counts', compute)).toBe(2);
    memo.clear({ keep: ['index'] });
    expect(await memo.keep('index', compute)).toBe(1);
    expect(await memo.keep('counts', compute)).toBe(3);

    // A value still being computed when its key is dropped answers its caller but is not kept.
    let finish: (value: number) => void = () => {};
    const slow = memo.keep('counts-slow', () => new Promise<number>((resolve) => (finish = resolve)));
    memo.clear({ keep: ['index'] });
    finish(10);
    expect(await slow).toBe(10);
    expect(await memo.keep('counts-slow', async () => 11)).toBe(11);

    memo.clear();
    expect(await memo.keep('index', compute)).toBe(4);
  });
});
