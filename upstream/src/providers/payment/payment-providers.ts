// The payment providers, one line each, chosen by PAYMENT_PROVIDER (default ccavenue). An entry reads
// its own settings and refuses missing or unsafe ones at once (ProviderSettingError: one line, before
// the database is opened); the function it answers builds the provider once upstream's database
// and address exist. A new provider is its file, a line here and its test running the contract.
import type { PaymentSettings } from '../../domain/payment-constants.ts';
import { chooseProvider } from '../provider-choice.ts';
import { ccavenueProvider } from './ccavenue.ts';
import type { PaymentProviderSetup, PaymentRuntime } from './payment-provider.ts';

/** The settings the payment providers read, each its own. */
export interface PaymentProviderSettings {
  production: boolean;
  /** How long one call to the provider's API (the status check) may take; default the provider's. */
  apiTimeoutMs?: number | undefined;
  /** CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY, PAYMENT_GATEWAY_URL, PAYMENT_STATUS_URL. */
  ccavenue: Partial<PaymentSettings>;
}

type PaymentProviderEntry = (settings: PaymentProviderSettings) => (runtime: PaymentRuntime) => PaymentProviderSetup;

export const PAYMENT_PROVIDERS: Readonly<Record<string, PaymentProviderEntry>> = {
  ccavenue: (s) => ccavenueProvider(s.ccavenue, s.production, s.apiTimeoutMs),
};

export const DEFAULT_PAYMENT_PROVIDER = 'ccavenue';

/** The provider PAYMENT_PROVIDER names, configured; throws ProviderSettingError for an unknown name or refused settings. */
export function configurePaymentProvider(
  name: string | undefined,
  settings: PaymentProviderSettings,
): (runtime: PaymentRuntime) => PaymentProviderSetup {
  return chooseProvider('PAYMENT_PROVIDER', name, PAYMENT_PROVIDERS, DEFAULT_PAYMENT_PROVIDER).entry(settings);
}
