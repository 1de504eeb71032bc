// The contract every PaymentProvider passes (payment-provider.ts): what order creation, retry
// payment, the return handler and settlement rely on, as vitest tests. An implementation's test
// file calls paymentProviderContract with a harness that runs the provider against its sandbox and
// drives the sandbox as a shopper's browser would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentAttempt,
  PaymentProvider,
  PaymentRedirect,
  PaymentReturn,
  PaymentReturnForm,
} from './payment-provider.ts';

export interface PaymentProviderHarness {
  /** The provider under test, pointed at its sandbox. */
  provider: PaymentProvider;
  /** The same provider, pointed at an API that does not answer. */
  unreachable: PaymentProvider;
  /** Follows a redirect as the browser would, pays (or cancels, or fails) there, and answers the form posted back. */
  complete(redirect: PaymentRedirect, outcome: 'paid' | 'cancelled' | 'failed'): Promise<PaymentReturnForm>;
  /** The form as someone without the provider's secret could change it. */
  tamper(form: PaymentReturnForm): PaymentReturnForm;
  /** A form naming the same attempt, made with another account's secret. */
  foreign(form: PaymentReturnForm): PaymentReturnForm;
  /** The form made again with the provider's own secret, claiming a payment of `amount` (a leaked secret). */
  forge(form: PaymentReturnForm, amount: number): PaymentReturnForm;
  close(): Promise<void>;
}

const party = {
  name: 'Asha Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
  country: 'India',
  phone: '9000000001',
  email: 'asha@example.com',
};

let attempts = 0;
/** A new attempt of its own order (the sandbox keeps every attempt it saw). */
function newAttempt(): PaymentAttempt {
  attempts += 1;
  const orderNumber = `LUM2601${String(attempts).padStart(6, '0')}`;
  return {
    reference: attempts % 2 === 0 ? `${orderNumber}R2` : orderNumber,
    orderNumber,
    amount: 22294.15,
    currency: 'INR',
    customerId: '42',
    billing: party,
    delivery: { ...party, name: 'Ravi Verma' },
    returnUrl: 'http://shop.test/payment/response',
  };
}

const expectedOf = (attempt: PaymentAttempt) => ({
  reference: attempt.reference,
  amount: attempt.amount,
  currency: attempt.currency,
});

export function paymentProviderContract(name: string, start: () => Promise<PaymentProviderHarness>): void {
  describe(`payment provider contract: ${name}`, () => {
    let h: PaymentProviderHarness;
    beforeAll(async () => {
      h = await start();
    });
    afterAll(() => h?.close());

    /** A new attempt taken to its end at the sandbox: the attempt, its redirect, the form and its facts. */
    async function completed(outcome: 'paid' | 'cancelled' | 'failed') {
      const attempt = newAttempt();
      const redirect = await h.provider.start(attempt);
      const form = await h.complete(redirect, outcome);
      const facts = h.provider.readReturn(form);
      expect(facts, 'the return of a payment the provider took').not.toBeNull();
      return { attempt, redirect, form, facts: facts as PaymentReturn };
    }

    it('starts a payment: a redirect to a URL with a method and named fields', async () => {
      const redirect = await h.provider.start(newAttempt());
      expect(redirect.url).toMatch(/^(https?:\/\/|\/)/);
      expect(['POST', 'GET']).toContain(redirect.method);
      expect(redirect.fields.length).toBeGreaterThan(0);
      for (const field of redirect.fields) expect(field.name).not.toBe('');
      const spec = h.provider.specFields;
      if (spec)
        for (const fieldName of [spec.encryptedRequest, spec.accessCode])
          expect(redirect.fields.map((f) => f.name)).toContain(fieldName);
    });

    it("reads a paid return into the attempt's facts, and its API confirms the payment", async () => {
      const { attempt, facts } = await completed('paid');
      expect(facts).toMatchObject({
        reference: attempt.reference,
        outcome: 'paid',
        amount: attempt.amount,
        currency: attempt.currency,
      });
      expect(facts.transactionId).toEqual(expect.any(String));
      expect([null, attempt.customerId]).toContain(facts.customerId);
      expect(await h.provider.confirm(facts, expectedOf(attempt))).toMatchObject({
        kind: 'paid',
        transactionId: facts.transactionId,
      });
    });

    it('gives the same return the same receipt, and another payment another', async () => {
      const first = await completed('paid');
      expect(h.provider.readReturn(first.form)?.receipt).toBe(first.facts.receipt);
      const second = await completed('paid');
      expect(second.facts.receipt).not.toBe(first.facts.receipt);
      expect(second.facts.transactionId).not.toBe(first.facts.transactionId);
    });

    it('reads a cancelled or failed return as not paid, and its API agrees', async () => {
      const cancelled = await completed('cancelled');
      expect(cancelled.facts.outcome).toBe('cancelled');
      expect(await h.provider.confirm(cancelled.facts, expectedOf(cancelled.attempt))).toEqual({ kind: 'not_paid' });
      const failed = await completed('failed');
      expect(failed.facts.outcome).toBe('failed');
      expect(await h.provider.confirm(failed.facts, expectedOf(failed.attempt))).toEqual({ kind: 'not_paid' });
    });

    it('refuses a tampered, a foreign or an empty return', async () => {
      const { form } = await completed('paid');
      expect(h.provider.readReturn(h.tamper(form))).toBeNull();
      expect(h.provider.readReturn(h.foreign(form))).toBeNull();
      expect(h.provider.readReturn({})).toBeNull();
    });

    it('disputes a claim its API does not back: a cancelled payment claimed paid, another amount', async () => {
      const cancelled = await completed('cancelled');
      const claimed = h.provider.readReturn(h.forge(cancelled.form, cancelled.attempt.amount));
      expect(claimed?.outcome).toBe('paid');
      expect(await h.provider.confirm(claimed as PaymentReturn, expectedOf(cancelled.attempt))).toEqual({
        kind: 'disputed',
      });
      const paid = await completed('paid');
      const cheaper = h.provider.readReturn(h.forge(paid.form, 1));
      expect(cheaper?.amount).toBe(1);
      const asked = { ...expectedOf(paid.attempt), amount: 1 };
      expect(await h.provider.confirm(cheaper as PaymentReturn, asked)).toEqual({ kind: 'disputed' });
    });

    it("never settles an amount or currency other than the order's", async () => {
      const { attempt, facts } = await completed('paid');
      const expected = expectedOf(attempt);
      expect(await h.provider.confirm(facts, { ...expected, amount: attempt.amount + 0.01 })).toEqual({
        kind: 'disputed',
      });
      expect(await h.provider.confirm(facts, { ...expected, currency: 'USD' })).toEqual({ kind: 'disputed' });
    });

    it('answers unavailable, never paid, when its API cannot be asked', async () => {
      const { attempt, facts } = await completed('paid');
      const answer = await h.unreachable.confirm(facts, expectedOf(attempt));
      expect(answer).toMatchObject({ kind: 'unavailable', reason: expect.any(String) });
    });

    it('answers a refund with one of its kinds, with a reason when it cannot', async () => {
      const { attempt, facts } = await completed('paid');
      const answer = await h.provider.refund({
        reference: attempt.reference,
        transactionId: facts.transactionId ?? '',
        amount: attempt.amount,
        currency: attempt.currency,
        reason: 'order_cancelled',
      });
      expect(['refunded', 'pending', 'refused', 'unsupported']).toContain(answer.kind);
      if (answer.kind === 'refused' || answer.kind === 'unsupported') expect(answer.reason).not.toBe('');
    });
  });
}
