// Incentive tables and the orders attributed to a partner: the program defaults, a partner's table
// in force (the defaults until it has one), its history, the tables of a Master's General
// partners, modifying the table (the sum rule, the client discount minimum, the master percent
// locked for level 2; a history row for every change), and the orders listed in the transaction
// history and incentive details (Success orders only). Expected refusals are typed results.
import type { Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/commerce/checkout/orders';
import { joinName } from '@shop/commerce/contact';
import {
  changesLockedPercent,
  checkIncentiveTable,
  incentiveTableError,
  type IncentiveRates,
} from '@shop/commerce/partner/incentive-table';
import { levelOf } from '@shop/commerce/partner/levels';
import { INCENTIVE_ROLE, PARTNER_LEVEL, type PartnerLevelCode } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS } from '@shop/commerce/partner/messages';
import { readPercent } from '@shop/commerce/partner/percent-input';
import { samePercent } from '@shop/commerce/percent';
import { INCENTIVE_STATUS, isIncentiveStatus } from '@shop/commerce/partner/payouts';
import { PROGRAM_DEFAULTS } from '../domain/partner-program-constants.ts';
import { settleIncentives } from './partner-incentive-lifecycle.ts';
import { orderItems } from '../db/queries/orders.ts';
import {
  appendHistory,
  attributedOrders,
  generalsWithTables,
  historyOf,
  incentiveTableOf,
  programRow,
  saveIncentiveTable,
  type ProgramRow,
} from '../db/queries/partner-program.ts';
import {
  attributedOrderCountQuery,
  attributedOrderPageQuery,
  historyCountQuery,
  historyPageQuery,
  type PageWindow,
} from '../db/queries/partner-pages.ts';
import type { Database } from '../db/schema.ts';
import { lockKey, transactionWithRetry } from '../db/transaction.ts';
import type { Clock } from './clock.ts';

type Db = Kysely<Database>;

/** A refusal with its status and the message to show (403 included, unlike the shop's Refusal). */
export type ProgramRefusal = { status: 400 | 403 | 404 | 409; message: string; field?: string };
export type ProgramResult<T> = { ok: true; value: T } | { ok: false; refusal: ProgramRefusal };
export const refuse = (
  status: ProgramRefusal['status'],
  message: string,
  field?: string,
): { ok: false; refusal: ProgramRefusal } => ({
  ok: false,
  refusal: { status, message, ...(field ? { field } : {}) },
});

export interface TableValues {
  txt_v5_0: number;
  txt_v5_1: number;
  txt_v5_1_0: number;
  txt_v5_1_1: number;
  txt_discount1: number;
  max_discount: number;
}

const TABLE_KEYS = ['txt_v5_0', 'txt_v5_1', 'txt_v5_1_0', 'txt_v5_1_1', 'txt_discount1'] as const;
type TableKey = (typeof TABLE_KEYS)[number];
export type TableInput = Partial<Record<TableKey, number | string>> & { id?: number | string };

const asNumbers = (row: TableValues): TableValues => ({
  txt_v5_0: Number(row.txt_v5_0),
  txt_v5_1: Number(row.txt_v5_1),
  txt_v5_1_0: Number(row.txt_v5_1_0),
  txt_v5_1_1: Number(row.txt_v5_1_1),
  txt_discount1: Number(row.txt_discount1),
  max_discount: Number(row.max_discount),
});

export const ratesOf = (table: TableValues): IncentiveRates => ({
  masterPercent: table.txt_v5_1,
  generalPercent: table.txt_v5_1_1,
  clientDiscount: table.txt_discount1,
});

/** The program defaults (CommonData/CP_INCENTIVE); the constants until the seed wrote them. */
export async function programDefaults(db: Db): Promise<ProgramRow> {
  const row = await programRow(db);
  if (!row) return { ...PROGRAM_DEFAULTS };
  const { id: _id, ...values } = row;
  return asNumbers(values);
}

/** A partner's table in force: its own, else the program defaults. */
export async function tableInForce(db: Db, partnerId: number): Promise<TableValues> {
  const row = await incentiveTableOf(db, partnerId);
  return row ? asNumbers(row) : programDefaults(db);
}

export function createPartnerIncentives(db: Db, clock: Clock) {
  return {
    programDefaults: () => programDefaults(db),

    async table(partnerId: number, level: PartnerLevelCode) {
      return { cP_ID: partnerId, level, id: partnerId, ...(await tableInForce(db, partnerId)) };
    },

    async history(partnerId: number) {
      return (await historyOf(db, partnerId)).map(historyEntryOf);
    },

    /** Level 1: the tables of the General partners under it (the defaults where one has none); level 2: []. */
    async generalsOfMaster(partnerId: number, level: PartnerLevelCode) {
      if (level !== PARTNER_LEVEL.MASTER) return [];
      const defaults = await programDefaults(db);
      return (await generalsWithTables(db, partnerId)).map((g) => ({
        cP_ID: g.id,
        cpname: joinName(g.name, g.surname),
        cpcode: g.code,
        ...(g.txt_v5_1 === null ? defaults : asNumbers(g as TableValues)),
      }));
    },

    /** AddCPincentive: values missing from the body keep those in force. */
    async save(partnerId: number, level: PartnerLevelCode, input: TableInput): Promise<ProgramResult<null>> {
      const now = clock().toISOString();
      return transactionWithRetry(db, async (trx) => {
        // PostgreSQL: two saves of one partner's table read and write it one after the other.
        await lockKey(trx, `partner-incentives:${partnerId}`);
        const current = await tableInForce(trx, partnerId);
        const next = { ...current };
        for (const key of TABLE_KEYS) {
          if (input[key] === undefined) continue;
          const read = readPercent(input[key]);
          if (!read.ok) return refuse(400, PARTNER_ERRORS[read.key].message, key);
          next[key] = read.value;
        }
        if (changesLockedPercent(levelOf(level), ratesOf(next), ratesOf(current)))
          return refuse(403, PARTNER_ERRORS.masterPercentLocked.message, 'txt_v5_1');
        const problem = checkIncentiveTable(levelOf(level), ratesOf(next), current.max_discount);
        if (problem) return refuse(400, incentiveTableError(problem, current.max_discount).message, 'txt_discount1');
        // Saving the values in force changes nothing and adds no history entry.
        if (!TABLE_KEYS.some((key) => !samePercent(next[key], current[key]))) return { ok: true as const, value: null };
        await saveIncentiveTable(trx, { partner_id: partnerId, ...next, updated_at: now });
        const { max_discount: _max, ...values } = next;
        await appendHistory(trx, { partner_id: partnerId, ...values, changed_by: partnerId, change_date: now });
        return { ok: true as const, value: null };
      });
    },

    /** The sales attributed to the partner (and reversed ones) with its percent, amount and state, newest first. */
    async orders(partnerId: number) {
      await settleIncentives(db, clock(), { partnerId });
      return orderRowsOf(db, await attributedOrders(db, partnerId, ORDER_STATUS.SUCCESS));
    },

    /** One page of `orders`, newest credited first, with the count of all. */
    async ordersPage(partnerId: number, page: PageWindow) {
      await settleIncentives(db, clock(), { partnerId });
      const [rows, count] = await Promise.all([
        attributedOrderPageQuery(db, partnerId, ORDER_STATUS.SUCCESS, page).execute(),
        attributedOrderCountQuery(db, partnerId, ORDER_STATUS.SUCCESS).executeTakeFirstOrThrow(),
      ]);
      return { items: await orderRowsOf(db, rows), total: Number(count.count) };
    },

    /** One page of the incentive history, newest first, with the count of all. */
    async historyPage(partnerId: number, page: PageWindow) {
      const [rows, count] = await Promise.all([
        historyPageQuery(db, partnerId, page).execute(),
        historyCountQuery(db, partnerId).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(historyEntryOf), total: Number(count.count) };
    },
  };
}

type AttributedOrder = Awaited<ReturnType<typeof attributedOrders>>[number];
type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

function historyEntryOf(h: HistoryRow) {
  return {
    id: h.id,
    txt_v5_0: Number(h.txt_v5_0),
    txt_v5_1: Number(h.txt_v5_1),
    txt_v5_1_0: Number(h.txt_v5_1_0),
    txt_v5_1_1: Number(h.txt_v5_1_1),
    txt_discount1: Number(h.txt_discount1),
    changE_DATE: h.change_date,
  };
}

/** The order rows of the transaction history with their products (one read for all the rows). */
async function orderRowsOf(db: Db, rows: readonly AttributedOrder[]) {
  const items = await orderItems(db, [...new Set(rows.map((r) => r.order_db_id))]);
  return rows.map((r) => ({
    code: r.referrer_code,
    cp_name: joinName(r.referrer_name, r.referrer_surname),
    customer_name: joinName(r.billing_customer_name, r.billing_last_name),
    billing_address: r.billing_address,
    billing_city: r.billing_city,
    billing_pincode: r.billing_pincode,
    order_id_new: r.order_id_new,
    order_date: r.order_date,
    coupon_code: r.coupon_code,
    role: r.role === INCENTIVE_ROLE.MASTER ? INCENTIVE_ROLE.MASTER : INCENTIVE_ROLE.REFERRER,
    order_product_list: items
      .filter((i) => i.order_id === r.order_db_id)
      .map((i) => ({ product_name: i.product_name, txt_model: i.txt_model, units: i.units })),
    base_amount: Number(r.base_amount),
    incentive_value: Number(r.incentive_percent),
    cp_incentive: Number(r.incentive_amount),
    status: isIncentiveStatus(r.status) ? r.status : INCENTIVE_STATUS.PENDING,
    attributed_by: r.attributed_by === 'link' ? ('link' as const) : ('coupon' as const),
  }));
}
