// The shipping providers, one line each, chosen by SHIPPING_PROVIDER (default manual); a name not
// in the list refuses the start in one line (ProviderSettingError).
import { chooseProvider } from '../provider-choice.ts';
import { MANUAL, createManualShipping } from './manual.ts';
import type { ShippingProvider } from './shipping-provider.ts';

export const SHIPPING_PROVIDERS: Readonly<Record<string, () => ShippingProvider>> = {
  [MANUAL]: () => createManualShipping(),
};

export function configureShippingProvider(name: string | undefined): ShippingProvider {
  return chooseProvider('SHIPPING_PROVIDER', name, SHIPPING_PROVIDERS, MANUAL).entry();
}
