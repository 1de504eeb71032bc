import { describe, expect, it } from 'vitest';
import { requestMemo } from './create-loader.ts';

describe('requestMemo', () => {
  it('works a key out once and shares the answer; another key is worked out on its own', async () => {
    const memo = requestMemo((key: { id: number }) => String(key.id));
    let runs = 0;
    const workOut = (value: string) => async () => {
      runs += 1;
      return value;
    };
    const first = memo.get({ id: 1 }, workOut('one'));
    const again = memo.get({ id: 1 }, workOut('other'));
    expect(again).toBe(first);
    expect(await again).toBe('one');
    expect(await memo.get({ id: 2 }, workOut('two'))).toBe('two');
    expect(runs).toBe(2);
  });
});
