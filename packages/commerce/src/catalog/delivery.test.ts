import { describe, expect, it } from 'vitest';
import { deliveryEstimateText, readDeliveryEstimate } from './delivery.ts';
import { CATALOG_MESSAGES } from './messages.ts';

describe('deliveryEstimateText', () => {
  it('adds dispatch days to the zone transit days', () => {
    expect(deliveryEstimateText({ zone: { minDays: 1, maxDays: 3 }, deliverable: true, dispatchDays: 1 })).toBe(
      '2-4 Days',
    );
    expect(deliveryEstimateText({ zone: { minDays: 5, maxDays: 9 }, deliverable: true, dispatchDays: 0 })).toBe(
      '5-9 Days',
    );
  });

  it("answers the spec's negative text for non-deliverable or unknown pincodes", () => {
    expect(CATALOG_MESSAGES.noDelivery).toBe('No delivery at this pincode');
    expect(deliveryEstimateText({ zone: { minDays: 1, maxDays: 3 }, deliverable: false, dispatchDays: 1 })).toBe(
      CATALOG_MESSAGES.noDelivery,
    );
    expect(deliveryEstimateText({ zone: null, deliverable: true, dispatchDays: 1 })).toBe(CATALOG_MESSAGES.noDelivery);
  });
});

describe('readDeliveryEstimate', () => {
  it('reads an estimate as deliverable and the negative text, or none, as not', () => {
    expect(readDeliveryEstimate(' 3-5 Days ')).toEqual({ deliverable: true, message: '3-5 Days' });
    expect(readDeliveryEstimate('No delivery at this pincode')).toEqual({
      deliverable: false,
      message: 'No delivery at this pincode',
    });
    expect(readDeliveryEstimate(null)).toEqual({ deliverable: false, message: 'No delivery at this pincode' });
    expect(readDeliveryEstimate('  ')).toMatchObject({ deliverable: false });
  });
});
