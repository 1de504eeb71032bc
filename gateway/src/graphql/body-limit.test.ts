import { describe, expect, it } from 'vitest';
import { base64Length, GRAPHQL_BODY_LIMIT } from './body-limit.ts';

describe('GRAPHQL_BODY_LIMIT', () => {
  it('fits a 2 MB image in base64 and not much more (about 2.8 MB)', () => {
    const image = base64Length(2 * 1024 * 1024);
    expect(image).toBe(2_796_204);
    expect(Buffer.alloc(2 * 1024 * 1024).toString('base64')).toHaveLength(image);
    expect(GRAPHQL_BODY_LIMIT).toBeGreaterThan(image);
    expect(GRAPHQL_BODY_LIMIT).toBeLessThan(3 * 1024 * 1024);
  });
});
