import { describe, expect, it } from 'vitest';
import { outageStatus, prefersGraphQLResponseJson } from './http-status-plugin.ts';

const error = (code: string) => ({ message: 'x', extensions: { code } });

describe('outageStatus', () => {
  it('is 503, 504 or 502 when upstream failures left no data', () => {
    expect(outageStatus({ data: null, errors: [error('UPSTREAM_UNAVAILABLE')] })).toBe(503);
    expect(outageStatus({ data: { a: null, b: null }, errors: [error('UPSTREAM_TIMEOUT')] })).toBe(504);
    expect(outageStatus({ data: null, errors: [error('UPSTREAM_UNAVAILABLE'), error('UPSTREAM_TIMEOUT')] })).toBe(504);
    expect(outageStatus({ data: null, errors: [error('UPSTREAM_ERROR')] })).toBe(502);
  });

  it('is null for partial data, other errors, request errors and clean answers', () => {
    expect(outageStatus({ data: { a: 1, b: null }, errors: [error('UPSTREAM_UNAVAILABLE')] })).toBeNull();
    expect(outageStatus({ data: null, errors: [error('UPSTREAM_UNAVAILABLE'), error('FORBIDDEN')] })).toBeNull();
    expect(outageStatus({ errors: [error('GRAPHQL_VALIDATION_FAILED')] })).toBeNull();
    expect(outageStatus({ data: { a: 1 } })).toBeNull();
  });
});

describe('prefersGraphQLResponseJson', () => {
  it('follows the Accept header', () => {
    expect(prefersGraphQLResponseJson('application/graphql-response+json, application/json;q=0.9')).toBe(true);
    expect(prefersGraphQLResponseJson('application/graphql-response+json')).toBe(true);
    expect(prefersGraphQLResponseJson('application/json, application/graphql-response+json')).toBe(false);
    expect(prefersGraphQLResponseJson('application/json;q=0.5, application/graphql-response+json;q=0.8')).toBe(true);
    expect(prefersGraphQLResponseJson('application/graphql-response+json;q=0, application/json')).toBe(false);
    expect(prefersGraphQLResponseJson('application/json')).toBe(false);
    expect(prefersGraphQLResponseJson('*/*')).toBe(false);
    expect(prefersGraphQLResponseJson(undefined)).toBe(false);
  });
});
