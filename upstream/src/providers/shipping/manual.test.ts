// Manual shipping against the shipping provider contract, and what is its own: the operator's
// details as given (checked by the spec's rules), no label, no shipment id.
import { describe, expect, it } from 'vitest';
import { createManualShipping } from './manual.ts';
import { shippingProviderContract } from './shipping-provider.contract.ts';

shippingProviderContract('manual', createManualShipping);

describe('manual shipping', () => {
  const request = {
    orderNumber: 'LUM2611210004',
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

  it('answers the courier, AWB and link it was given, with no label', async () => {
    const answer = await createManualShipping().createShipment({
      ...request,
      given: {
        courierName: ' Delhivery ',
        awbNumber: 'dl9876543',
        trackingUrl: 'https://www.delhivery.com/t/dl9876543',
      },
    });
    expect(answer).toEqual({
      ok: true,
      shipment: {
        courierName: 'Delhivery',
        awbNumber: 'DL9876543',
        trackingUrl: 'https://www.delhivery.com/t/dl9876543',
        labelUrl: null,
        providerShipmentId: null,
      },
    });
  });

  it("refuses a missing courier or a link that is not https with the spec's messages", async () => {
    const manual = createManualShipping();
    expect(
      await manual.createShipment({
        ...request,
        given: { awbNumber: 'DL9876543', trackingUrl: 'https://x.example/t' },
      }),
    ).toEqual({ ok: false, code: 'COURIER_REQUIRED', message: 'Please enter the courier name.', field: 'courierName' });
    expect(
      await manual.createShipment({
        ...request,
        given: { courierName: 'Delhivery', awbNumber: 'DL9876543', trackingUrl: 'http://x.example/t' },
      }),
    ).toMatchObject({ ok: false, code: 'TRACKING_URL_INVALID', field: 'trackingUrl' });
  });
});
