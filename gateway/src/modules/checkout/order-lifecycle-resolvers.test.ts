import { describe, expect, it } from 'vitest';
import { LIFECYCLE_FIELDS } from './order-lifecycle-client.ts';
import { orderLifecycleResolvers } from './order-lifecycle-resolvers.ts';

describe('the lifecycle fields of an order', () => {
  it('are the fields Viewer.order starts the tracking call for', () => {
    expect(Object.keys(orderLifecycleResolvers.Order ?? {}).sort()).toEqual([...LIFECYCLE_FIELDS].sort());
  });
});
