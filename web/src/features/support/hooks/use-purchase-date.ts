import { useCallback, useRef, useState } from 'react';
import { useOrderPurchaseDateLazyQuery } from '@/generated/operations/order-purchase-date.ts';

export type PurchaseDateState = {
  /** The order id last looked up (trimmed). */
  orderId: string;
  status: 'idle' | 'loading' | 'found' | 'unknown' | 'failed';
  /** YYYY-MM-DD when found, else ''. */
  date: string;
};

export type PurchaseDateResult = { date: string | null; failed: boolean };

const IDLE: PurchaseDateState = { orderId: '', status: 'idle', date: '' };

/** Looks up an order's purchase date (the complaint form shows it read-only). */
export function usePurchaseDate(): {
  state: PurchaseDateState;
  find: (orderId: string) => Promise<PurchaseDateResult>;
} {
  const [lookUp] = useOrderPurchaseDateLazyQuery();
  const [state, setState] = useState<PurchaseDateState>(IDLE);
  const latest = useRef('');

  const find = useCallback(
    async (raw: string): Promise<PurchaseDateResult> => {
      const orderId = raw.trim();
      latest.current = orderId;
      if (orderId === '') {
        setState(IDLE);
        return { date: null, failed: false };
      }
      setState({ orderId, status: 'loading', date: '' });
      try {
        const { data } = await lookUp({ variables: { orderId } });
        const date = data?.orderPurchaseDate?.purchaseDate ?? null;
        if (latest.current === orderId) setState({ orderId, status: date ? 'found' : 'unknown', date: date ?? '' });
        return { date, failed: false };
      } catch (failure) {
        console.warn('[support] purchase date lookup failed', failure);
        if (latest.current === orderId) setState({ orderId, status: 'failed', date: '' });
        return { date: null, failed: true };
      }
    },
    [lookUp],
  );

  return { state, find };
}
