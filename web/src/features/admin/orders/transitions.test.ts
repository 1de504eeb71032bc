import { describe, expect, it } from 'vitest';
import { TRANSITION_ACTIONS, checkShipment, transitionReport } from './transitions.ts';

const form = { courierName: ' Blue Dart ', trackingUrl: 'https://bluedart.example.com/t', awbNumbers: {} };

describe('checkShipment', () => {
  it('builds one shipment per order with the common courier and link', () => {
    const check = checkShipment(['LUM2611230001', 'LUM2611230002'], {
      ...form,
      awbNumbers: { LUM2611230001: 'BD111222333', LUM2611230002: ' bd444555666 ' },
    });
    expect(check).toEqual({
      ok: true,
      input: {
        orderIds: ['LUM2611230001', 'LUM2611230002'],
        to: 'SHIPPED',
        courierName: 'Blue Dart',
        trackingUrl: 'https://bluedart.example.com/t',
        shipments: [
          { orderId: 'LUM2611230001', awbNumber: 'BD111222333' },
          { orderId: 'LUM2611230002', awbNumber: 'bd444555666' },
        ],
      },
    });
  });

  it("puts each refusal beside its own box, with the lifecycle's messages", () => {
    const check = checkShipment(['LUM2611230001', 'LUM2611230002'], {
      courierName: 'Blue Dart',
      trackingUrl: 'https://bluedart.example.com/t',
      awbNumbers: { LUM2611230001: 'BD111222333', LUM2611230002: '12' },
    });
    expect(check).toEqual({
      ok: false,
      errors: { 'awb:LUM2611230002': 'The AWB number must be 6 to 30 letters or digits.' },
    });
    const noCourier = checkShipment(['LUM2611230001'], {
      courierName: '',
      trackingUrl: 'http://x.example.com',
      awbNumbers: {},
    });
    expect(noCourier).toEqual({ ok: false, errors: { courierName: 'Please enter the courier name.' } });
    const badLink = checkShipment(['LUM2611230001'], {
      ...form,
      awbNumbers: { LUM2611230001: 'BD111222333' },
      trackingUrl: 'http://x.example.com',
    });
    expect(badLink).toEqual({ ok: false, errors: { trackingUrl: 'The tracking link must be an https:// address.' } });
  });
  it('ships each order with its own courier and link when they differ', () => {
    const ids = ['LUM2611230001', 'LUM2611230002'];
    const check = checkShipment(ids, {
      courierName: '',
      trackingUrl: '',
      awbNumbers: { LUM2611230001: 'BD111222333', LUM2611230002: 'DL444555666' },
      perOrder: {
        LUM2611230001: { courierName: 'Blue Dart', trackingUrl: 'https://bluedart.example.com/t' },
        LUM2611230002: { courierName: ' Delhivery ', trackingUrl: 'https://delhivery.example.com/t' },
      },
    });
    expect(check).toEqual({
      ok: true,
      input: {
        orderIds: ids,
        to: 'SHIPPED',
        shipments: [
          {
            orderId: 'LUM2611230001',
            courierName: 'Blue Dart',
            awbNumber: 'BD111222333',
            trackingUrl: 'https://bluedart.example.com/t',
          },
          {
            orderId: 'LUM2611230002',
            courierName: 'Delhivery',
            awbNumber: 'DL444555666',
            trackingUrl: 'https://delhivery.example.com/t',
          },
        ],
      },
    });
    const missing = checkShipment(ids, {
      courierName: 'Blue Dart',
      trackingUrl: 'https://bluedart.example.com/t',
      awbNumbers: { LUM2611230001: 'BD111222333', LUM2611230002: 'DL444555666' },
      perOrder: { LUM2611230001: { courierName: 'Blue Dart', trackingUrl: 'https://bluedart.example.com/t' } },
    });
    expect(missing).toEqual({ ok: false, errors: { 'courier:LUM2611230002': 'Please enter the courier name.' } });
  });
});

describe('transitionReport', () => {
  const packed = TRANSITION_ACTIONS.PACKED!;

  it('counts what went and lists why the others did not', () => {
    expect(
      transitionReport(
        packed,
        [
          { orderId: 'A', ok: true },
          { orderId: 'B', ok: true },
        ],
        [],
      ),
    ).toEqual({
      summary: '2 orders packed.',
      problems: [],
    });
    expect(
      transitionReport(
        packed,
        [
          { orderId: 'LUM2611230001', ok: true },
          { orderId: 'LUM2611230002', ok: false },
        ],
        [{ field: ['orderIds', 'LUM2611230002'], message: 'This order cannot move to that status now.' }],
      ),
    ).toEqual({
      summary: '1 of 2 orders packed.',
      problems: ['LUM2611230002: This order cannot move to that status now.'],
    });
  });
});
