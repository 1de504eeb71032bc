import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { isSaneRequestId } from '@shop/commerce/observability/request-id';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createRequestIdLink, newRequestId } from './request-id-link.ts';

describe('newRequestId', () => {
  it('makes ids the gateway accepts as they are, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(isSaneRequestId(id)).toBe(true);
  });
});

describe('createRequestIdLink', () => {
  it('sends a fresh X-Request-Id with every GraphQL request, beside the headers already set', async () => {
    const sent: Array<Record<string, string>> = [];
    const terminal = new ApolloLink((operation) => {
      sent.push(operation.getContext().headers as Record<string, string>);
      return of({ data: { gatewayVersion: '1' } });
    });
    const withToken = new ApolloLink((operation, forward) => {
      operation.setContext({ headers: { authorization: 'Bearer t' } });
      return forward(operation);
    });
    const client = new ApolloClient({
      link: ApolloLink.from([withToken, createRequestIdLink(), terminal]),
      cache: new InMemoryCache(),
    });
    const query = gql`
      query Version {
        gatewayVersion
      }
    `;
    await client.query({ query, fetchPolicy: 'network-only' });
    await client.query({ query, fetchPolicy: 'network-only' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      authorization: 'Bearer t',
      'x-request-id': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(sent[1]!['x-request-id']).not.toBe(sent[0]!['x-request-id']);
  });
});
