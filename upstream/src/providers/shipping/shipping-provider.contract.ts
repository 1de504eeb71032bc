// The contract every ShippingProvider passes (shipping-provider.ts): what the lifecycle's ship step
// relies on, as vitest tests. An implementation's test file calls shippingProviderContract with
// its provider (pointed at its sandbox, for one that books with a courier).
import { describe, expect, it } from 'vitest';
import type { ShipmentRequest, ShippingProvider } from './shipping-provider.ts';

const REQUEST: ShipmentRequest = {
  orderNumber: 'LUM2611210004',
  given: { courierName: 'Blue Dart', awbNumber: 'bd12345678', trackingUrl: 'https://track.example.com/bd12345678' },
  deliverTo: {
    name: 'Asha Verma',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    country: 'India',
    phone: '9000000001',
  },
  collect: null,
};

const HTTPS = /^https:\/\/\S+$/;

export function shippingProviderContract(name: string, provider: () => ShippingProvider): void {
  describe(`shipping provider contract: ${name}`, () => {
    it('books a shipment with a courier, an AWB number and an https tracking link', async () => {
      const answer = await provider().createShipment(REQUEST);
      if (!answer.ok) throw new Error(`refused: ${answer.message}`);
      expect(answer.shipment.courierName).toMatch(/\S/);
      expect(answer.shipment.awbNumber).toMatch(/^[A-Z0-9]{6,30}$/);
      expect(answer.shipment.trackingUrl).toMatch(HTTPS);
      if (answer.shipment.labelUrl !== null) expect(answer.shipment.labelUrl).toMatch(HTTPS);
    });

    it("answers the operator's courier and AWB when it takes them, and refuses a missing AWB by its field", async () => {
      const p = provider();
      if (!p.takesOperatorDetails) return;
      const answer = await p.createShipment(REQUEST);
      expect(answer).toMatchObject({
        ok: true,
        shipment: { courierName: 'Blue Dart', awbNumber: 'BD12345678', trackingUrl: REQUEST.given.trackingUrl },
      });
      const refused = await p.createShipment({ ...REQUEST, given: { ...REQUEST.given, awbNumber: '' } });
      expect(refused).toMatchObject({ ok: false, field: 'awbNumber', message: expect.stringMatching(/\S/) });
    });

    it('books a cash on delivery parcel too', async () => {
      const answer = await provider().createShipment({ ...REQUEST, collect: { amount: 22394.15, currency: 'INR' } });
      expect(answer.ok).toBe(true);
    });
  });
}
