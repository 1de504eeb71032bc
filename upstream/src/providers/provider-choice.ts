// Choosing a provider from its seam's list by a setting (PAYMENT_PROVIDER, MAIL_PROVIDER, ...): the
// default when the setting is unset or blank, the named entry otherwise, and one clear line naming
// the setting and the choices when the name is not in the list. Tested beside.
import { ConfigurationError } from '@shop/server/configuration-refusal';

/**
 * A refused provider setting: an unknown name, or a provider missing its settings. main.ts prints
 * the message as one line and exits with EX_CONFIG (@shop/server/configuration-refusal).
 */
export class ProviderSettingError extends ConfigurationError {
  override name = 'ProviderSettingError';
}

export function chooseProvider<T>(
  setting: string,
  value: string | undefined,
  list: Readonly<Record<string, T>>,
  fallback: string,
): { name: string; entry: T } {
  const name = value?.trim() ? value.trim().toLowerCase() : fallback;
  const entry = Object.hasOwn(list, name) ? list[name] : undefined;
  if (entry === undefined)
    throw new ProviderSettingError(`${setting} must be one of ${Object.keys(list).join(', ')}; got "${value ?? ''}".`);
  return { name, entry };
}
