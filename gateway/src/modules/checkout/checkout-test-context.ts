// A request's context for the checkout module's in-process tests: the cart and checkout modules'
// own loaders (the pricing memo among them) over clients that answer from fixtures, recording each
// upstream call; createOrder answers as the test says. Used by the tests beside it only.
import { rateLimitConfig } from '../../auth/rate-limit.ts';
import { RateLimiter } from '../../auth/rate-limiter.ts';
import { Session } from '../../auth/session.ts';
import type { GatewayContext } from '../../context.ts';
import type { CartClient } from '../cart/client.ts';
import { createCartLoaders } from '../cart/loaders.ts';
import type { CartLine } from '../cart/models.ts';
import type { CheckoutClient, CreateOrderRequest } from './client.ts';
import { createCheckoutLoaders, type CheckoutClients } from './loaders.ts';
import type { Address, CouponInfo, DeliveryCheck, PincodeDetails } from './models.ts';

export const line = (productId: number, colorId: number, unitPrice: number, quantity: number, offer = 0): CartLine => ({
  id: `${productId}-${colorId}--0`,
  productId,
  colorId,
  name: `Product ${productId}`,
  model: `M-${productId}`,
  colorName: '',
  size: null,
  strapId: null,
  strapColor: null,
  imageUrl: '',
  quantity,
  unitPrice,
  currencyCode: 'INR',
  categoryName: null,
  stock: null,
  offerProducts:
    offer > 0 ? [{ productId: 901, name: 'Dock', model: 'D-1', imageUrl: '', price: offer, currencyCode: 'INR' }] : [],
});

const address = (id: number, pincode: string, isPrimary: boolean): Address => ({
  id,
  kind: 'DELIVERY',
  firstName: 'Asha',
  lastName: 'Rao',
  address: '1 MG Road',
  city: '',
  state: '',
  country: 'India',
  pincode,
  phone: '9876543210',
  email: null,
  gender: null,
  ageGroup: null,
  isPrimary,
  gstNumber: null,
});

const place = (pincode: string, state: string): PincodeDetails => ({
  pincode,
  city: '',
  district: '',
  state,
  stateId: 1,
  gstStateCode: '29',
  country: 'India',
  countryId: 2,
  isoCode: 'IN',
  currencySymbol: '₹',
  phonePrefix: '+91',
  taxName: 'GST',
  taxPercent: 18,
});

export const COUPONS: Record<string, CouponInfo> = {
  RING15: { code: 'RING15', percent: 15, description: '15% off', partner: false },
  AUDIO10: { code: 'AUDIO10', percent: 10, description: '', partner: false },
  STACK40: { code: 'STACK40', percent: 40, description: '', partner: false },
};

// The ring (17999 + a 499 dock) and two buds (2 x (2999 + 299)): subtotal 25094.
export const CART = [line(101, 1011, 17999, 1, 499), line(301, 3013, 2999, 2, 299)];
export const ADDRESSES = [address(7, '400001', false), address(8, '560001', true)];
export const PLACES: Record<string, PincodeDetails> = {
  '560001': place('560001', 'Karnataka'),
  '400001': place('400001', 'Maharashtra'),
};

export interface TestRequest {
  context: GatewayContext;
  /** The upstream calls made, in order. */
  calls: string[];
  /** The CreateOrderNew requests sent. */
  orders: CreateOrderRequest[];
}

/** A request's context whose loaders are the modules' own, over clients that answer from the fixtures. */
export function requestContext(
  cart: CartLine[] | null = CART,
  createOrder: (request: CreateOrderRequest) => unknown = () => ({ kind: 'refused', refusal: null }),
  /** The cart's call answers once this settles (default: at once). */
  cartAnswered: Promise<unknown> = Promise.resolve(),
): TestRequest {
  const calls: string[] = [];
  const orders: CreateOrderRequest[] = [];
  const answer = <T>(name: string, value: T) => {
    calls.push(name);
    return Promise.resolve(value);
  };
  const checkout = {
    addresses: () => answer('addresses', ADDRESSES),
    prepaidOffer: () => answer('prepaidOffer', { amount: 100, currencySymbol: '₹', maxLineDiscountPercent: 50 }),
    pincodeDetails: (pincode: string) => answer(`pincode ${pincode}`, PLACES[pincode] ?? null),
    deliveryCheck: (_token: string, addressId: number) =>
      answer<DeliveryCheck | null>(
        `delivery ${addressId}`,
        ADDRESSES.some((a) => a.id === addressId)
          ? { deliverable: true, deliveryDays: '2-4 Days', undeliverableLineIds: [] }
          : null,
      ),
    createOrder: (_token: string, request: CreateOrderRequest) => {
      calls.push('createOrder');
      orders.push(request);
      return Promise.resolve(createOrder(request));
    },
    coupon: (_token: string, code: string, productId: number) =>
      answer(`coupon ${code}@${productId}`, COUPONS[code] ?? null),
  } as unknown as CheckoutClient;
  const cartClient = {
    lines: async () => {
      const answered = answer('cart', cart);
      await cartAnswered;
      return answered;
    },
  } as unknown as CartClient;
  const session = Session.customer('t', '1');
  const loaders = {
    cart: createCartLoaders(cartClient, session),
    checkout: createCheckoutLoaders({ checkout } as unknown as CheckoutClients, session),
  };
  const context = {
    session,
    loaders,
    clients: { checkout },
    clientIp: '203.0.113.7',
    rateLimiter: new RateLimiter(rateLimitConfig()),
  } as unknown as GatewayContext;
  return { context, calls, orders };
}
