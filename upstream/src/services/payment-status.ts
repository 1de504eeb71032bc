// Asks the payment gateway's order status API about one order reference (domain/payment-status.ts
// has the protocol): a form POST with fetch (undici) and a timeout. Any network failure, timeout,
// HTTP error or unreadable answer is a 'failed' answer, never an exception.
import { readStatusAnswer, statusQueryBody, type StatusAnswer } from '../domain/payment-status.ts';
import { STATUS_API_TIMEOUT_MS, type PaymentAccount } from '../domain/payment-constants.ts';

export interface StatusApiOptions {
  account: PaymentAccount;
  /** The status API's URL; a function when it is known only once the server listens (the sandbox's own). */
  url: string | (() => string);
  timeoutMs?: number;
}

export function createStatusApi(options: StatusApiOptions) {
  const timeoutMs = options.timeoutMs ?? STATUS_API_TIMEOUT_MS;
  return {
    async query(reference: string, trackingId: string | null): Promise<StatusAnswer> {
      const url = typeof options.url === 'function' ? options.url() : options.url;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain, */*' },
          body: statusQueryBody(options.account, reference, trackingId),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        const body = await response.text();
        if (!response.ok) return { kind: 'failed', reason: `status API answered HTTP ${response.status}` };
        return readStatusAnswer(body, options.account.workingKey);
      } catch (error) {
        return { kind: 'failed', reason: `status API not reachable: ${(error as Error).message}` };
      }
    },
  };
}

export type StatusApi = ReturnType<typeof createStatusApi>;
