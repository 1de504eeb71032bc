import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_ERRORS,
  ORDER_STATES,
  checkTransition,
  expectedDeliveryDate,
  nextStates,
  parseReturnRequest,
  parseShipment,
  returnWindowLastDay,
  shopperActions,
  withinReturnWindow,
  type LifecycleActor,
  type LifecycleOrder,
  type LifecyclePermission,
  type OrderState,
} from './order-lifecycle.ts';

const NOW = new Date('2026-03-10T06:00:00Z');
const DELIVERED = '2026-03-08T10:00:00Z';

const shopper: LifecycleActor = { kind: 'shopper' };
const system: LifecycleActor = { kind: 'system' };
const operator = (...permissions: LifecyclePermission[]): LifecycleActor => ({
  kind: 'operator',
  can: (p) => permissions.includes(p),
});
const fulfil = operator('orders.fulfil');
const refund = operator('orders.refund');
const owner = operator('orders.fulfil', 'orders.refund');
const nobody = operator();

function orderIn(status: OrderState, extra: Partial<LifecycleOrder> = {}): LifecycleOrder {
  const afterDelivery = ['delivered', 'return_requested', 'return_received', 'refunded', 'replaced'].includes(status);
  const afterReturn = ['return_received', 'refunded', 'replaced'].includes(status);
  return {
    status,
    prepaid: false,
    deliveredAt: afterDelivery ? DELIVERED : null,
    returnKind: afterReturn ? (status === 'replaced' ? 'replacement' : 'return') : null,
    ...extra,
  };
}

// Every allowed move: [from, to, who]. Everything else (for that actor) is refused.
const ALLOWED: ReadonlyArray<[OrderState, OrderState, 'shopper' | 'system' | 'fulfil' | 'refund']> = [
  ['pending_payment', 'paid', 'system'],
  ['pending_payment', 'cancelled', 'system'],
  ['placed', 'packed', 'fulfil'],
  ['paid', 'packed', 'fulfil'],
  ['packed', 'shipped', 'fulfil'],
  ['shipped', 'out_for_delivery', 'fulfil'],
  ['shipped', 'delivered', 'fulfil'],
  ['out_for_delivery', 'delivered', 'fulfil'],
  ['placed', 'cancelled', 'shopper'],
  ['paid', 'cancelled', 'shopper'],
  ['packed', 'cancelled', 'shopper'],
  ['placed', 'cancelled', 'fulfil'],
  ['paid', 'cancelled', 'fulfil'],
  ['packed', 'cancelled', 'fulfil'],
  ['delivered', 'return_requested', 'shopper'],
  ['return_requested', 'return_received', 'fulfil'],
  ['return_received', 'refunded', 'refund'],
  ['return_received', 'replaced', 'fulfil'],
];
const ACTORS = { shopper, system, fulfil, refund } as const;

describe('the order state machine, every pair of states for every actor', () => {
  for (const [name, actor] of Object.entries(ACTORS)) {
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        const allowed = ALLOWED.some(([f, t, who]) => f === from && t === to && who === name);
        // A refund of a received replacement, or a replacement of a received return, is refused by
        // its guard: pick the return kind that lets the allowed moves through.
        const returnKind = to === 'replaced' ? 'replacement' : 'return';
        const order = orderIn(from, from === 'return_received' ? { returnKind } : {});
        it(`${name}: ${from} -> ${to} is ${allowed ? 'allowed' : 'refused'}`, () => {
          expect(checkTransition(order, to, actor, NOW).ok).toBe(allowed);
        });
      }
    }
  }

  it('an operator without the permission is forbidden, with the permission message', () => {
    const verdict = checkTransition(orderIn('placed'), 'packed', nobody, NOW);
    expect(verdict).toMatchObject({ ok: false, code: 'FORBIDDEN', message: LIFECYCLE_ERRORS.forbidden.message });
    expect(checkTransition(orderIn('return_received'), 'refunded', fulfil, NOW)).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('terminal states have no next state for anybody', () => {
    for (const state of ['cancelled', 'refunded', 'replaced'] as const) {
      for (const actor of [shopper, system, owner]) expect(nextStates(orderIn(state), actor, NOW)).toEqual([]);
    }
  });

  it("the owner's next states follow the flow", () => {
    expect(nextStates(orderIn('placed'), owner, NOW)).toEqual(['packed', 'cancelled']);
    expect(nextStates(orderIn('packed'), owner, NOW)).toEqual(['shipped', 'cancelled']);
    expect(nextStates(orderIn('shipped'), owner, NOW)).toEqual(['out_for_delivery', 'delivered']);
    expect(nextStates(orderIn('delivered'), owner, NOW)).toEqual([]);
  });
});

describe('cancelling', () => {
  it('the shopper may cancel before shipping and not after, with a message that says why', () => {
    for (const s of ['placed', 'paid', 'packed'] as const) expect(shopperActions(orderIn(s), NOW).canCancel).toBe(true);
    for (const s of ['shipped', 'out_for_delivery', 'delivered'] as const) {
      expect(shopperActions(orderIn(s), NOW).canCancel).toBe(false);
      expect(checkTransition(orderIn(s), 'cancelled', shopper, NOW)).toMatchObject({
        ok: false,
        message: 'This order has already shipped and can no longer be cancelled.',
      });
    }
    expect(checkTransition(orderIn('cancelled'), 'cancelled', shopper, NOW)).toMatchObject({
      ok: false,
      message: 'This order can no longer be cancelled.',
    });
  });

  it('restocks every cancel before shipping; a refund is due only for a paid prepaid order', () => {
    const effects = (order: LifecycleOrder, actor: LifecycleActor = shopper) => {
      const verdict = checkTransition(order, 'cancelled', actor, NOW);
      if (!verdict.ok) throw new Error(verdict.message);
      return verdict.effects;
    };
    expect(effects(orderIn('placed'))).toMatchObject({ restock: true, refund: null, mail: 'cancelled' });
    expect(effects(orderIn('paid', { prepaid: true }))).toMatchObject({ restock: true, refund: 'due' });
    expect(effects(orderIn('packed', { prepaid: true }), fulfil)).toMatchObject({ restock: true, refund: 'due' });
    expect(effects(orderIn('packed', { prepaid: false }), fulfil)).toMatchObject({ restock: true, refund: null });
  });

  it('a failed payment cancels as the payment service does: no restock flag here, no mail', () => {
    const verdict = checkTransition(orderIn('pending_payment', { prepaid: true }), 'cancelled', system, NOW);
    expect(verdict).toMatchObject({ ok: true, effects: { restock: false, refund: null, mail: null } });
  });
});

describe('returns, refunds and replacements', () => {
  it('return received restocks; refunded issues the refund; replaced neither', () => {
    const received = checkTransition(
      orderIn('return_requested', { returnKind: 'return' }),
      'return_received',
      fulfil,
      NOW,
    );
    expect(received).toMatchObject({ ok: true, effects: { restock: true, refund: null, mail: 'return_received' } });
    const refunded = checkTransition(orderIn('return_received', { returnKind: 'return' }), 'refunded', refund, NOW);
    expect(refunded).toMatchObject({ ok: true, effects: { restock: false, refund: 'issued', mail: 'refunded' } });
    const replaced = checkTransition(
      orderIn('return_received', { returnKind: 'replacement' }),
      'replaced',
      fulfil,
      NOW,
    );
    expect(replaced).toMatchObject({ ok: true, effects: { restock: false, refund: null, mail: 'replaced' } });
  });

  it('refunded only after a return, replaced only after a replacement', () => {
    expect(
      checkTransition(orderIn('return_received', { returnKind: 'replacement' }), 'refunded', owner, NOW),
    ).toMatchObject({ ok: false, message: 'Only a received return can be refunded.' });
    expect(checkTransition(orderIn('return_received', { returnKind: 'return' }), 'replaced', owner, NOW)).toMatchObject(
      { ok: false, message: 'Only a received replacement request can be replaced.' },
    );
    expect(checkTransition(orderIn('return_requested'), 'refunded', owner, NOW).ok).toBe(false);
  });

  it('asking before delivery says it must be delivered first', () => {
    expect(checkTransition(orderIn('shipped'), 'return_requested', shopper, NOW)).toMatchObject({
      ok: false,
      code: 'RETURN_NOT_ALLOWED',
    });
  });
});

describe('the 7-day return window', () => {
  // Delivered 8 March 2026 at 15:30 India time: the window runs to the end of 15 March, India time.
  const delivered = orderIn('delivered');
  const at = (iso: string) => new Date(iso);

  it('the last day is the delivery day (shop time) plus 7', () => {
    expect(returnWindowLastDay(DELIVERED)).toBe('2026-03-15');
    // 20:00 UTC on 8 March is already 9 March in India.
    expect(returnWindowLastDay('2026-03-08T20:00:00Z')).toBe('2026-03-16');
  });

  it('open on the last day until midnight India time, closed a minute later', () => {
    expect(withinReturnWindow(DELIVERED, at('2026-03-15T18:29:00Z'))).toBe(true);
    expect(withinReturnWindow(DELIVERED, at('2026-03-15T18:30:00Z'))).toBe(false);
    expect(shopperActions(delivered, at('2026-03-15T18:29:00Z')).canRequestReturn).toBe(true);
    expect(shopperActions(delivered, at('2026-03-15T18:30:00Z')).canRequestReturn).toBe(false);
    expect(checkTransition(delivered, 'return_requested', shopper, at('2026-03-20T00:00:00Z'))).toMatchObject({
      ok: false,
      code: 'RETURN_WINDOW_CLOSED',
      message: 'Returns and replacements can be requested within 7 days of delivery.',
    });
  });

  it('open right after delivery; closed without a delivery date', () => {
    expect(withinReturnWindow(DELIVERED, at(DELIVERED))).toBe(true);
    expect(withinReturnWindow(null, NOW)).toBe(false);
  });
});

describe('shipment details', () => {
  const good = {
    courierName: ' Blue Dart ',
    awbNumber: 'bd1234567',
    trackingUrl: 'https://track.example.com/bd1234567',
  };

  it('accepts a courier, an AWB of 6-30 letters or digits and an https link (trimmed, AWB upper-cased)', () => {
    expect(parseShipment(good)).toEqual({
      ok: true,
      value: { courierName: 'Blue Dart', awbNumber: 'BD1234567', trackingUrl: 'https://track.example.com/bd1234567' },
    });
    expect(parseShipment({ ...good, awbNumber: 'A'.repeat(30) }).ok).toBe(true);
    expect(parseShipment({ ...good, awbNumber: '123456' }).ok).toBe(true);
  });

  it('refuses each bad field with its own field and message', () => {
    expect(parseShipment({ ...good, courierName: '  ' })).toMatchObject({ ok: false, field: 'courierName' });
    for (const awb of ['12345', 'A'.repeat(31), 'AB-12345', 'AB 123456', ''])
      expect(parseShipment({ ...good, awbNumber: awb })).toMatchObject({
        ok: false,
        field: 'awbNumber',
        message: 'The AWB number must be 6 to 30 letters or digits.',
      });
    for (const url of ['http://track.example.com/x', 'javascript:alert(1)', 'track.example.com', 'https://localhost/x'])
      expect(parseShipment({ ...good, trackingUrl: url })).toMatchObject({ ok: false, field: 'trackingUrl' });
  });
});

describe('return requests', () => {
  it('needs a kind and a reason of 5 to 500 characters', () => {
    expect(parseReturnRequest({ kind: 'replacement', reason: '  Strap broke  ' })).toEqual({
      ok: true,
      value: { kind: 'replacement', reason: 'Strap broke' },
    });
    expect(parseReturnRequest({ kind: 'swap', reason: 'Strap broke' })).toMatchObject({ ok: false, field: 'kind' });
    expect(parseReturnRequest({ kind: 'return', reason: 'bad' })).toMatchObject({ ok: false, field: 'reason' });
    expect(parseReturnRequest({ kind: 'return', reason: 'x'.repeat(501) })).toMatchObject({ ok: false });
  });
});

describe('expected delivery date', () => {
  it("is the shipping day (India time) plus the estimate's most days", () => {
    expect(expectedDeliveryDate('2026-03-10T06:00:00Z', '2-4 Days')).toBe('2026-03-14');
    expect(expectedDeliveryDate('2026-03-10T20:00:00Z', '3 Days')).toBe('2026-03-14');
    expect(expectedDeliveryDate('2026-03-30T06:00:00Z', '3-6 Days')).toBe('2026-04-05');
    expect(expectedDeliveryDate('2026-03-10T06:00:00Z', '')).toBeNull();
  });
});
