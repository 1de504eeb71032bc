// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { submitPaymentForm } from './payment-form.ts';

describe('submitPaymentForm', () => {
  it('submits the fields in order to the url with the redirect method', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    submitPaymentForm({
      url: 'https://pay.example/checkout',
      method: 'GET',
      fields: [
        { name: 'order', value: 'LUM1' },
        { name: 'sig', value: 'a b' },
      ],
    });
    const form = document.querySelector('form')!;
    expect(form.method).toBe('get');
    expect(form.action).toBe('https://pay.example/checkout');
    expect([...new FormData(form).entries()]).toEqual([
      ['order', 'LUM1'],
      ['sig', 'a b'],
    ]);
    expect(submit).toHaveBeenCalledTimes(1);
    form.remove();
    submitPaymentForm({ url: '/payment/transaction', method: 'POST', fields: [] });
    expect(document.querySelector('form')!.method).toBe('post');
  });
});
