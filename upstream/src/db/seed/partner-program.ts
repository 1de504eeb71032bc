// Seed step 'partner-program': program defaults, incentive tables and history, shared
// coupons, nominations and attributed orders. See upstream/README.md, "Seed". Runs after 'partners'
// and 'checkout'; partners and customers are found by email (a missing one is skipped). Priya's
// orders are written like the 'orders' step writes its own and get their figures and invoices from
// the checkout step's backfill; their incentive rows come from the same pure rules as live orders.
import { createHash, randomBytes } from 'node:crypto';
import { attributionRows, incentiveBase } from '@shop/commerce/partner/incentive-amounts';
import { levelOf } from '@shop/commerce/partner/levels';
import type { PartnerLevel } from '@shop/commerce/partner/limits';
import type { Kysely } from 'kysely';
import { validUntil } from '../../domain/coupon-code.ts';
import {
  NOMINATION_LINK_DAYS,
  PROGRAM_DEFAULTS,
  SHARED_COUPON_MAX_USES,
  SHARED_COUPON_SOURCE,
  SHARED_COUPON_VALID_DAYS,
} from '../../domain/partner-program-constants.ts';
import { sharedCouponCode } from '../../domain/partner-sharing.ts';
import { createRandom } from '../../domain/random.ts';
import { orderNumber } from '../../domain/order-rules.ts';
import { nextOrderSequence } from '../queries/checkout.ts';
import { appendHistory, insertOrderIncentives, insertProgram, saveIncentiveTable } from '../queries/partner-program.ts';
import { offersOf } from '../queries/products.ts';
import type { Database } from '../schema.ts';
import { backfillOrders } from './checkout.ts';
import { insertDemoOrder, type DemoOrderDef } from './orders.ts';
import {
  JOINED,
  NOMINATIONS,
  PARTNER_ORDERS,
  PRIYA,
  SHARES,
  TABLE_HISTORY,
  ratesAt,
  seedDate,
  type PartnerOrderDef,
  type RatesDef,
} from './partner-program-data.ts';

type Db = Kysely<Database>;
const CODE_SEED = 7007;
const { max_discount: MAX_DISCOUNT, txt_v5_0: HIDDEN_0, txt_v5_1_0: HIDDEN_1 } = PROGRAM_DEFAULTS;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function partnerIds(
  db: Db,
): Promise<Map<string, { id: number; code: string; level: PartnerLevel; masterId: number | null }>> {
  const rows = await db.selectFrom('channel_partners').select(['id', 'email', 'code', 'level', 'master_id']).execute();
  return new Map(
    rows.map((r) => [r.email, { id: r.id, code: r.code, level: levelOf(r.level), masterId: r.master_id }]),
  );
}

async function seedTables(db: Db, partners: Awaited<ReturnType<typeof partnerIds>>): Promise<void> {
  for (const { email, history } of TABLE_HISTORY) {
    const partner = partners.get(email);
    const current = history.at(-1);
    if (!partner || !current) continue;
    const values = (r: RatesDef) => ({
      txt_v5_0: HIDDEN_0,
      txt_v5_1: r.txt_v5_1,
      txt_v5_1_0: HIDDEN_1,
      txt_v5_1_1: r.txt_v5_1_1,
      txt_discount1: r.txt_discount1,
    });
    for (const entry of history)
      await appendHistory(db, {
        partner_id: partner.id,
        ...values(entry),
        changed_by: partner.id,
        change_date: entry.at,
      });
    await saveIncentiveTable(db, {
      partner_id: partner.id,
      ...values(current),
      max_discount: MAX_DISCOUNT,
      updated_at: current.at,
    });
  }
}

/** Priya's order with the coupon on its device lines, offer products as lines of their own. */
async function orderDef(db: Db, def: PartnerOrderDef, code: string, percent: number): Promise<DemoOrderDef> {
  const ids = def.lines.map((l) => l.productId);
  const [products, offers] = await Promise.all([
    db.selectFrom('products').select(['id', 'sale_price']).where('id', 'in', ids).execute(),
    offersOf(db, ids),
  ]);
  const firstColors = await db
    .selectFrom('product_colors')
    .select(['id', 'product_id'])
    .where(
      'product_id',
      'in',
      offers.map((o) => o.offerProductId),
    )
    .orderBy('position')
    .execute();
  const lines: DemoOrderDef['lines'][number][] = [];
  for (const line of def.lines) {
    const price = Number(products.find((p) => p.id === line.productId)?.sale_price ?? 0);
    lines.push({ ...line, price, couponCode: code, discountPercentage: percent });
    for (const offer of offers.filter((o) => o.productId === line.productId)) {
      const color = firstColors.find((c) => c.product_id === offer.offerProductId);
      if (color)
        lines.push({
          productId: offer.offerProductId,
          colorId: color.id,
          units: line.units,
          price: offer.price,
          offer: true,
        });
    }
  }
  const orderId = orderNumber(new Date(def.date), await nextOrderSequence(db));
  return { orderId, customerEmail: PRIYA, date: def.date, paytype: 2, deliverdays: '2-4 Days', lines };
}

export async function seedPartnerProgram(db: Db, seededAt: Date = new Date()): Promise<void> {
  await insertProgram(db, { ...PROGRAM_DEFAULTS });
  const partners = await partnerIds(db);
  await seedTables(db, partners);
  const historyOf = (email: string) => TABLE_HISTORY.find((t) => t.email === email)?.history ?? [];

  const random = createRandom(CODE_SEED);
  const coupons = new Map<string, { id: number; code: string; percent: number }>();
  for (const share of SHARES) {
    const sharer = partners.get(share.sharer);
    const at = seedDate(share.at, seededAt);
    const rates = ratesAt(historyOf(share.sharer), at);
    if (!sharer || !rates) continue;
    const code = sharedCouponCode(sharer.code, (below) => random.int(0, below - 1));
    const coupon = await db
      .insertInto('coupons')
      .values({
        code,
        description: `${rates.txt_discount1}% off from channel partner ${sharer.code}`,
        percent: rates.txt_discount1,
        product_id: null,
        category_id: null,
        valid_from: at,
        valid_to: validUntil(new Date(at), SHARED_COUPON_VALID_DAYS).toISOString(),
        email: share.recipient,
        max_uses: SHARED_COUPON_MAX_USES,
        uses: 0,
        source: SHARED_COUPON_SOURCE,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('partner_coupon_shares')
      .values({
        partner_id: sharer.id,
        coupon_id: coupon.id,
        share_person_name: share.name,
        recipient: share.recipient,
        message: share.message,
        created_at: at,
      })
      .execute();
    coupons.set(share.key, { id: coupon.id, code, percent: rates.txt_discount1 });
  }

  for (const def of PARTNER_ORDERS) {
    const coupon = coupons.get(def.share);
    const share = SHARES.find((s) => s.key === def.share);
    const sharer = share && partners.get(share.sharer);
    const rates = share && ratesAt(historyOf(share.sharer), def.date);
    if (!coupon || !sharer || !rates) continue;
    const orderId = await insertDemoOrder(db, await orderDef(db, def, coupon.code, coupon.percent));
    if (orderId === null) continue;
    await db.updateTable('coupons').set({ uses: 1 }).where('id', '=', coupon.id).execute();
    await backfillOrders(db);
    const order = await db
      .selectFrom('orders')
      .select(['subtotal', 'coupon_discount', 'tax_percent'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const base = incentiveBase(Number(order.subtotal), Number(order.coupon_discount), Number(order.tax_percent ?? 0));
    // A delivered order's incentive is approved by the lifecycle sweep once its return window passed.
    const delivered = def.deliveredAt
      ? { status: 'delivered', shipped_at: def.date, delivered_at: def.deliveredAt }
      : {};
    await db
      .updateTable('orders')
      .set({ attributed_partner_id: sharer.id, attributed_by: 'coupon', ...delivered })
      .where('id', '=', orderId)
      .execute();
    const rows = attributionRows(
      {
        partnerId: sharer.id,
        level: sharer.level,
        masterId: sharer.masterId,
        rates: { masterPercent: rates.txt_v5_1, generalPercent: rates.txt_v5_1_1, clientDiscount: rates.txt_discount1 },
      },
      base,
    );
    await insertOrderIncentives(
      db,
      rows.map((r) => ({
        order_id: orderId,
        partner_id: r.partnerId,
        role: r.role,
        referrer_id: sharer.id,
        coupon_code: coupon.code,
        incentive_percent: r.percent,
        base_amount: base,
        incentive_amount: r.amount,
        created_at: def.date,
        status: 'pending',
        attributed_by: 'coupon',
      })),
    );
  }

  for (const n of NOMINATIONS) {
    const nominator = partners.get(n.nominator);
    if (!nominator) continue;
    const joined = n.joinedEmail === null ? undefined : partners.get(n.joinedEmail);
    const at = seedDate(n.at, seededAt);
    const expires = validUntil(new Date(at), NOMINATION_LINK_DAYS).toISOString();
    // A random token (a link derived from the seed would let anyone who reads the code join); the
    // seeded open nomination's link is therefore never known: it shows as Nominated.
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('partner_nominations')
      .values({
        partner_id: nominator.id,
        share_person_name: n.name,
        email: n.email,
        ...n.rates,
        message: n.message,
        token_hash: sha256(token),
        expires_at: expires,
        is_join: joined ? 1 : 0,
        joined_partner_id: joined?.id ?? null,
        joined_at: joined ? JOINED : null,
        created_at: at,
      })
      .execute();
  }
}
