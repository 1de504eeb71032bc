// The services every route plugin shares, built once per app from its options: clock, tokens,
// outbox, one-time codes, accounts, profiles, pictures, cart, subscriptions, support (with its
// stored documents), addresses, checkout, orders, payment and shipping (their providers) and the
// bearer hook.
import { createHash } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { CheckoutSettings } from '../domain/checkout-settings.ts';
import { requireShopper } from '../http/auth.ts';
import { requireOperator } from '../http/operator-auth.ts';
import { requirePartner } from '../http/partner-auth.ts';
import { createAccounts, type Accounts } from './accounts.ts';
import { createAddresses, type Addresses } from './addresses.ts';
import { createCheckout, type Checkout } from './checkout.ts';
import { createCarts, type Carts } from './cart.ts';
import type { Clock } from './clock.ts';
import { createJwtService, type JwtService } from './jwt.ts';
import { createOtpService, type OtpService } from './otp.ts';
import { createOrders, type Orders } from './order-create.ts';
import { createReferralVisits, type ReferralVisits } from './partner-attribution.ts';
import { createPartnerAccounts, type PartnerAccounts } from './partner-accounts.ts';
import { createPartnerContent, type PartnerContent } from './partner-content.ts';
import { createPartnerDocuments, type PartnerDocuments } from './partner-documents.ts';
import { createPartnerJwtService, type PartnerJwtService } from './partner-jwt.ts';
import { createPartnerProfiles, type PartnerProfiles } from './partner-profiles.ts';
import { renderSpecimenPdf } from './partner-specimen-pdf.ts';
import { SEEDED_DOCUMENTS } from '../db/seed/partner-data.ts';
import { createOperatorJwtService, type OperatorJwtService } from './operator-jwt.ts';
import { createOperators, type Operators } from './operators.ts';
import { createOrderViews, type OrderViews } from './order-views.ts';
import type { Outbox } from './outbox.ts';
import type { PaymentProvider } from '../providers/payment/payment-provider.ts';
import type { ShippingProvider } from '../providers/shipping/shipping-provider.ts';
import { createPaymentResponses, type PaymentResponses } from './payment-response.ts';
import { createPaymentRetries, type PaymentRetries } from './payment-retry.ts';
import { createPaymentStart } from './payment-start.ts';
import { createProfiles, type Profiles } from './profile.ts';
import { createSubscriptions, type Subscriptions } from './subscriptions.ts';
import { createWishlists, type Wishlists } from './wishlist.ts';
import { createBackInStock, type BackInStock } from './back-in-stock.ts';
import { createSupport, type Support } from './support.ts';
import { createDocumentStore, createProfileImageStore, type ProfileImageStore } from './uploads.ts';

export interface AppContext {
  db: Kysely<Database>;
  clock: Clock;
  jwt: JwtService;
  outbox: Outbox;
  otp: OtpService;
  accounts: Accounts;
  profiles: Profiles;
  profileImages: ProfileImageStore;
  carts: Carts;
  subscriptions: Subscriptions;
  wishlists: Wishlists;
  backInStock: BackInStock;
  support: Support;
  addresses: Addresses;
  checkout: Checkout;
  orders: Orders;
  /** Visits through partners' referral links (REFERRAL_WINDOW_DAYS). */
  referralVisits: ReferralVisits;
  orderViews: OrderViews;
  /** The payment provider in use (PAYMENT_PROVIDER). */
  paymentProvider: PaymentProvider;
  paymentResponses: PaymentResponses;
  /** Retry payment of a cancelled prepaid order, and an order's payment facts. */
  paymentRetries: PaymentRetries;
  /** HMAC key of invoice links (derived from the JWT secret). */
  invoiceKey: string;
  /** PUBLIC_URL: the shop's origin as the browser sees it. */
  publicUrl: string;
  /** onRequest hook of bearer routes. */
  auth: onRequestAsyncHookHandler;
  /** Partner (CP) tokens, separate from shopper tokens. */
  partnerJwt: PartnerJwtService;
  /** onRequest hook of partner routes (http/partner-auth.ts). */
  partnerAuth: onRequestAsyncHookHandler;
  /** The data folder (uploads of partner documents live under it). */
  dataDir: string;
  /** Partner login, shopper session, passwords; profiles and bank details; documents; notifications, videos, support. */
  partnerAccounts: PartnerAccounts;
  partnerProfiles: PartnerProfiles;
  partnerDocuments: PartnerDocuments;
  partnerContent: PartnerContent;
  /** Operator (console) tokens, separate from shopper and partner tokens. */
  operatorJwt: OperatorJwtService;
  /** onRequest hook of the console's routes (http/operator-auth.ts). */
  operatorAuth: onRequestAsyncHookHandler;
  /** Operator login, sign-out and the owner's management of operators. */
  operators: Operators;
  /** The shipping provider of the lifecycle's ship step (SHIPPING_PROVIDER). */
  shipping: ShippingProvider;
}

export interface AppContextOptions {
  db: Kysely<Database>;
  clock: Clock;
  dataDir: string;
  jwtSecret: string;
  outbox: Outbox;
  publicUrl: string;
  /** The payment provider (providers/payment/payment-providers.ts). */
  paymentProvider: PaymentProvider;
  /** The shipping provider (providers/shipping/shipping-providers.ts). */
  shipping: ShippingProvider;
  /** Where payment refusals and refunds due are logged (the app's logger). */
  log: { warn(details: object, message: string): void };
  checkoutSettings: CheckoutSettings;
}

export function createAppContext(options: AppContextOptions): AppContext {
  const { db, clock, outbox } = options;
  const jwt = createJwtService(options.jwtSecret, clock);
  const otp = createOtpService({ db, clock, outbox, secret: options.jwtSecret });
  const profileImages = createProfileImageStore(options.dataDir);
  const invoiceKey = createHash('sha256').update(`invoice-links\n${options.jwtSecret}`).digest('hex');
  const payments = createPaymentStart(options.paymentProvider, options.publicUrl);
  const partnerJwt = createPartnerJwtService(options.jwtSecret, clock);
  const operatorJwt = createOperatorJwtService(options.jwtSecret, clock);
  const partnerDocuments = createPartnerDocuments({
    dataDir: options.dataDir,
    clock,
    key: createHash('sha256').update(`partner-document-links\n${options.jwtSecret}`).digest('hex'),
    specimens: new Map(SEEDED_DOCUMENTS.map((d) => [d.name, () => renderSpecimenPdf(d)])),
  });
  return {
    db,
    clock,
    jwt,
    outbox,
    otp,
    profileImages,
    invoiceKey,
    paymentProvider: options.paymentProvider,
    publicUrl: options.publicUrl,
    accounts: createAccounts({ db, clock, jwt, outbox, otp, publicUrl: options.publicUrl }),
    profiles: createProfiles(db, clock, profileImages),
    carts: createCarts(db, clock),
    subscriptions: createSubscriptions({ db, clock, outbox }),
    wishlists: createWishlists(db, clock),
    backInStock: createBackInStock({ db, clock, outbox, publicUrl: options.publicUrl }),
    support: createSupport({ db, clock, outbox, documents: createDocumentStore(options.dataDir) }),
    addresses: createAddresses(db, clock),
    checkout: createCheckout(db, clock, options.checkoutSettings),
    orders: createOrders(db, clock, payments, options.checkoutSettings),
    referralVisits: createReferralVisits(db, clock, options.checkoutSettings.referralWindowDays),
    orderViews: createOrderViews(db, clock, invoiceKey),
    paymentResponses: createPaymentResponses({
      db,
      clock,
      provider: options.paymentProvider,
      outbox,
      log: options.log,
    }),
    paymentRetries: createPaymentRetries(db, clock, payments),
    auth: requireShopper({ db, jwt }),
    partnerJwt,
    partnerAuth: requirePartner({ db, jwt: partnerJwt }),
    dataDir: options.dataDir,
    partnerAccounts: createPartnerAccounts({ db, clock, jwt, partnerJwt, outbox, publicUrl: options.publicUrl }),
    partnerProfiles: createPartnerProfiles({ db, clock, documents: partnerDocuments, publicUrl: options.publicUrl }),
    partnerDocuments,
    partnerContent: createPartnerContent({ db, clock, outbox }),
    operatorJwt,
    operatorAuth: requireOperator({ db, jwt: operatorJwt }),
    operators: createOperators({ db, clock, jwt: operatorJwt }),
    shipping: options.shipping,
  };
}
