import { describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS, graphqlLimitSettings, introspectionSetting } from './limits.ts';

describe('graphqlLimitSettings', () => {
  it('keeps the defaults when nothing is set', () => {
    expect(graphqlLimitSettings({})).toEqual(DEFAULT_GRAPHQL_LIMITS);
    expect(graphqlLimitSettings({ GRAPHQL_MAX_DEPTH: ' ' })).toEqual(DEFAULT_GRAPHQL_LIMITS);
  });

  it('reads each named setting', () => {
    expect(
      graphqlLimitSettings({
        GRAPHQL_MAX_QUERY_BYTES: '4096',
        GRAPHQL_MAX_TOKENS: '500',
        GRAPHQL_MAX_DEPTH: '6',
        GRAPHQL_MAX_ALIASES: '3',
        GRAPHQL_MAX_DIRECTIVES: '4',
        GRAPHQL_MAX_FIELD_REPEATS: '2',
        GRAPHQL_MAX_COST: '900',
      }),
    ).toEqual({ queryBytes: 4096, tokens: 500, depth: 6, aliases: 3, directives: 4, fieldRepeats: 2, cost: 900 });
  });

  it('stops the start on a value that is not a whole number', () => {
    expect(() => graphqlLimitSettings({ GRAPHQL_MAX_DEPTH: 'ten' })).toThrow(/GRAPHQL_MAX_DEPTH/);
    expect(() => graphqlLimitSettings({ GRAPHQL_MAX_COST: '-1' })).toThrow(/GRAPHQL_MAX_COST/);
    expect(() => graphqlLimitSettings({ GRAPHQL_MAX_TOKENS: '1.5' })).toThrow(/GRAPHQL_MAX_TOKENS/);
  });
});

describe('introspectionSetting', () => {
  it('is on outside production and off in production unless INTROSPECTION=1', () => {
    expect(introspectionSetting({}, false)).toBe(true);
    expect(introspectionSetting({}, true)).toBe(false);
    expect(introspectionSetting({ INTROSPECTION: '1' }, true)).toBe(true);
    expect(introspectionSetting({ INTROSPECTION: 'true' }, true)).toBe(true);
    expect(introspectionSetting({ INTROSPECTION: '0' }, false)).toBe(false);
  });

  it('refuses another value', () => {
    expect(() => introspectionSetting({ INTROSPECTION: 'yes' }, true)).toThrow(/INTROSPECTION/);
  });
});
