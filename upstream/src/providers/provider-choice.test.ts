import { describe, expect, it } from 'vitest';
import { ProviderSettingError, chooseProvider } from './provider-choice.ts';

const LIST = { manual: 'the manual one', other: 'another' };

describe('choosing a provider by its setting', () => {
  it('takes the default when the setting is unset or blank, else the name given (any case)', () => {
    expect(chooseProvider('SHIPPING_PROVIDER', undefined, LIST, 'manual')).toEqual({
      name: 'manual',
      entry: 'the manual one',
    });
    expect(chooseProvider('SHIPPING_PROVIDER', '  ', LIST, 'manual').name).toBe('manual');
    expect(chooseProvider('SHIPPING_PROVIDER', ' Other ', LIST, 'manual').entry).toBe('another');
  });

  it('refuses a name not in the list in one line naming the setting and the choices', () => {
    expect(() => chooseProvider('SHIPPING_PROVIDER', 'shiprocket', LIST, 'manual')).toThrow(
      new ProviderSettingError('SHIPPING_PROVIDER must be one of manual, other; got "shiprocket".'),
    );
    expect(() => chooseProvider('SHIPPING_PROVIDER', 'toString', LIST, 'manual')).toThrow(ProviderSettingError);
  });
});
