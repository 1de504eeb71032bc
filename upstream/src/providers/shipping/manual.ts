// The manual shipping provider (SHIPPING_PROVIDER=manual): the operator books the courier outside
// the shop and types its name, the AWB number and the tracking link on Ship; the provider checks
// them (@shop/commerce's parseShipment: the spec's messages) and answers them as given. No label,
// no tracking events.
import { parseShipment } from '@shop/commerce/checkout/order-lifecycle';
import type { ShippingProvider } from './shipping-provider.ts';

export const MANUAL = 'manual';

export function createManualShipping(): ShippingProvider {
  return {
    name: MANUAL,
    takesOperatorDetails: true,
    async createShipment(request) {
      const checked = parseShipment(request.given);
      if (!checked.ok) {
        const { ok: _ok, ...refusal } = checked;
        return { ok: false, ...refusal };
      }
      return { ok: true, shipment: { ...checked.value, labelUrl: null, providerShipmentId: null } };
    },
  };
}
